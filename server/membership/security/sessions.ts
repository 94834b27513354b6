import { hashBearerToken, newBearerToken } from '../../security/bearer-tokens.ts';
import type { Kysely, Transaction } from 'kysely';
import { addDays } from '../../db/calendar.ts';
import {
  findSessionByHash,
  insertSession,
  markMemberSessionsRevoked,
  markSessionRevoked,
} from '../../db/queries/membership/sessions.ts';
import type { Database } from '../../db/schema.ts';
import type { MemberMode } from '../../db/schema-membership.ts';
import { markSessionApiTokensRevoked } from '../../db/queries/api-tokens.ts';
import { forgetRevokedApiTokens } from '../../security/api-tokens.ts';
import { announceRevocation, listenForRevocations } from '../../security/revocation-broadcast.ts';
import { VerifiedSessionCache } from './verified-sessions.ts';
import { newId } from '../../db/ids.ts';

export const SESSION_TOKEN_PREFIX = 'cf_ms_';
/** 32 random bytes (256 bits) are 43 base64url characters. */
export const SESSION_TOKEN_PATTERN = /^cf_ms_[A-Za-z0-9_-]{43}$/;
export const SESSION_TTL_DAYS = 14;
/**
 * An ended session's row stays this long after its expiry (revoked ones too, which expire no
 * later): a device coming back within a month hears that its session expired or was revoked,
 * rather than that its token is unknown. Both are the same 401 to clients.
 */
export const SESSION_KEPT_AFTER_EXPIRY_DAYS = 30;

export interface IssuedSession {
  id: string;
  token: string;
  expiresAt: Date;
}

export type SessionCheck =
  | { ok: true; memberId: string; sessionId: string; expiresAt: Date; appId: string | null; mode: MemberMode | null }
  | { ok: false; reason: 'invalid' | 'expired' | 'revoked' };

/** One cache per database: a session verified against one database says nothing about another. */
const caches = new WeakMap<Kysely<Database>, VerifiedSessionCache>();

function cacheFor(db: Kysely<Database>): VerifiedSessionCache {
  // A transaction is a Kysely of its own: its cache is not the one requests read, and an eviction
  // before the commit could be undone by a lookup that still sees the session live.
  if (db.isTransaction) throw new Error('Sessions are verified and revoked on the database, not in a transaction');
  let cache = caches.get(db);
  if (!cache) {
    cache = new VerifiedSessionCache();
    caches.set(db, cache);
  }
  return cache;
}

/** A new random token at every sign-in; nothing about the member is in it. */
export async function issueSession(db: Kysely<Database>, memberId: string, now = new Date()): Promise<IssuedSession> {
  const token = newBearerToken(SESSION_TOKEN_PREFIX);
  const session = { id: newId('ses'), token, expiresAt: addDays(now, SESSION_TTL_DAYS) };
  await insertSession(
    db,
    {
      id: session.id,
      member_id: memberId,
      token_hash: hashBearerToken(token),
      created_at: now.toISOString(),
      expires_at: session.expiresAt.toISOString(),
      revoked_at: null,
    },
    { expiredBy: addDays(now, -SESSION_KEPT_AFTER_EXPIRY_DAYS).toISOString() },
  );
  return session;
}

/** Cached briefly once live (see verified-sessions.ts for why a revocation elsewhere may lag). */
export async function verifySession(db: Kysely<Database>, token: string, now = new Date()): Promise<SessionCheck> {
  // A malformed token cannot exist, so it costs no database round trip.
  if (!SESSION_TOKEN_PATTERN.test(token)) return { ok: false, reason: 'invalid' };
  const tokenHash = hashBearerToken(token);
  const verified = await cacheFor(db).verify(tokenHash, now.getTime(), async () => {
    const row = await findSessionByHash(db, tokenHash);
    if (!row) return undefined;
    const entry = {
      memberId: row.member_id,
      sessionId: row.id,
      expiresAtMs: Date.parse(row.expires_at),
      appId: row.app_id,
      mode: row.mode,
    };
    return { entry, revokedAt: row.revoked_at };
  });
  if (!verified.ok) return verified;
  const { memberId, sessionId, expiresAtMs, appId, mode } = verified.entry;
  return { ok: true, memberId, sessionId, expiresAt: new Date(expiresAtMs), appId, mode };
}

listenForRevocations({
  evict(db, revocation) {
    if (revocation.kind === 'session') cacheFor(db).evictSession(revocation.sessionId);
    if (revocation.kind === 'member-sessions') cacheFor(db).evictMember(revocation.memberId, revocation.keepSessionId);
  },
  evictEverything: (db) => cacheFor(db).revokeWhere(() => true),
});

// Each revocation ends the API tokens exchanged from the sessions it ends (single sign-on), in
// the same transaction, and evicts both after the commit on every instance, always, even when the
// database says they were revoked already (perhaps through another instance while still cached here).

/** Logout. Returns whether this call revoked a live session. */
export async function revokeSession(db: Kysely<Database>, sessionId: string, now = new Date()): Promise<boolean> {
  // Refuses a transaction before anything is written (see cacheFor).
  cacheFor(db);
  const at = now.toISOString();
  const { revoked, apiTokenIds } = await db.transaction().execute(async (trx) => ({
    revoked: await markSessionRevoked(trx, sessionId, at),
    apiTokenIds: await markSessionApiTokensRevoked(trx, { sessionId }, at),
  }));
  await announceRevocation(db, { kind: 'session', sessionId });
  await forgetRevokedApiTokens(db, apiTokenIds);
  return revoked;
}

/**
 * After a password change: every other device signs in again, and the API tokens of their
 * sessions end; the session that changed it stays, with its tokens.
 */
export async function revokeOtherSessions(
  db: Kysely<Database>,
  memberId: string,
  keepSessionId: string,
  now = new Date(),
): Promise<number> {
  return revokeMemberSessions(db, memberId, { keepSessionId, now });
}

/**
 * After a password reset by code: whoever had a session may be the reason for the reset, so
 * every session and every API token ends. `alongside` runs in the same transaction (the new
 * password), so that all happen or none.
 */
export async function revokeAllSessions(
  db: Kysely<Database>,
  memberId: string,
  { alongside, now = new Date() }: { alongside?: (trx: Transaction<Database>) => Promise<void>; now?: Date } = {},
): Promise<number> {
  return revokeMemberSessions(db, memberId, { keepSessionId: undefined, alongside, now });
}

async function revokeMemberSessions(
  db: Kysely<Database>,
  memberId: string,
  {
    keepSessionId,
    alongside,
    now,
  }: { keepSessionId: string | undefined; alongside?: (trx: Transaction<Database>) => Promise<void>; now: Date },
): Promise<number> {
  // Refuses a transaction before anything is written (see cacheFor).
  cacheFor(db);
  const revokedAt = now.toISOString();
  const { revoked, apiTokenIds } = await db.transaction().execute(async (trx) => {
    await alongside?.(trx);
    return {
      revoked: await markMemberSessionsRevoked(trx, { memberId, keepSessionId, revokedAt }),
      apiTokenIds: await markSessionApiTokensRevoked(trx, { memberId, keepSessionId }, revokedAt),
    };
  });
  await announceRevocation(db, { kind: 'member-sessions', memberId, keepSessionId });
  await forgetRevokedApiTokens(db, apiTokenIds);
  return revoked;
}
