import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markSessionRevoked } from '../../db/queries/membership/sessions.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { createMember, liveSessionId } from '../testing/members.ts';
import { issueSession, revokeAllSessions, revokeOtherSessions, revokeSession, verifySession } from './sessions.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('verified sessions', () => {
  it('are revoked at once by logout though just verified', async () => {
    const { token } = await createMember(server);
    const sessionId = await liveSessionId(server, token);
    expect(await revokeSession(server.db, sessionId)).toBe(true);
    expect(await verifySession(server.db, token)).toEqual({ ok: false, reason: 'revoked' });
  });

  it("are revoked at once by a password change, all but the changing device's", async () => {
    const { id, token } = await createMember(server);
    const other = await issueSession(server.db, id);
    const keep = await liveSessionId(server, token);
    await liveSessionId(server, other.token);
    expect(await revokeOtherSessions(server.db, id, keep)).toBe(1);
    expect(await verifySession(server.db, other.token)).toEqual({ ok: false, reason: 'revoked' });
    expect((await verifySession(server.db, token)).ok).toBe(true);
  });

  it('are revoked at once by a password reset, together with what runs alongside it', async () => {
    const { id, token } = await createMember(server);
    const other = await issueSession(server.db, id);
    await liveSessionId(server, token);
    await liveSessionId(server, other.token);
    const failing = revokeAllSessions(server.db, id, {
      alongside: () => Promise.reject(new Error('the new password could not be stored')),
    });
    await expect(failing).rejects.toThrow('could not be stored');
    expect((await verifySession(server.db, token)).ok).toBe(true);

    expect(await revokeAllSessions(server.db, id)).toBe(2);
    expect(await verifySession(server.db, token)).toEqual({ ok: false, reason: 'revoked' });
    expect(await verifySession(server.db, other.token)).toEqual({ ok: false, reason: 'revoked' });
  });

  it('leave other members alone', async () => {
    const first = await createMember(server);
    const second = await createMember(server);
    await liveSessionId(server, second.token);
    await revokeAllSessions(server.db, first.id);
    expect((await verifySession(server.db, second.token)).ok).toBe(true);
  });

  it('expire on time though just verified', async () => {
    const { id } = await createMember(server);
    const { token, expiresAt } = await issueSession(server.db, id);
    expect((await verifySession(server.db, token, new Date(expiresAt.getTime() - 1))).ok).toBe(true);
    expect(await verifySession(server.db, token, expiresAt)).toEqual({ ok: false, reason: 'expired' });
  });

  it('see a revocation made through another instance within five seconds', async () => {
    const { token } = await createMember(server);
    const now = new Date();
    const check = await verifySession(server.db, token, now);
    if (!check.ok) throw new Error(check.reason);
    // Straight in the database, as another instance would: this process's cache is not told.
    await markSessionRevoked(server.db, check.sessionId, now.toISOString());
    expect((await verifySession(server.db, token, now)).ok).toBe(true);
    expect(await verifySession(server.db, token, new Date(now.getTime() + 5_000))).toEqual({
      ok: false,
      reason: 'revoked',
    });
  });

  it('are not revoked inside a transaction, where the cache could not follow the commit', async () => {
    const { id } = await createMember(server);
    await expect(server.db.transaction().execute((trx) => revokeAllSessions(trx, id))).rejects.toThrow(
      'not in a transaction',
    );
  });
});
