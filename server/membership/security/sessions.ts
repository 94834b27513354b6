import { hash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { addDays } from '../../db/calendar.ts';
import {
  findSessionByHash,
  insertSession,
  markMemberSessionsRevoked,
  markSessionRevoked,
} from '../../db/queries/membership/sessions.ts';
import type { Database } from '../../db/schema.ts';
import type { MemberMode } from '../../db/schema-membership.ts';

export const SESSION_TOKEN_PREFIX = 'cf_ms_';
/** 32 random bytes (256 bits) are 43 base64url characters. */
export const SESSION_TOKEN_PATTERN = /^cf_ms_[A-Za-z0-9_-]{43}$/;
export const SESSION_TTL_DAYS = 14;

export interface IssuedSession {
  id: string;
  token: string;
  expiresAt: Date;
}

export type SessionCheck =
  | { ok: true; memberId: string; sessionId: string; expiresAt: Date; appId: string | null; mode: MemberMode | null }
  | { ok: false; reason: 'invalid' | 'expired' | 'revoked' };

/** Only this hash is stored: a leaked database gives no usable sessions. */
export function hashSessionToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** A new random token at every sign-in; nothing about the member is in it. */
export async function issueSession(db: Kysely<Database>, memberId: string, now = new Date()): Promise<IssuedSession> {
  const token = SESSION_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const session = { id: `ses_${randomBytes(12).toString('base64url')}`, token, expiresAt: addDays(now, SESSION_TTL_DAYS) };
  await insertSession(db, {
    id: session.id,
    member_id: memberId,
    token_hash: hashSessionToken(token),
    created_at: now.toISOString(),
    expires_at: session.expiresAt.toISOString(),
    revoked_at: null,
  });
  return session;
}

/**
 * Looked up on every request, not cached: a logout or password change must end the session at
 * once on every server instance (unlike API tokens, see security/verified-tokens.ts).
 */
export async function verifySession(db: Kysely<Database>, token: string, now = new Date()): Promise<SessionCheck> {
  // A malformed token cannot exist, so it costs no database round trip.
  if (!SESSION_TOKEN_PATTERN.test(token)) return { ok: false, reason: 'invalid' };
  const row = await findSessionByHash(db, hashSessionToken(token));
  if (!row) return { ok: false, reason: 'invalid' };
  if (row.revoked_at !== null) return { ok: false, reason: 'revoked' };
  const expiresAt = new Date(row.expires_at);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, memberId: row.member_id, sessionId: row.id, expiresAt, appId: row.app_id, mode: row.mode };
}

/** Logout. Returns whether this call revoked a live session. */
export function revokeSession(db: Kysely<Database>, sessionId: string, now = new Date()): Promise<boolean> {
  return markSessionRevoked(db, sessionId, now.toISOString());
}

/** After a password change: every other device signs in again; the one that changed it stays. */
export function revokeOtherSessions(db: Kysely<Database>, memberId: string, keepSessionId: string, now = new Date()): Promise<number> {
  return markMemberSessionsRevoked(db, { memberId, keepSessionId, revokedAt: now.toISOString() });
}

/** After a password reset by code: whoever had a session may be the reason for the reset. */
export function revokeAllSessions(db: Kysely<Database>, memberId: string, now = new Date()): Promise<number> {
  return markMemberSessionsRevoked(db, { memberId, keepSessionId: undefined, revokedAt: now.toISOString() });
}
