import type { Context } from 'hono';
import { apiError } from '../../http/errors.ts';
import { afterWrongSecondStep, beforeSecondStepCheck } from '../../http/rate-limit/sign-in-guard.ts';
import type { MembershipEnv, MembershipServices } from '../membership-context.ts';
import { attemptOnAccount } from '../security/account-attempts.ts';
import { acceptSecondFactor } from './factors.ts';

/**
 * The signed-in member proves they hold the authenticator (or, unless `pending`, a backup code)
 * before two-step changes. Counted like a sign-in's second step: a stolen session must not become
 * a way to guess codes. Throws `invalid-second-step-code` (400, so a client keeps the session).
 */
export async function assertMemberCode<E extends MembershipEnv>(
  { db, secret, limiter }: MembershipServices,
  c: Context<E>,
  code: string,
  options: { pending?: boolean } = {},
): Promise<void> {
  const attempt = attemptOnAccount(c, c.var.member.email);
  await beforeSecondStepCheck(limiter, attempt);
  if (!(await acceptSecondFactor(db, secret, c.var.memberId, code, options))) {
    await afterWrongSecondStep(limiter, attempt);
    throw apiError('invalid-second-step-code');
  }
}
