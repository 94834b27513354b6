import { Hono } from 'hono';
import { countedSignIn } from '../../observability/metrics.ts';
import * as v from 'valibot';
import { findMemberByEmail, normalizeEmail, updatePasswordHash } from '../../db/queries/membership/members.ts';
import type { MemberMode } from '../../db/schema-membership.ts';
import { apiError } from '../../http/errors.ts';
import { emailField, passwordField } from '../../http/fields.ts';
import { jsonBody } from '../../http/validate.ts';
import type { MembershipEnv, MembershipServices } from '../membership-context.ts';
import type { requireApp } from '../http/require-app.ts';
import { hashPassword, needsRehash, verifyNothing, verifyPassword } from '../security/passwords.ts';
import { type Attempt, afterWrongCredential, beforeCredentialCheck } from '../../http/rate-limit/sign-in-guard.ts';
import { answerSignIn } from '../sign-in/finish-sign-in.ts';
import { attemptOnAccount } from '../security/account-attempts.ts';

const loginBody = v.object({
  email: emailField,
  password: v.pipe(passwordField, v.minLength(1, 'is required')),
  // @memberstack/dom sends its options along; nothing in them changes what we answer.
  options: v.optional(v.unknown()),
});

const INVALID = () => apiError('invalid-credentials');

/**
 * POST /auth/login. An unknown email and a wrong password get the same answer after the same
 * work (one argon2 verification either way), so neither the answer nor its timing tells whether
 * an account exists. Every login is a new session with a new token, or for a member with two-step
 * on the second step (sign-in/finish-sign-in.ts).
 */
export function loginRoutes(services: MembershipServices, withApp: ReturnType<typeof requireApp>) {
  const { db, limiter, hashing } = services;
  /**
   * The member the email and password prove, counted and throttled; else the one refusal for both
   * mistakes. The address is recognised only once the sign-in is done (a second step may follow).
   */
  async function provenMember(attempt: Attempt, appId: string, mode: MemberMode, address: string, password: string) {
    await beforeCredentialCheck(limiter, attempt);
    const member = await findMemberByEmail(db, appId, mode, address);
    const ok =
      member?.password_hash == null
        ? await verifyNothing(password, hashing)
        : await verifyPassword(member.password_hash, password, hashing);
    if (!member || !ok) {
      await afterWrongCredential(limiter, attempt);
      throw INVALID();
    }
    return member;
  }

  return new Hono<MembershipEnv>().post('/auth/login', withApp, jsonBody(loginBody), async (c) => {
    const { email, password } = c.get('body');
    const address = normalizeEmail(email);
    const attempt = attemptOnAccount(c, address);
    const member = await countedSignIn('password', provenMember(attempt, c.var.app.id, c.var.mode, address, password));
    const passwordHash = member.password_hash;
    if (c.var.app.requireEmailVerification && member.verified !== 1) {
      throw apiError('email-not-verified');
    }
    if (passwordHash !== null && needsRehash(passwordHash))
      await updatePasswordHash(db, member.id, await hashPassword(password, hashing));
    return answerSignIn(services, c, member, attempt, 'first');
  });
}
