import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMemberIdByEmail } from '../db/queries/members.ts';
import { memberToken, msFetch } from '../membership/testing/client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function sso(body: unknown) {
  return fetch(`${server.url}/api/memberstack/sso`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function expectFailed(response: Response, reason: RegExp) {
  expect(response.status).toBe(401);
  const { error } = await response.json();
  expect(error.code).toBe('authentication-failed');
  expect(error.message).toMatch(/^Authentication failed: /);
  expect(error.message).toMatch(reason);
}

describe('POST /api/memberstack/sso', () => {
  it("exchanges a live membership session for an API token of the member's product account", async () => {
    const memberId = await findMemberIdByEmail(server.db, 'demo@chainforge.dev');
    const response = await sso({ memberstack_user_id: memberId, token: await memberToken(server, 'demo') });
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data.token).toMatch(/^cf_at_/);
    const permissions = await fetch(`${server.url}/api/user/permissions`, {
      headers: { Authorization: `Bearer ${data.token}` },
    });
    expect(await permissions.json()).toMatchObject({ cnfg_pro: true, ctfd_pro: true, cnfg_basic: false });
  });

  it('answers "Authentication failed: No token received." when no token is given', async () => {
    const response = await sso({ memberstack_user_id: 'mem_x' });
    expect(response.status).toBe(401);
    expect((await response.json()).error.message).toBe('Authentication failed: No token received.');
  });

  it("refuses another member's token", async () => {
    const viewer = await findMemberIdByEmail(server.db, 'viewer@chainforge.dev');
    await expectFailed(
      await sso({ memberstack_user_id: viewer, token: await memberToken(server, 'demo') }),
      /does not belong/,
    );
  });

  it('refuses a revoked or invalid token', async () => {
    const memberId = await findMemberIdByEmail(server.db, 'demo@chainforge.dev');
    const token = await memberToken(server, 'demo');
    await msFetch(server, '/member/logout', { method: 'POST', token });
    await expectFailed(await sso({ memberstack_user_id: memberId, token }), /revoked/);
    await expectFailed(await sso({ memberstack_user_id: memberId, token: 'nonsense' }), /not valid/);
    await expectFailed(await sso({ memberstack_user_id: 42, token: 'nonsense' }), /member id/);
  });

  it('takes JSON only', async () => {
    const response = await fetch(`${server.url}/api/memberstack/sso`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: '{}',
    });
    expect(response.status).toBe(415);
  });
});
