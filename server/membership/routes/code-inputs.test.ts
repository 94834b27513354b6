import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { msFetch } from '../testing/client.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  const signup = await msFetch(server, '/auth/signup', {
    body: { email: `inputs-${Date.now()}@example.com`, password: 'Cargo-Manifest-Blue-27' },
  });
  token = (await signup.json()).data.tokens.accessToken;
});
afterAll(() => server.close());

const ENDPOINTS = [
  '/auth/passwordless/login/send',
  '/auth/passwordless/signup/send',
  '/auth/passwordless/login',
  '/auth/signup?isPasswordless=true',
  '/auth/send-reset-password-email',
  '/auth/reset-password',
  '/auth/send-email-verification',
  '/auth/verify-email',
];

const ODD = [
  '<script>alert(1)</script>',
  'x'.repeat(100_000),
  '\u0000\uD800\u202E',
  'ünïcødé@exämple.com',
  '12345６',
  ' 123456 7',
  "' or 1=1 --",
  null,
  42,
  true,
  [],
  {},
  ['123456'],
];
const FIELDS = ['email', 'passwordlessToken', 'token', 'newPassword', 'code', 'origin_domain'];
const BODIES: (string | Record<string, unknown>)[] = [
  '{',
  'not json',
  '[1,2',
  '"a string"',
  '[]',
  'null',
  '123',
  ...ODD.flatMap((value) => FIELDS.map((field) => ({ [field]: value }))),
  {
    email: '<script>@example.com',
    passwordlessToken: '123456',
    token: '123456',
    newPassword: 'Cargo-Manifest-Blue-27',
    code: '123456',
  },
];

const stored = async () => ({
  codes: (await server.db.selectFrom('ms_codes').select('id').execute()).length,
  mails: (await server.db.selectFrom('dev_mailbox').select('id').execute()).length,
  members: (await server.db.selectFrom('members').select('id').execute()).length,
});

describe('bad input to the code endpoints', () => {
  it('is answered with a JSON 4xx that does not echo it, and stores nothing', async () => {
    const before = await stored();
    const failures: string[] = [];
    for (const path of ENDPOINTS) {
      for (const body of BODIES) {
        // The verification send ignores origin_domain, so null or any short text there is a good request.
        const origin = typeof body === 'object' ? body.origin_domain : undefined;
        if (
          path === '/auth/send-email-verification' &&
          (origin === null || (typeof origin === 'string' && origin.length <= 500))
        )
          continue;
        const response = await msFetch(server, path, {
          body,
          token,
          headers: typeof body === 'string' ? { 'Content-Type': 'application/json' } : {},
        });
        const text = await response.text();
        const ok =
          response.status >= 400 &&
          response.status < 500 &&
          (response.headers.get('content-type') ?? '').includes('application/json');
        const error = ok ? JSON.parse(text).error : undefined;
        if (!ok || typeof error?.code !== 'string' || text.includes('<script>') || text.length > 2000) {
          failures.push(`${path} ${JSON.stringify(body).slice(0, 60)} -> ${response.status} ${text.slice(0, 100)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await stored()).toEqual(before);
  }, 60_000);

  it('refuses a form-encoded body (the CSRF rule)', async () => {
    const response = await msFetch(server, '/auth/send-reset-password-email', {
      body: 'email=a%40example.com',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
  });
});
