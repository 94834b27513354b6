import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { POLICIES } from '../../http/rate-limit/policies.ts';
import { msFetch, SEEDED } from '../testing/client.ts';

// Limits are counted per server, so each group has a server of its own and a fresh count.
const servers: TestServer[] = [];
afterAll(() => Promise.all(servers.map((server) => server.close())));
const newServer = async () => {
  const server = await startTestServer();
  servers.push(server);
  return server;
};

/** 429 with a Retry-After no longer than the policy's window (no lockout) and a message a person reads. */
async function expectLimited(response: Response, windowMs: number) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
  expect((await response.json()).error).toEqual({
    code: 'too-many-requests',
    message: expect.stringMatching(/^Too many .+\. Please wait \d+ (seconds?|minutes?) and try again\.$/),
  });
}

describe('code checks per IP address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await newServer();
  });

  it('limits resets by code alone, whatever the codes', async () => {
    const { limit, windowMs } = POLICIES.codeCheckPerIp;
    for (let i = 0; i < limit; i++) {
      const response = await msFetch(server, '/auth/reset-password', {
        body: { token: String(i).padStart(6, '0'), newPassword: 'Quay-Side-Anchor-19' },
      });
      expect(response.status).toBe(400);
    }
    await expectLimited(
      await msFetch(server, '/auth/reset-password', { body: { token: '999999', newPassword: 'Quay-Side-Anchor-19' } }),
      windowMs,
    );
  });
});

describe('per address and email', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await newServer();
  });

  it('limits code mails to one address, and leaves other addresses alone', async () => {
    const { limit, windowMs } = POLICIES.codeSendPerPair;
    const email = `flooded-${Date.now()}@example.com`;
    // The count is one per address, whichever kind of code mail.
    const sends = [
      '/auth/passwordless/login/send',
      '/auth/send-reset-password-email',
      '/auth/passwordless/signup/send',
    ] as const;
    for (let i = 0; i < limit; i++)
      expect((await msFetch(server, sends[i % 3] ?? sends[0], { body: { email } })).status).toBe(200);
    await expectLimited(await msFetch(server, '/auth/send-reset-password-email', { body: { email } }), windowMs);
    expect(
      (await msFetch(server, '/auth/send-reset-password-email', { body: { email: `other-${email}` } })).status,
    ).toBe(200);
  });

  it('limits code checks for one account across codes', async () => {
    const { limit, windowMs } = POLICIES.codeFailuresPerPair;
    const { email } = SEEDED.viewer;
    for (let i = 0; i < limit; i++) {
      const response = await msFetch(server, '/auth/passwordless/login', {
        body: { email, passwordlessToken: String(i).padStart(6, '0') },
      });
      expect(response.status).toBe(400);
    }
    await expectLimited(
      await msFetch(server, '/auth/passwordless/login', { body: { email, passwordlessToken: '123456' } }),
      windowMs,
    );
  });

  it('limits signups with one email', async () => {
    const { limit, windowMs } = POLICIES.signupPerEmail;
    const email = `again-${Date.now()}@example.com`;
    const statuses = [];
    for (let i = 0; i < limit; i++)
      statuses.push(
        (await msFetch(server, '/auth/signup', { body: { email, password: 'Tugboat-Whistle-Noon-64' } })).status,
      );
    expect(statuses).toEqual([201, ...Array(limit - 1).fill(400)]);
    await expectLimited(
      await msFetch(server, '/auth/signup', { body: { email, password: 'Tugboat-Whistle-Noon-64' } }),
      windowMs,
    );
  });
});
