import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMemberIdByEmail } from '../../db/queries/members.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { issueSession } from '../security/sessions.ts';
import { LIVE_KEY, memberToken, msFetch } from '../testing/client.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function getMember(token?: string) {
  const response = await msFetch(server, '/member', { token });
  return { status: response.status, body: await response.json() };
}

describe('GET /member', () => {
  it('answers the Member for demo', async () => {
    const { status, body } = await getMember(await memberToken(server, 'demo'));
    expect(status).toBe(200);
    const member = body.data;
    expect(member).toMatchObject({
      id: await findMemberIdByEmail(server.db, 'demo@chainforge.dev'),
      verified: true,
      profileImage: null,
      auth: { email: 'demo@chainforge.dev', hasPassword: true, providers: [] },
      stripeCustomerId: 'cus_chainforge_demo',
      customFields: { 'first-name': 'Dana', 'last-name': 'Reyes', 'crm-id': 'CRM-1001' },
      metaData: {},
      permissions: ['cnfg_pro', 'ctfd_pro'],
      teams: {
        ownedTeams: [{ teamId: 'team_chainforge_acme', name: 'Acme Logistics', planName: 'Team' }],
        joinedTeams: [],
      },
    });
    expect(member.planConnections).toEqual([
      {
        id: expect.stringMatching(/^con_/),
        active: true,
        status: 'ACTIVE',
        planId: 'pln_chainforge_starter',
        type: 'FREE',
        payment: null,
      },
    ]);
    expect(new Date(member.createdAt).toISOString()).toBe(member.createdAt);
  });

  it('shows the viewer as a member of the team it joined', async () => {
    const { body } = await getMember(await memberToken(server, 'viewer'));
    expect(body.data.teams).toEqual({
      ownedTeams: [],
      joinedTeams: [expect.objectContaining({ teamId: 'team_chainforge_acme', planName: 'Team' })],
    });
  });

  it('answers 401 login-required without a token', async () => {
    const { status, body } = await getMember();
    expect(status).toBe(401);
    expect(body.error.code).toBe('login-required');
  });

  it.each(['garbage', `cf_ms_${'A'.repeat(43)}`, '<script>', 'x'.repeat(5000)])(
    'answers 401 invalid-token for %s',
    async (token) => {
      const { status, body } = await getMember(token);
      expect(status).toBe(401);
      expect(body.error.code).toBe('invalid-token');
    },
  );

  it('answers 401 invalid-token for an expired session', async () => {
    const memberId = await findMemberIdByEmail(server.db, 'chat@chainforge.dev');
    const { token } = await issueSession(server.db, memberId!, new Date(Date.now() - 15 * 86_400_000));
    const { status, body } = await getMember(token);
    expect(status).toBe(401);
    expect(body.error).toEqual({ code: 'invalid-token', message: expect.stringContaining('expired') });
  });

  it('answers 401 invalid-token for a test-mode token in live mode', async () => {
    const response = await msFetch(server, '/member', { token: await memberToken(server, 'demo'), key: LIVE_KEY });
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('invalid-token');
  });
});

describe('POST /member/logout', () => {
  it('revokes the session, and only that one', async () => {
    const token = await memberToken(server, 'supply');
    const other = await memberToken(server, 'supply');
    const response = await msFetch(server, '/member/logout', { method: 'POST', token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: {} });
    const { status, body } = await getMember(token);
    expect(status).toBe(401);
    expect(body.error).toEqual({ code: 'invalid-token', message: expect.stringContaining('revoked') });
    expect((await getMember(other)).status).toBe(200);
  });

  it('answers success for a stale token too, so the client can clear its state', async () => {
    const response = await msFetch(server, '/member/logout', { method: 'POST', token: 'cf_ms_stale' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: {} });
  });
});
