import { randomBytes } from 'node:crypto';
import { hashBearerToken, newBearerToken } from './bearer-tokens.ts';
import type { Kysely } from 'kysely';
import { addDays } from '../db/calendar.ts';
import { findApiTokenByHash, insertApiToken, markApiTokenRevoked } from '../db/queries/api-tokens.ts';
import type { Database } from '../db/schema.ts';
import { VerifiedCache } from './verified-cache.ts';

export const API_TOKEN_PREFIX = 'cf_at_';
/** 32 random bytes are 43 base64url characters. */
export const API_TOKEN_PATTERN = /^cf_at_[A-Za-z0-9_-]{43}$/;
export const DEFAULT_API_TOKEN_TTL_DAYS = 30;

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
  expiresAtMs: number;
}

/**
 * Why caching verified tokens is acceptable: expiry is still checked on every request, and
 * revokeApiToken evicts at once, so in this process nothing changes. Only a revocation made
 * through another server instance goes unseen here, for at most the cache's few seconds.
 * Revocation is a logout, after which the client drops the token anyway.
 */
const caches = new WeakMap<Kysely<Database>, VerifiedCache<VerifiedToken>>();

function cacheFor(db: Kysely<Database>): VerifiedCache<VerifiedToken> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new VerifiedCache<VerifiedToken>()));
  return cache;
}

export async function issueApiToken(
  db: Kysely<Database>,
  memberId: string,
  { ttlDays = DEFAULT_API_TOKEN_TTL_DAYS, now = new Date() }: { ttlDays?: number; now?: Date } = {},
): Promise<IssuedApiToken> {
  const token = newBearerToken(API_TOKEN_PREFIX);
  const issued = { id: `tok_${randomBytes(12).toString('base64url')}`, token, expiresAt: addDays(now, ttlDays).toISOString() };
  await insertApiToken(db, {
    id: issued.id,
    member_id: memberId,
    token_hash: hashBearerToken(token),
    created_at: now.toISOString(),
    expires_at: issued.expiresAt,
    revoked_at: null,
  });
  return issued;
}

export async function verifyApiToken(db: Kysely<Database>, token: string, now = new Date()): Promise<ApiTokenCheck> {
  // A malformed token cannot exist, so it costs no database round trip.
  if (!API_TOKEN_PATTERN.test(token)) return { ok: false, reason: 'invalid' };
  const tokenHash = hashBearerToken(token);
  const cache = cacheFor(db);
  const nowMs = now.getTime();
  let verified = cache.get(tokenHash, nowMs);
  if (!verified) {
    const revocations = cache.revocations;
    const row = await findApiTokenByHash(db, tokenHash);
    if (!row) return { ok: false, reason: 'invalid' };
    if (row.revoked_at !== null) return { ok: false, reason: 'revoked' };
    verified = { memberId: row.member_id, tokenId: row.id, expiresAtMs: Date.parse(row.expires_at) };
    if (verified.expiresAtMs > nowMs) cache.set(tokenHash, verified, nowMs, revocations);
  }
  if (verified.expiresAtMs <= nowMs) {
    cache.forget(tokenHash);
    return { ok: false, reason: 'expired' };
  }
  return { ok: true, memberId: verified.memberId, tokenId: verified.tokenId };
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
  const tokenHash = hashBearerToken(token);
  const revoked = await markApiTokenRevoked(db, { tokenHash, memberId, revokedAt: now.toISOString() });
  if (revoked) cacheFor(db).revokeWhere((_, key) => key === tokenHash);
  return revoked;
}
