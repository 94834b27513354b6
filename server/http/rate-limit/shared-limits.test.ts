import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startTestServer } from '../../testing/test-server.ts';
import { msFetch } from '../../membership/testing/client.ts';

// Runs where Redis is: REDIS_URL=redis://127.0.0.1:6379 (CI's PostgreSQL pass sets it).
describe.skipIf(!process.env.REDIS_URL)('rate limits shared through Redis', () => {
  it('count sign-in attempts across two server instances together', async () => {
    const options = {
      config: { redisUrl: process.env.REDIS_URL },
      membership: { rateLimits: { loginFailuresPerPair: { limit: 2 } } },
    };
    const [first, second] = await Promise.all([startTestServer(options), startTestServer(options)]);
    try {
      // An address no other run uses, so the shared counters start at zero.
      const email = `limit-${randomBytes(6).toString('hex')}@example.com`;
      const attempt = (server: typeof first) =>
        msFetch(server, '/auth/login', { body: { email, password: 'wrong-password-123' } });
      expect((await attempt(first)).status).toBe(401);
      expect((await attempt(second)).status).toBe(401);
      const limited = await attempt(first);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
