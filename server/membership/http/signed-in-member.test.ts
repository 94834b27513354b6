import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { msCall } from '../testing/client.ts';
import { createMember } from '../testing/members.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the signed-in member', () => {
  it('is what member routes answer about', async () => {
    const member = await createMember(server);
    const { status, body } = await msCall(server, '/member', member.token);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: member.id, auth: { email: member.email } });
  });

  // A live session stays cached for a few seconds, so a token can outlive its member briefly.
  it.each([
    ['/member', undefined],
    ['/member/plans/add', { planId: 'pln_chainforge_starter' }],
    ['/member/set-password', { password: 'another-horse-battery' }],
    ['/auth/send-email-verification', {}],
  ])('is gone: %s answers 401 invalid-token, as for any dead token', async (path, body) => {
    const member = await createMember(server);
    expect((await msCall(server, '/member', member.token)).status).toBe(200);
    await server.db.deleteFrom('members').where('id', '=', member.id).execute();
    const { status, body: answer } = await msCall(server, path, member.token, body);
    expect(status).toBe(401);
    expect(answer.error.code).toBe('invalid-token');
  });
});
