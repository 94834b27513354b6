import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { OwnerSessionStage } from '../../db/schema-owners.ts';
import { apiError } from '../../http/errors.ts';
import type { MembershipServices } from '../membership-context.ts';
import type { ConsoleEnv } from './console-context.ts';
import { clearSessionCookie, readSessionCookie, verifyOwnerSession } from './owner-sessions.ts';

/** The live session the console's cookie names and its owner, at any step, if it began at the request's origin. */
export async function ownerSessionOf(db: Kysely<Database>, c: Context) {
  const check = await verifyOwnerSession(db, readSessionCookie(c));
  const origin = c.req.header('origin');
  return check.ok && (origin === undefined || origin === check.session.origin) ? check : undefined;
}

/**
 * The owner the console's session cookie names, at one of `stages` (default: signed in), from the
 * origin the session began at. Nothing else is an owner's credential: a member token, a public or
 * secret key in a header open nothing here. No live session: 401 owner-sign-in-required (and the
 * cookie cleared); a session still at another step: 403 owner-setup-required.
 */
export function requireOwner({ db, publicUrl }: MembershipServices, stages: readonly OwnerSessionStage[] = ['active']) {
  const secure = publicUrl.startsWith('https:');
  return createMiddleware<ConsoleEnv>(async (c, next) => {
    const signedIn = await ownerSessionOf(db, c);
    if (!signedIn) {
      clearSessionCookie(c, { secure });
      throw apiError('owner-sign-in-required');
    }
    if (!stages.includes(signedIn.session.stage)) throw apiError('owner-setup-required');
    c.set('owner', signedIn.owner);
    c.set('ownerSession', signedIn.session);
    await next();
  });
}
