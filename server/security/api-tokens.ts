import { hashBearerToken, newBearerToken } from './bearer-tokens.ts';
import type { Kysely } from 'kysely';
import { addDays } from '../db/calendar.ts';
import {
  findApiTokenByHash,
  insertApiToken,
  markApiTokenRevoked,
  markSessionApiTokensRevokedBeyond,
} from '../db/queries/api-tokens.ts';
import type { Database } from '../db/schema.ts';
import { announceRevocation, listenForRevocations } from './revocation-broadcast.ts';
import { VerifiedCache } from './verified-cache.ts';
import { newId } from '../db/ids.ts';

export const API_TOKEN_PREFIX = 'cf_at_';
/** 32 random bytes are 43 base64url characters. */
export const API_TOKEN_PATTERN = /^cf_at_[A-Za-z0-9_-]{43}$/;
export const DEFAULT_API_TOKEN_TTL_DAYS = 30;
/**
 * An ended token's row stays this long after its expiry (revoked ones too, which expire no later),
 * so a client coming back within a month hears that its token expired or was revoked rather than
 * that it is unknown: the same 401 either way.
 */
export const API_TOKEN_KEPT_AFTER_EXPIRY_DAYS = 30;
/**
 * Live tokens one membership session may hold: each tab or page that signs in exchanges the
 * session once, so a handful covers a person; the oldest go when a new one is made.
 */
export const MAX_API_TOKENS_PER_SESSION = 5;

export interface IssuedApiToken {
  id: string;
  token: string;
  expiresAt: string;
}

export type ApiTokenCheck =
  | { ok: true; memberId: string; tokenId: string }
  | { ok: false; reason: 'invalid' | 'expired' | 'revoked' };

/** One cache per database: a token verified against one database says nothing about another. */
interface VerifiedToken {
  memberId: string;
  tokenId: string;
  sessionId: string | null;
  expiresAtMs: number;
}

/**
 * Why caching verified tokens is acceptable: expiry is still checked on every request, and every
 * revocation evicts at once here and, through the revocation broadcast, at every other instance
 * before it is answered. Only while Redis is away does another instance's revocation go unseen
 * here, for at most the cache's few seconds.
 */
const caches = new WeakMap<Kysely<Database>, VerifiedCache<VerifiedToken>>();

function cacheFor(db: Kysely<Database>): VerifiedCache<VerifiedToken> {
  // A transaction's cache is not the one requests read: evict on the database after the commit.
  if (db.isTransaction) throw new Error('API tokens are verified and evicted on the database, not in a transaction');
  let cache = caches.get(db);
  if (!cache) {
    cache = new VerifiedCache<VerifiedToken>();
    caches.set(db, cache);
  }
  return cache;
}

/** The membership session a token is exchanged from: the token never outlives it. */
export interface SourceSession {
  id: string;
  expiresAt: Date;
}

export async function issueApiToken(
  db: Kysely<Database>,
  memberId: string,
  {
    ttlDays = DEFAULT_API_TOKEN_TTL_DAYS,
    now = new Date(),
    session,
  }: { ttlDays?: number; now?: Date; session?: SourceSession } = {},
): Promise<IssuedApiToken> {
  const token = newBearerToken(API_TOKEN_PREFIX);
  const ttlEnd = addDays(now, ttlDays);
  const expiresAt = session && session.expiresAt < ttlEnd ? session.expiresAt : ttlEnd;
  const issued = { id: newId('tok'), token, expiresAt: expiresAt.toISOString() };
  await insertApiToken(
    db,
    {
      id: issued.id,
      member_id: memberId,
      session_id: session?.id ?? null,
      token_hash: hashBearerToken(token),
      created_at: now.toISOString(),
      expires_at: issued.expiresAt,
      revoked_at: null,
    },
    { expiredBy: addDays(now, -API_TOKEN_KEPT_AFTER_EXPIRY_DAYS).toISOString() },
  );
  return issued;
}

export async function verifyApiToken(db: Kysely<Database>, token: string, now = new Date()): Promise<ApiTokenCheck> {
  // A malformed token cannot exist, so it costs no database round trip.
  if (!API_TOKEN_PATTERN.test(token)) return { ok: false, reason: 'invalid' };
  const tokenHash = hashBearerToken(token);
  const verified = await cacheFor(db).verify(tokenHash, now.getTime(), async () => {
    const row = await findApiTokenByHash(db, tokenHash);
    if (!row) return undefined;
    const entry = {
      memberId: row.member_id,
      tokenId: row.id,
      sessionId: row.session_id,
      expiresAtMs: Date.parse(row.expires_at),
    };
    return { entry, revokedAt: row.revoked_at };
  });
  if (!verified.ok) return verified;
  return { ok: true, memberId: verified.entry.memberId, tokenId: verified.entry.tokenId };
}

/**
 * Revokes a token if it is live and, when `memberId` is given, belongs to that member.
 * Returns whether a token was revoked by this call.
 */
export async function revokeApiToken(
  db: Kysely<Database>,
  token: string,
  { memberId, now = new Date() }: { memberId?: string; now?: Date } = {},
): Promise<boolean> {
  if (!API_TOKEN_PATTERN.test(token)) return false;
  const revokedId = await markApiTokenRevoked(db, {
    tokenHash: hashBearerToken(token),
    memberId,
    revokedAt: now.toISOString(),
  });
  if (revokedId !== undefined) await forgetRevokedApiTokens(db, [revokedId]);
  return revokedId !== undefined;
}

/**
 * Evicts revoked tokens from every instance's cache; call it on the database once the revocation
 * has committed (a transaction's revocations are evicted after it).
 */
export async function forgetRevokedApiTokens(db: Kysely<Database>, tokenIds: readonly string[]): Promise<void> {
  if (tokenIds.length === 0) return;
  await announceRevocation(db, { kind: 'api-tokens', tokenIds: [...tokenIds] });
}

listenForRevocations({
  evict(db, revocation) {
    if (revocation.kind !== 'api-tokens') return;
    const revoked = new Set(revocation.tokenIds);
    cacheFor(db).revokeWhere((entry) => revoked.has(entry.tokenId));
  },
  evictEverything: (db) => cacheFor(db).revokeWhere(() => true),
});

/** After an exchange: the session keeps only its MAX_API_TOKENS_PER_SESSION newest tokens. */
export async function capSessionApiTokens(db: Kysely<Database>, sessionId: string, now = new Date()): Promise<void> {
  await forgetRevokedApiTokens(
    db,
    await markSessionApiTokensRevokedBeyond(db, sessionId, MAX_API_TOKENS_PER_SESSION, now.toISOString()),
  );
}
