import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { msFetch } from '../testing/client.ts';
import { createMember } from '../testing/members.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    membership: { rateLimits: { loginPerIp: { limit: 3 }, passkeyOptionsPerIp: { limit: 5 } } },
  });
});
afterAll(() => server.close());

const options = async () => (await msFetch(server, '/auth/passkey/options', { method: 'POST' })).status;

it('gives login screens passkey challenges without spending the sign-in budget, within a limit of their own', async () => {
  const password = 'Options-budget-1';
  const member = await createMember(server, { password });
  for (let shown = 0; shown < 5; shown++) expect(await options()).toBe(200);
  const login = await msFetch(server, '/auth/login', { body: { email: member.email, password } });
  expect(login.status).toBe(200);
  const refused = await msFetch(server, '/auth/passkey/options', { method: 'POST' });
  expect(refused.status).toBe(429);
  expect((await refused.json()).error.code).toBe('too-many-requests');
});
