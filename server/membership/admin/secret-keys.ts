import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SecretKeySummary } from '../../../contract/membership-answers.ts';
import {
  findSecretKeyByHash,
  insertSecretKey,
  markSecretKeyRevoked,
  type SecretKeyRow,
} from '../../db/queries/membership/secret-keys.ts';
import type { Database } from '../../db/schema.ts';
import type { MemberMode } from '../../db/schema-membership.ts';
import { hashBearerToken } from '../../security/bearer-tokens.ts';
import { newId } from '../../db/ids.ts';

/** Memberstack's prefixes: a key says which mode's members it manages. */
export const SECRET_KEY_PREFIXES: Record<MemberMode, string> = { test: 'sk_sb_', live: 'sk_' };

/** Anything longer is no key of ours, and is refused before it is hashed. */
const MAX_KEY_LENGTH = 200;

export const looksLikeSecretKey = (value: string): boolean => value.startsWith('sk_');

/**
 * Only the hash is stored, as for session tokens (bearer-tokens.ts): a key is 256 random bits, so
 * a plain SHA-256 suffices, and a leaked database gives no usable key.
 */
export const hashSecretKey = hashBearerToken;

export function secretKeySummary(row: SecretKeyRow): SecretKeySummary {
  return {
    id: row.id,
    name: row.name,
    mode: row.mode,
    lastFour: row.last_four,
    createdAt: row.created_at,
    revokedAt: row.revoked_at,
  };
}

export interface NewSecretKey {
  appId: string;
  mode: MemberMode;
  name: string;
  /** The actor making it, as the audit names actors (`owner:<id>`, `cli`). */
  createdBy: string;
}

/** A new key of the app and mode: the key itself is in this answer and nowhere else, ever. */
export async function createSecretKey(
  db: Kysely<Database>,
  { appId, mode, name, createdBy }: NewSecretKey,
  now = new Date(),
): Promise<{ key: string; summary: SecretKeySummary }> {
  const key = SECRET_KEY_PREFIXES[mode] + randomBytes(32).toString('base64url');
  const row: SecretKeyRow = {
    id: newId('key'),
    app_id: appId,
    mode,
    key_hash: hashSecretKey(key),
    last_four: key.slice(-4),
    name,
    created_by: createdBy,
    created_at: now.toISOString(),
    revoked_at: null,
  };
  await insertSecretKey(db, row);
  return { key, summary: secretKeySummary(row) };
}

export type SecretKeyCheck = { ok: true; key: SecretKeyRow } | { ok: false; reason: 'unknown' | 'revoked' };

/**
 * The live key a request names. Looked up on every request, never cached: a revoked key is
 * refused by every instance from the revoking answer on, and one indexed lookup is cheap beside
 * what an admin call does.
 */
export async function verifySecretKey(db: Kysely<Database>, key: string): Promise<SecretKeyCheck> {
  if (!looksLikeSecretKey(key) || key.length > MAX_KEY_LENGTH) return { ok: false, reason: 'unknown' };
  const row = await findSecretKeyByHash(db, hashSecretKey(key));
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revoked_at !== null) return { ok: false, reason: 'revoked' };
  return { ok: true, key: row };
}

/** Returns whether this call ended a live key of the app. */
export function revokeSecretKey(
  db: Kysely<Database>,
  appId: string,
  keyId: string,
  now = new Date(),
): Promise<boolean> {
  return markSecretKeyRevoked(db, appId, keyId, now.toISOString());
}
