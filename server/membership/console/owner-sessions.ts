import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Kysely } from 'kysely';
import {
  advanceOwnerSession,
  findOwnerSessionByHash,
  insertOwnerSession,
  type OwnerSessionRow,
  revokeOwnerSession,
  touchOwnerSession,
} from '../../db/queries/membership/owner-sessions.ts';
import { findOwnerById, type OwnerRow } from '../../db/queries/membership/owners.ts';
import type { Database } from '../../db/schema.ts';
import type { OwnerSessionStage } from '../../db/schema-owners.ts';
import { hashBearerToken, newBearerToken } from '../../security/bearer-tokens.ts';
import { newId } from '../../db/ids.ts';
import { CONSOLE_API_PATH } from './paths.ts';

const MINUTE = 60_000;
/** An owner can change everything members see, so a session is short: a working day at most... */
export const ACTIVE_TTL_MS = 12 * 60 * MINUTE;
/** ...and ends after half an hour without a request. */
export const IDLE_TTL_MS = 30 * MINUTE;
/** The time a pending step is given: the authenticator code, or setting up a password and authenticator. */
const STAGE_TTL_MS: Record<OwnerSessionStage, number> = {
  'second-step': 5 * MINUTE,
  setup: 30 * MINUTE,
  active: ACTIVE_TTL_MS,
};
/** Second-step codes one session may try before its owner signs in again. */
export const SECOND_STEP_TRIES = 5;
/** Requests within this of the last one leave it as it is: one write a minute at most, not one a request. */
const TOUCH_AFTER_MS = MINUTE;

export const CONSOLE_COOKIE = 'cf_console';
const TOKEN_PREFIX = 'cf_os_';

export interface OwnerSessionStart {
  origin: string;
  ip: string;
  now?: Date;
}

/** A new session at `stage`: its token is only in the cookie, its hash only in the database. */
export async function startOwnerSession(
  db: Kysely<Database>,
  owner: OwnerRow,
  stage: OwnerSessionStage,
  { origin, ip, now = new Date() }: OwnerSessionStart,
): Promise<{ token: string; session: OwnerSessionRow }> {
  const token = newBearerToken(TOKEN_PREFIX);
  const session: OwnerSessionRow = {
    id: newId('ows'),
    owner_id: owner.id,
    token_hash: hashBearerToken(token),
    stage,
    origin,
    tries: 0,
    created_at: now.toISOString(),
    last_seen_at: now.toISOString(),
    expires_at: new Date(now.getTime() + STAGE_TTL_MS[stage]).toISOString(),
    client_ip: ip,
    revoked_at: null,
    // A session that starts signed in (a passkey) was proven by its sign-in, now.
    confirmed_at: stage === 'active' ? now.toISOString() : null,
  };
  await insertOwnerSession(db, session, { idleSince: new Date(now.getTime() - IDLE_TTL_MS).toISOString() });
  return { token, session };
}

/** Moves the session on to `to` under a new token; undefined when it was no longer at `from`. */
export async function advanceSession(
  db: Kysely<Database>,
  session: OwnerSessionRow,
  to: OwnerSessionStage,
  now = new Date(),
): Promise<{ token: string; session: OwnerSessionRow } | undefined> {
  const token = newBearerToken(TOKEN_PREFIX);
  const change = {
    from: session.stage,
    to,
    tokenHash: hashBearerToken(token),
    expiresAt: new Date(now.getTime() + STAGE_TTL_MS[to]).toISOString(),
    now: now.toISOString(),
  };
  if (!(await advanceOwnerSession(db, session.id, change))) return undefined;
  return {
    token,
    session: {
      ...session,
      stage: to,
      token_hash: change.tokenHash,
      expires_at: change.expiresAt,
      last_seen_at: change.now,
      confirmed_at: to === 'active' ? change.now : session.confirmed_at,
    },
  };
}

/** When the session ends unless used: idle only once signed in (a pending step has its own short expiry). */
export function idleExpiry(session: OwnerSessionRow): Date {
  const absolute = new Date(session.expires_at);
  if (session.stage !== 'active') return absolute;
  const idle = new Date(new Date(session.last_seen_at).getTime() + IDLE_TTL_MS);
  return idle < absolute ? idle : absolute;
}

export type OwnerSessionCheck = { ok: true; session: OwnerSessionRow; owner: OwnerRow } | { ok: false };

/**
 * The live session this token names and its owner, looked up on every request (never cached: an
 * owner removed or signed out is refused by every instance at once); its last use is noted.
 */
export async function verifyOwnerSession(
  db: Kysely<Database>,
  token: string | undefined,
  now = new Date(),
): Promise<OwnerSessionCheck> {
  if (!token?.startsWith(TOKEN_PREFIX) || token.length > 100) return { ok: false };
  const session = await findOwnerSessionByHash(db, hashBearerToken(token));
  if (!session || session.revoked_at !== null || idleExpiry(session) <= now) return { ok: false };
  const owner = await findOwnerById(db, session.owner_id);
  if (!owner) return { ok: false };
  if (now.getTime() - new Date(session.last_seen_at).getTime() >= TOUCH_AFTER_MS) {
    await touchOwnerSession(db, session.id, now.toISOString());
    session.last_seen_at = now.toISOString();
  }
  return { ok: true, session, owner };
}

export function endOwnerSession(db: Kysely<Database>, session: OwnerSessionRow, now = new Date()): Promise<void> {
  return revokeOwnerSession(db, session.id, now.toISOString());
}

export const readSessionCookie = (c: Context): string | undefined => getCookie(c, CONSOLE_COOKIE);

/**
 * HttpOnly (no script reads it), SameSite=Strict (no other site's page or link sends it), scoped
 * to the console's endpoints, Secure when the product is served over https. It lives as long as
 * the session may; the server decides when it ends.
 */
export function setSessionCookie(c: Context, token: string, session: OwnerSessionRow, { secure }: { secure: boolean }) {
  const maxAge = Math.max(1, Math.floor((new Date(session.expires_at).getTime() - Date.now()) / 1000));
  setCookie(c, CONSOLE_COOKIE, token, { path: CONSOLE_API_PATH, httpOnly: true, sameSite: 'Strict', secure, maxAge });
}

export function clearSessionCookie(c: Context, { secure }: { secure: boolean }) {
  deleteCookie(c, CONSOLE_COOKIE, { path: CONSOLE_API_PATH, httpOnly: true, sameSite: 'Strict', secure });
}
