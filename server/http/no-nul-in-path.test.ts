// A NUL byte in a membership path is a 404 before any route asks the database (PostgreSQL would
// refuse it with an error, a 500): the admin API, a member's passkeys, the console's owners.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_SECRET_KEY } from '../membership/testing/admin.ts';
import { memberToken, msFetch } from '../membership/testing/client.ts';
import { consoleFetch, signInOwner } from '../membership/testing/console.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('answers a NUL byte in a membership path with a JSON 404', async () => {
  const token = await memberToken(server);
  const session = await signInOwner(server);
  const answers = [
    await msFetch(server, '/admin/members/%00', { key: DEMO_SECRET_KEY }),
    await msFetch(server, '/admin/members/mem_x%00y/add-plan', { key: DEMO_SECRET_KEY, body: { planId: 'pln_x' } }),
    await msFetch(server, '/member/passkeys/%00', { method: 'DELETE', token }),
    await msFetch(server, '/plans/pln_%00', {}),
  ];
  for (const answer of answers) {
    expect(answer.status).toBe(404);
    expect((await answer.json()).error.code).toBe('not-found');
  }
  const owner = await consoleFetch(server, '/owners/own_%00', { method: 'DELETE', session });
  expect([owner.status, owner.json.error.code]).toEqual([404, 'not-found']);
  // An encoded percent sign followed by 00 is no NUL.
  expect((await msFetch(server, '/member/passkeys/%2500', { method: 'DELETE', token })).status).toBe(404);
});
