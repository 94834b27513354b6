import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import { confirmOwnerSession, type OwnerSessionRow } from '../../db/queries/membership/owner-sessions.ts';
import { apiError } from '../../http/errors.ts';
import { boundedText, passwordField } from '../../http/fields.ts';
import { afterWrongSecondStep, beforeSecondStepCheck } from '../../http/rate-limit/sign-in-guard.ts';
import { parseOrThrow, parseRequestJson } from '../../http/validate.ts';
import type { MembershipServices } from '../membership-context.ts';
import { assertCurrentPassword } from '../security/current-password.ts';
import type { ConsoleEnv } from './console-context.ts';
import { acceptOwnerTotp } from './owner-two-step.ts';
import { ownerAttempt } from './signed-in.ts';

/**
 * How long a sign-in, or a password or code given with a change, proves the owner is there: the
 * 10 minutes of GitHub's sudo mode and Clerk's reverification. Past it, a sensitive change asks
 * again, so a stolen session cannot make itself permanent (a key of its own, an owner of its own,
 * a passkey of its own) without the password or the authenticator.
 */
export const PRESENCE_WINDOW_MS = 10 * 60_000;

/** What proves the owner at the keyboard: their password, or a current code of their authenticator. */
export type OwnerProof = { password: string; code?: undefined } | { code: string; password?: undefined };

const proofSchema = v.pipe(
  v.strictObject({ password: v.optional(passwordField), code: v.optional(boundedText(32)) }),
  v.check(
    (proof) => (proof.password === undefined) !== (proof.code === undefined),
    'give password or code, one of them',
  ),
);
const proofCarrier = v.object({ reauthentication: v.optional(proofSchema) });

/** For a route whose own body schema is strict: lets `reauthentication` through (ownerPresence reads it). */
export const reauthenticationEntry = { reauthentication: v.optional(v.unknown()) };

const JSON_CONTENT_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/** Whether the owner proved they are there within the window: signed in (or gave a proof) in the last 10 minutes. */
export function isPresent(session: OwnerSessionRow, now = new Date()): boolean {
  // A session made before confirmed_at was kept counts from its start, as a sign-in would.
  const since = new Date(session.confirmed_at ?? session.created_at).getTime();
  return now.getTime() - since < PRESENCE_WINDOW_MS;
}

/**
 * Checks the proof against the owner's password or authenticator, counted in the same budgets as
 * the console's sign-in (`console:<email>`, per address and per account), so a stolen session is
 * no faster way to guess either; a right one notes the owner is there from now. A wrong password
 * is 400 `invalid-password`, a wrong code 400 `invalid-second-step-code` (not 401: the page
 * would sign out for a typo).
 */
export async function proveOwnerPresence<E extends ConsoleEnv>(
  services: MembershipServices,
  c: Context<E>,
  proof: OwnerProof,
): Promise<void> {
  const { owner, ownerSession } = c.var;
  const attempt = ownerAttempt(c, owner.email);
  if (proof.code === undefined) {
    // An owner signed in always has a password; without one there is nothing to prove it with.
    if (owner.password_hash === null) throw apiError('invalid-password');
    await assertCurrentPassword(services, attempt, owner.password_hash, proof.password);
  } else {
    await beforeSecondStepCheck(services.limiter, attempt);
    if (!(await acceptOwnerTotp(services.db, services.secret, owner, proof.code))) {
      await afterWrongSecondStep(services.limiter, attempt);
      throw apiError('invalid-second-step-code', {
        message: 'The code is not correct. Enter the current code from your authenticator app.',
      });
    }
  }
  const now = new Date().toISOString();
  await confirmOwnerSession(services.db, ownerSession.id, now);
  ownerSession.confirmed_at = now;
}

/** The proof a request carries in its JSON body's `reauthentication`, if any (a body-less DELETE has none). */
async function proofOf(c: Context): Promise<OwnerProof | undefined> {
  const text = await c.req.text();
  if (text === '') return undefined;
  if (!JSON_CONTENT_TYPE.test(c.req.header('content-type') ?? '')) throw apiError('unsupported-media-type');
  const { reauthentication } = parseOrThrow(proofCarrier, parseRequestJson(text));
  return reauthentication as OwnerProof | undefined;
}

/**
 * Before every sensitive change of the console (how an owner signs in, secret keys, owners and
 * invitations), after requireOwner and ownerAction: the owner signed in or proved they are there
 * within the last 10 minutes, or the body carries `reauthentication: { password } | { code }`,
 * which is checked and, when right, renews the window. Otherwise 403 `reauthentication-required`
 * and nothing changes (the page asks for the password or a code and sends the same request again
 * with it). The route's own body is read after, as it was: its schema ignores the extra field, or
 * lets it through (reauthenticationEntry).
 */
export function ownerPresence(services: MembershipServices) {
  return createMiddleware<ConsoleEnv>(async (c, next) => {
    const proof = await proofOf(c);
    if (proof !== undefined) await proveOwnerPresence(services, c, proof);
    else if (!isPresent(c.var.ownerSession)) throw apiError('reauthentication-required');
    await next();
    // What proved it goes into the act's audit row (a read has none), beside what the route noted.
    if (proof !== undefined && c.var.audit) {
      c.var.audit.detail = { ...c.var.audit.detail, reauthenticated: proof.code === undefined ? 'password' : 'code' };
    }
  });
}
