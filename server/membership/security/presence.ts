import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import { findSessionPresence, markSessionConfirmed } from '../../db/queries/membership/sessions.ts';
import { apiError } from '../../http/errors.ts';
import { boundedText, codeField, passwordField } from '../../http/fields.ts';
import { parseOrThrow, peekJsonBody } from '../../http/validate.ts';
import type { MembershipEnv, MembershipServices } from '../membership-context.ts';
import { attemptOnAccount } from './account-attempts.ts';
import { checkCode } from './code-check.ts';
import { hasTwoStep } from '../two-step/factors.ts';
import { assertMemberCode } from '../two-step/member-code.ts';
import { assertCurrentPassword } from './current-password.ts';

/**
 * How long a sign-in, or a proof given later, lets the member make sensitive changes without being
 * asked again: GitHub's sudo mode and Clerk's reverification use minutes, not the session's days.
 */
export const PRESENCE_WINDOW_MS = 10 * 60_000;

/**
 * What a request may carry to prove the member is there: the current password, a code from the
 * authenticator app (or a backup code), or a code mailed to their address (for members with
 * neither: `POST /member/reauthenticate/send-code`).
 */
const proofSchema = v.union([
  v.strictObject({ password: passwordField }),
  v.strictObject({ code: boundedText(32) }),
  v.strictObject({ emailCode: codeField }),
]);
export type PresenceProof = v.InferOutput<typeof proofSchema>;

const bodyWithProof = v.object({ reauthentication: v.optional(proofSchema) });

/** The proof in the request's JSON body (`reauthentication`), if any; other fields are the route's. */
export async function proofInBody<E extends MembershipEnv>(c: Context<E>): Promise<PresenceProof | undefined> {
  const body = await peekJsonBody(c);
  if (body === undefined || Array.isArray(body)) return undefined;
  return parseOrThrow(bodyWithProof, body).reauthentication;
}

async function checkProof<E extends MembershipEnv>(services: MembershipServices, c: Context<E>, proof: PresenceProof) {
  const member = c.var.member;
  if ('password' in proof) {
    if (member.password_hash === null)
      throw apiError('invalid-password', { message: 'This account has no password. Confirm with a code instead.' });
    return assertCurrentPassword(services, attemptOnAccount(c, member.email), member.password_hash, proof.password);
  }
  if ('code' in proof) {
    if (!(await hasTwoStep(services.db, member.id)))
      throw apiError('invalid-second-step-code', { message: 'Two-step sign-in is off for this account.' });
    return assertMemberCode(services, c, proof.code);
  }
  const scope = { appId: c.var.app.id, mode: c.var.mode, purpose: 'verification' as const };
  const redeemed = await checkCode(
    services,
    c,
    scope,
    { code: proof.emailCode, email: member.email },
    'invalid-verification-code',
  );
  // The address's code, but issued to an earlier holder of it: not this member's proof.
  if (redeemed.memberId !== member.id) throw apiError('invalid-verification-code');
}

/**
 * A sensitive change (the email, a first password, a new passkey, a connected provider, turning
 * two-step on) needs more than a session, which may have been copied off a device: a sign-in within
 * the last 10 minutes, or a proof with the request. A right proof counts for the next 10 minutes
 * too; a wrong one is counted as a wrong password or code is at sign-in, so a stolen session is no
 * way to guess. Without either: 403 reauthentication-required, and nothing changes.
 */
export async function confirmPresence<E extends MembershipEnv>(
  services: MembershipServices,
  c: Context<E>,
  proof: PresenceProof | undefined,
  now = new Date(),
): Promise<void> {
  const presence = await findSessionPresence(services.db, c.var.sessionId);
  const times = [presence?.created_at, presence?.confirmed_at].map((at) => (at ? Date.parse(at) : 0));
  const lastProof = Math.max(...times);
  if (now.getTime() - lastProof < PRESENCE_WINDOW_MS) return;
  if (!proof) throw apiError('reauthentication-required');
  await checkProof(services, c, proof);
  await markSessionConfirmed(services.db, c.var.sessionId, now.toISOString());
}

/** confirmPresence as a middleware, after withSignedInMember, for routes that are sensitive as a whole. */
export function requirePresence(services: MembershipServices) {
  return createMiddleware<MembershipEnv>(async (c, next) => {
    await confirmPresence(services, c, await proofInBody(c));
    await next();
  });
}
