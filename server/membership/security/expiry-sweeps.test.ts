// Members' sessions, one-time codes and API tokens do not pile up: each new one deletes a batch
// of those long expired. What a member notices stays: a swept session or token is refused like an
// unknown one (401), a used code stays used, tries stay counted, and signing out everywhere holds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../db/calendar.ts';
import { findMemberById } from '../../db/queries/membership/members.ts';
import { SWEEP_BATCH } from '../../db/queries/expired-rows.ts';
import { issueApiToken, revokeApiToken, verifyApiToken } from '../../security/api-tokens.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { msFetch } from '../testing/client.ts';
import { createMember, liveSessionId } from '../testing/members.ts';
import { adminMemberView } from '../views/admin-member-view.ts';
import { CODE_MAX_ATTEMPTS, CODE_TTL_MS, issueCode, redeemCode, type CodeScope } from './codes.ts';
import { loadMembershipSecret } from './secret.ts';
import { issueSession, revokeAllSessions, revokeSession, SESSION_TTL_DAYS, verifySession } from './sessions.ts';

let server: TestServer;
let secret: Buffer;
beforeAll(async () => {
  server = await startTestServer();
  secret = loadMembershipSecret(server.config);
});
afterAll(() => server.close());

const DAY = 86_400_000;
const daysFromNow = (days: number) => addDays(new Date(), days);
const memberStatus = async (token: string) => (await msFetch(server, '/member', { token })).status;
const productStatus = async (token: string) =>
  (await fetch(`${server.url}/api/user/permissions`, { headers: { Authorization: `Bearer ${token}` } })).status;

async function sessionIds(memberId: string) {
  const rows = await server.db.selectFrom('ms_sessions').select('id').where('member_id', '=', memberId).execute();
  return rows.map((row) => row.id);
}

describe("sweeping members' sessions", () => {
  it('deletes at a sign-in the sessions 30 days past their expiry, and the rest read as before', async () => {
    const member = await createMember(server);
    const revoked = await issueSession(server.db, member.id);
    await revokeSession(server.db, await liveSessionId(server, revoked.token));
    const expired = await issueSession(server.db, member.id, daysFromNow(-(SESSION_TTL_DAYS + 29)));
    const swept = await issueSession(server.db, member.id, daysFromNow(-(SESSION_TTL_DAYS + 31)));
    const before = await sessionIds(member.id);
    expect(before).toContain(swept.id);

    const signedIn = await issueSession(server.db, member.id);
    const after = await sessionIds(member.id);
    expect(after).not.toContain(swept.id);
    expect(after).toEqual(expect.arrayContaining([expired.id, revoked.id, signedIn.id]));

    expect(await verifySession(server.db, swept.token)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifySession(server.db, expired.token)).toEqual({ ok: false, reason: 'expired' });
    expect(await verifySession(server.db, revoked.token)).toEqual({ ok: false, reason: 'revoked' });
    expect(await memberStatus(swept.token)).toBe(401);
    expect(await memberStatus(member.token)).toBe(200);
    expect(await memberStatus(signedIn.token)).toBe(200);
  });

  it('keeps every session signed out everywhere refused once its row is swept, and its API tokens', async () => {
    const member = await createMember(server);
    const other = await issueSession(server.db, member.id);
    const exchanged = await issueApiToken(server.db, member.id, {
      session: { id: await liveSessionId(server, other.token), expiresAt: other.expiresAt },
    });
    expect(await productStatus(exchanged.token)).toBe(200);
    expect(await revokeAllSessions(server.db, member.id)).toBe(2);

    // A sign-in and an exchange well after these sessions ended sweep them and their token.
    const later = daysFromNow(SESSION_TTL_DAYS + 31);
    await issueSession(server.db, (await createMember(server)).id, later);
    await issueApiToken(server.db, member.id, { now: later });
    expect(await sessionIds(member.id)).not.toContain(other.id);
    const tokens = await server.db.selectFrom('api_tokens').select('id').where('id', '=', exchanged.id).execute();
    expect(tokens).toEqual([]);

    for (const token of [member.token, other.token]) expect(await memberStatus(token)).toBe(401);
    expect(await productStatus(exchanged.token)).toBe(401);
  });

  it(`deletes at most ${SWEEP_BATCH} at a time, so a backlog drains over the next sign-ins`, async () => {
    const member = await createMember(server);
    const longAgo = daysFromNow(-(SESSION_TTL_DAYS + 60)).toISOString();
    const backlog = Array.from({ length: SWEEP_BATCH + 50 }, (_, index) => ({
      id: `ses_backlog_${index}`,
      member_id: member.id,
      token_hash: `backlog-${index}`,
      created_at: longAgo,
      expires_at: longAgo,
      revoked_at: null,
    }));
    await server.db.insertInto('ms_sessions').values(backlog).execute();
    const left = async () => (await sessionIds(member.id)).filter((id) => id.startsWith('ses_backlog_')).length;

    await issueSession(server.db, member.id);
    expect(await left()).toBe(50);
    await issueSession(server.db, member.id);
    expect(await left()).toBe(0);
  });

  it("keeps the member's last sign-in once their sessions are swept", async () => {
    const member = await createMember(server);
    const [session] = await server.db
      .selectFrom('ms_sessions')
      .select('created_at')
      .where('member_id', '=', member.id)
      .execute();
    await server.db.deleteFrom('ms_sessions').where('member_id', '=', member.id).execute();
    expect(await verifySession(server.db, member.token)).toEqual({ ok: false, reason: 'invalid' });

    const row = await findMemberById(server.db, member.id);
    if (!row || !session) throw new Error('member or session missing');
    expect((await adminMemberView(server.db, row)).lastLogin).toBe(session.created_at);
  });
});

