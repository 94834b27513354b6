import type { Context } from 'hono';
import type { ErrorCode } from '../../../contract/error-codes.ts';
import { apiError } from '../../http/errors.ts';
import type { MembershipEnv, MembershipServices } from '../membership-context.ts';
import { clientIp } from '../../http/client-ip.ts';
import { afterSignIn, afterWrongCode, beforeCodeCheck } from '../../http/rate-limit/sign-in-guard.ts';
import { redeemCode, type CodeScope } from './codes.ts';
import { attemptOnAccount } from './account-attempts.ts';

/** A wrong code gets its code's own message; one past use says what to do next. */
const MESSAGES = {
  invalid: undefined,
  expired: 'The code has expired. Please ask for a new one.',
  'too-many-attempts': 'The code was entered wrongly too many times. Please ask for a new one.',
} as const;

export type WrongCodeError = Extract<
  ErrorCode,
  'invalid-reset-code' | 'invalid-passwordless-login-code' | 'invalid-verification-code'
>;

/**
 * Checks a code as every code endpoint does: limited per address, and with the email per address
 * and account too (http/rate-limit/sign-in-guard.ts), then redeemed; a wrong one is counted, a right
 * one makes the address a recognised one. Throws 429, or `errorCode` (Memberstack's
 * `invalid-reset-code` and `invalid-passwordless-login-code`, our `invalid-verification-code`).
 */
export async function checkCode<E extends MembershipEnv>(
  services: MembershipServices,
  c: Context<E>,
  scope: CodeScope,
  { code, email }: { code: string; email?: string },
  errorCode: WrongCodeError,
): Promise<{ email: string; memberId: string | null }> {
  const { db, secret, limiter } = services;
  if (email === undefined) {
    await limiter.enforce('codeCheckPerIp', clientIp(c));
    const result = await redeemCode(db, secret, scope, { code });
    if (!result.ok) throw apiError(errorCode, { message: MESSAGES[result.reason] });
    return result;
  }
  const attempt = attemptOnAccount(c, email);
  const { lastChance } = await beforeCodeCheck(limiter, attempt);
  const result = await redeemCode(db, secret, scope, { code, email, lastChance });
  if (!result.ok) {
    await afterWrongCode(limiter, attempt);
    throw apiError(errorCode, { message: MESSAGES[result.reason] });
  }
  await afterSignIn(limiter, attempt);
  return result;
}
