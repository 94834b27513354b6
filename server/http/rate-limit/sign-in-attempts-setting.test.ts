import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msFetch } from '../../membership/testing/client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { signInAttemptsPerAddress: 3 } });
});
afterAll(() => server.close());

describe('SIGN_IN_ATTEMPTS_PER_ADDRESS', () => {
  it('sets how many sign-in attempts one address may make before it is refused with 429', async () => {
    const attempt = () =>
      msFetch(server, '/auth/login', { body: { email: 'nobody-here@example.com', password: 'not-a-password-1' } });
    for (let count = 0; count < 3; count++) expect((await attempt()).status).toBe(401);
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toMatch(/Too many sign-in attempts/);
  });
});
