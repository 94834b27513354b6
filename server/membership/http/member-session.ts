import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { apiError } from '../../http/errors.ts';
import { bearerChallenge, tokenRefused, type TokenRefusal } from '../../security/token-refusal.ts';
import type { MembershipEnv } from '../membership-context.ts';
import { verifySession, type SessionCheck } from '../security/sessions.ts';

type Outcome =
  | { ok: true; check: Extract<SessionCheck, { ok: true }> }
  | { ok: false; reason: TokenRefusal | 'missing' };

async function check(db: Kysely<Database>, c: Context<MembershipEnv>): Promise<Outcome> {
  const header = c.req.header('authorization');
  if (!header) return { ok: false, reason: 'missing' };
  const token = /^Bearer +(\S+) *$/i.exec(header)?.[1];
  if (!token) return { ok: false, reason: 'malformed' };
  const session = await verifySession(db, token);
  if (!session.ok) return session;
  // A test-mode session is no key to live mode, nor one app's to another's.
  if (session.appId !== c.get('app').id || session.mode !== c.get('mode')) return { ok: false, reason: 'other-app' };
  return { ok: true, check: session };
}

function remember(c: Context<MembershipEnv>, session: Extract<SessionCheck, { ok: true }>) {
  c.set('memberId', session.memberId);
  c.set('sessionId', session.sessionId);
  c.set('sessionExpiresAt', session.expiresAt);
}

/** After requireApp: only with a live session of a member of this app and mode (`Authorization: Bearer`). */
export function requireMemberSession(db: Kysely<Database>) {
  return createMiddleware<MembershipEnv>(async (c, next) => {
    const outcome = await check(db, c);
    if (!outcome.ok) {
      if (outcome.reason === 'missing') throw apiError('login-required', { headers: bearerChallenge('membership') });
      throw tokenRefused(outcome.reason, 'membership');
    }
    remember(c, outcome.check);
    await next();
  });
}

/**
 * After requireApp: sets the member when the token is live and goes on as signed out otherwise.
 * @memberstack/dom sends its stored token with every call, a stale one too, and a signed-out
 * visitor must still get the app (GET /app-member) or be able to log in.
 */
export function optionalMemberSession(db: Kysely<Database>) {
  return createMiddleware<MembershipEnv>(async (c, next) => {
    const outcome = await check(db, c);
    if (outcome.ok) remember(c, outcome.check);
    await next();
  });
}

/** In a handler after optionalMemberSession: the member's id, or undefined when signed out. */
export function signedInMemberId<E extends MembershipEnv>(c: Context<E>): string | undefined {
  return c.var.memberId as string | undefined;
}
