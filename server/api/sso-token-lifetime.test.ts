import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMemberIdByEmail } from '../db/queries/members.ts';
import { login, msFetch, SEEDED } from '../membership/testing/client.ts';
import { latestCode } from '../membership/testing/mailbox.ts';
import { POLICIES } from '../http/rate-limit/policies.ts';
import { MAX_API_TOKENS_PER_SESSION } from '../security/api-tokens.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Signs in to the membership service and exchanges the session as the dashboard does. */
async function signOn(who: keyof typeof SEEDED, password: string = SEEDED[who].password) {
  const { member, tokens } = await login(server, SEEDED[who].email, password);
  const apiToken = await exchange(member.id, tokens.accessToken);
  return { memberId: member.id as string, session: tokens.accessToken, apiToken };
}

async function exchange(memberId: string, session: string): Promise<string> {
  const response = await sso(memberId, session);
  expect(response.status).toBe(200);
  return (await response.json()).data.token;
}

function sso(memberId: string, session: string) {
  return fetch(`${server.url}/api/memberstack/sso`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ memberstack_user_id: memberId, token: session }),
  });
}

async function balanceStatus(apiToken: string): Promise<number> {
  return (await fetch(`${server.url}/api/account-balance`, { headers: { Authorization: `Bearer ${apiToken}` } }))
    .status;
}

describe('an API token from single sign-on lives no longer than its membership session', () => {
  it('dies when that session logs out; tokens of other sessions live on', async () => {
    const signedOut = await signOn('supply');
    const other = await signOn('supply');
    expect(await balanceStatus(signedOut.apiToken)).toBe(200);
    expect((await msFetch(server, '/member/logout', { method: 'POST', token: signedOut.session })).status).toBe(200);
    expect(await balanceStatus(signedOut.apiToken)).toBe(401);
    expect(await balanceStatus(other.apiToken)).toBe(200);
  });

  it('expires with its session at the latest', async () => {
    const { apiToken } = await signOn('chat');
    const row = await server.db
      .selectFrom('api_tokens')
      .select(['expires_at', 'session_id'])
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    const session = await server.db
      .selectFrom('ms_sessions')
      .select('expires_at')
      .where('id', '=', row.session_id!)
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at)).toBeLessThanOrEqual(Date.parse(session.expires_at));
    expect(await balanceStatus(apiToken)).toBe(200);
  });

  it("a password change ends the other sessions' tokens and keeps the changing session's", async () => {
    const changing = await signOn('viewer');
    const elsewhere = await signOn('viewer');
    const operatorToken = await server.issueToken(SEEDED.viewer.email);
    const newPassword = 'Viewer-changed-password-7';
    const changed = await msFetch(server, '/member-auth', {
      token: changing.session,
      body: { oldPassword: SEEDED.viewer.password, newPassword },
    });
    expect(changed.status).toBe(200);
    expect(await balanceStatus(changing.apiToken)).toBe(200);
    expect(await balanceStatus(elsewhere.apiToken)).toBe(401);
    expect(await balanceStatus(operatorToken)).toBe(401);
    // The changing session goes on exchanging.
    expect(await balanceStatus(await exchange(changing.memberId, changing.session))).toBe(200);
  });

  it('a password reset ends every API token of the member, its own sessions included', async () => {
    const first = await signOn('demo');
    const second = await signOn('demo');
    const operatorToken = await server.issueToken(SEEDED.demo.email);
    await msFetch(server, '/auth/send-reset-password-email', { body: { email: SEEDED.demo.email } });
    const token = await latestCode(server, SEEDED.demo.email);
    const reset = await msFetch(server, '/auth/reset-password', {
      body: { token, newPassword: 'Demo-reset-password-9' },
    });
    expect(reset.status).toBe(200);
    for (const apiToken of [first.apiToken, second.apiToken, operatorToken])
      expect(await balanceStatus(apiToken)).toBe(401);
  });
});

describe('single sign-on mints a bounded number of tokens', () => {
  it(`keeps a session's ${MAX_API_TOKENS_PER_SESSION} newest tokens and rate limits its exchanges`, async () => {
    const fresh = await startTestServer();
    try {
      const { member, tokens } = await login(fresh, SEEDED.chat.email, SEEDED.chat.password);
      const exchangeOnce = () =>
        fetch(`${fresh.url}/api/memberstack/sso`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ memberstack_user_id: member.id, token: tokens.accessToken }),
        });
      const minted: string[] = [];
      for (let i = 0; i < POLICIES.ssoPerSession.limit; i++) {
        const response = await exchangeOnce();
        expect(response.status).toBe(200);
        minted.push((await response.json()).data.token);
      }
      const refused = await exchangeOnce();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await refused.json()).error.code).toBe('too-many-requests');

      const memberId = await findMemberIdByEmail(fresh.db, SEEDED.chat.email);
      const live = await fresh.db
        .selectFrom('api_tokens')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('member_id', '=', memberId!)
        .where('revoked_at', 'is', null)
        .executeTakeFirstOrThrow();
      expect(Number(live.n)).toBe(MAX_API_TOKENS_PER_SESSION);
      const status = (token: string) =>
        fetch(`${fresh.url}/api/account-balance`, { headers: { Authorization: `Bearer ${token}` } }).then(
          (r) => r.status,
        );
      expect(await status(minted[0]!)).toBe(401);
      expect(await status(minted.at(-1)!)).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});
