import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { msFetch, SEEDED } from '../testing/client.ts';
import { POLICIES } from './policies.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('login rate limit over HTTP', () => {
  it('answers 429 with Retry-After once an email had too many attempts, and leaves other emails alone', async () => {
    const attempt = (email: string) => msFetch(server, '/auth/login', { body: { email, password: 'Wrong-password-1' } });
    for (let i = 0; i < POLICIES.loginPerEmail.limit; i++) expect((await attempt(SEEDED.chat.email)).status).toBe(401);
    const limited = await attempt(SEEDED.chat.email);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.json()).error).toEqual({ code: 'too-many-requests', message: expect.stringMatching(/^Too many .*Please wait \d+ minutes? and try again\.$/) });
    expect((await attempt(SEEDED.viewer.email)).status).toBe(401);
  });
});