const passwordless: CodeScope = { appId: 'app_chainforge_demo', mode: 'test', purpose: 'passwordless' };
const reset: CodeScope = { ...passwordless, purpose: 'reset' };
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const codeIds = async () => (await server.db.selectFrom('ms_codes').select('email').execute()).map((row) => row.email);

describe('sweeping one-time codes', () => {
  it('deletes at a new code the codes a day past their expiry, used or not, and the rest read as before', async () => {
    const twoDaysAgo = daysFromNow(-2);
    const used = await issueCode(server.db, secret, passwordless, { email: 'swept.used@example.com', now: twoDaysAgo });
    const usedAt = new Date(twoDaysAgo.getTime() + 60_000);
    const redeemed = await redeemCode(server.db, secret, passwordless, {
      code: used.code,
      email: 'swept.used@example.com',
      now: usedAt,
    });
    expect(redeemed.ok).toBe(true);
    await issueCode(server.db, secret, passwordless, { email: 'swept.unused@example.com', now: twoDaysAgo });
    const lately = await issueCode(server.db, secret, passwordless, {
      email: 'kept.expired@example.com',
      now: new Date(Date.now() - CODE_TTL_MS - 60_000),
    });

    await issueCode(server.db, secret, reset, { email: 'sweeper@example.com' });
    const left = await codeIds();
    expect(left).not.toContain('swept.used@example.com');
    expect(left).not.toContain('swept.unused@example.com');
    expect(left).toEqual(expect.arrayContaining(['kept.expired@example.com', 'sweeper@example.com']));

    const again = { code: used.code, email: 'swept.used@example.com' };
    expect(await redeemCode(server.db, secret, passwordless, again)).toEqual({ ok: false, reason: 'invalid' });
    expect(await redeemCode(server.db, secret, passwordless, { code: used.code })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(
      await redeemCode(server.db, secret, passwordless, { code: lately.code, email: 'kept.expired@example.com' }),
    ).toEqual({ ok: false, reason: 'expired' });
  });

  it('keeps a used code refused after its row is swept', async () => {
    const email = 'used.then.swept@example.com';
    const { code } = await issueCode(server.db, secret, passwordless, { email });
    expect((await redeemCode(server.db, secret, passwordless, { code, email })).ok).toBe(true);
    await issueCode(server.db, secret, reset, { email: 'sweeper@example.com', now: new Date(Date.now() + 2 * DAY) });
    expect(await codeIds()).not.toContain(email);
    expect(await redeemCode(server.db, secret, passwordless, { code, email })).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('keeps counting tries across sweeps: the fifth wrong one still kills the code', async () => {
    const email = 'tries.across.sweeps@example.com';
    const { code } = await issueCode(server.db, secret, passwordless, { email });
    for (let i = 1; i < CODE_MAX_ATTEMPTS; i++) {
      expect((await redeemCode(server.db, secret, passwordless, { code: wrong(code), email })).ok).toBe(false);
      await issueCode(server.db, secret, reset, { email: `sweeper.${i}@example.com` });
    }
    expect(await redeemCode(server.db, secret, passwordless, { code: wrong(code), email })).toEqual({
      ok: false,
      reason: 'too-many-attempts',
    });
    expect((await redeemCode(server.db, secret, passwordless, { code, email })).ok).toBe(false);
  });
});

describe('sweeping API tokens', () => {
  it('deletes at a new token the tokens 30 days past their expiry, revoked or not, and the rest read as before', async () => {
    const member = await createMember(server);
    const swept = await issueApiToken(server.db, member.id, { ttlDays: 1, now: daysFromNow(-32) });
    const expired = await issueApiToken(server.db, member.id, { ttlDays: 1, now: daysFromNow(-29) });
    const revoked = await issueApiToken(server.db, member.id);
    expect(await revokeApiToken(server.db, revoked.token)).toBe(true);

    const fresh = await issueApiToken(server.db, member.id);
    const ids = (
      await server.db.selectFrom('api_tokens').select('id').where('member_id', '=', member.id).execute()
    ).map((row) => row.id);
    expect(ids).not.toContain(swept.id);
    expect(ids).toEqual(expect.arrayContaining([expired.id, revoked.id, fresh.id]));

    expect(await verifyApiToken(server.db, swept.token)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyApiToken(server.db, expired.token)).toEqual({ ok: false, reason: 'expired' });
    expect(await verifyApiToken(server.db, revoked.token)).toEqual({ ok: false, reason: 'revoked' });
    expect(await productStatus(swept.token)).toBe(401);
    expect(await productStatus(fresh.token)).toBe(200);
  });
});
