import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { addDays } from '../db/calendar.ts';
import type { Database } from '../db/schema.ts';

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

/** Only this hash is stored: a leaked database gives no usable tokens. */
export function hashApiToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function issueApiToken(
  db: Kysely<Database>,
  memberId: string,
  { ttlDays = DEFAULT_API_TOKEN_TTL_DAYS, now = new Date() }: { ttlDays?: number; now?: Date } = {},
): Promise<IssuedApiToken> {
  const token = API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const issued = { id: `tok_${randomBytes(12).toString('base64url')}`, token, expiresAt: addDays(now, ttlDays).toISOString() };
  await db
    .insertInto('api_tokens')
    .values({
      id: issued.id,
      member_id: memberId,
      token_hash: hashApiToken(token),
      created_at: now.toISOString(),
      expires_at: issued.expiresAt,
      revoked_at: null,
    })
    .execute();
  return issued;
}

export async function verifyApiToken(db: Kysely<Database>, token: string, now = new Date()): Promise<ApiTokenCheck> {
  // A malformed token cannot exist, so it costs no database round trip.
  if (!API_TOKEN_PATTERN.test(token)) return { ok: false, reason: 'invalid' };
  const row = await db
    .selectFrom('api_tokens')
    .select(['id', 'member_id', 'expires_at', 'revoked_at'])
    .where('token_hash', '=', hashApiToken(token))
    .executeTakeFirst();
  if (!row) return { ok: false, reason: 'invalid' };
  if (row.revoked_at !== null) return { ok: false, reason: 'revoked' };
  if (row.expires_at <= now.toISOString()) return { ok: false, reason: 'expired' };
  return { ok: true, memberId: row.member_id, tokenId: row.id };
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
  let query = db
    .updateTable('api_tokens')
    .set({ revoked_at: now.toISOString() })
    .where('token_hash', '=', hashApiToken(token))
    .where('revoked_at', 'is', null);
  if (memberId !== undefined) query = query.where('member_id', '=', memberId);
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
