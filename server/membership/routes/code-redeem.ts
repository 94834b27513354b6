import type { Context } from 'hono';
import { ApiError } from '../../http/errors.ts';
import type { MembershipEnv, MembershipServices } from '../env.ts';
import { clientIp } from '../http/client-ip.ts';
import { afterSignIn, afterWrongCode, beforeCodeCheck } from '../rate-limit/sign-in-guard.ts';
import { redeemCode, type CodeScope } from '../security/codes.ts';
import { attemptOn } from './code-limits.ts';

const MESSAGES = {
  invalid: 'The code is not correct. Check the latest email we sent you.',
  expired: 'The code has expired. Please ask for a new one.',
  'too-many-attempts': 'The code was entered wrongly too many times. Please ask for a new one.',
} as const;

/**
 * Checks a code as every code endpoint does: limited per address, and with the email per address
 * and account too (rate-limit/sign-in-guard.ts), then redeemed; a wrong one is counted, a right
 * one makes the address a recognised one. Throws 429, or 400 with `errorCode` (Memberstack's:
 * `invalid-reset-code`, `invalid-passwordless-login-code`) and a message that says what to do next.
 */
export async function checkCode<E extends MembershipEnv>(
  services: MembershipServices,
  c: Context<E>,
  scope: CodeScope,
  { code, email }: { code: string; email?: string },
  errorCode: string,
): Promise<{ email: string; memberId: string | null }> {
  const { db, secret, limiter } = services;
  if (email === undefined) {
    await limiter.enforce('codeCheckPerIp', clientIp(c));
    const result = await redeemCode(db, secret, scope, { code });
    if (!result.ok) throw new ApiError(400, errorCode, MESSAGES[result.reason]);
    return result;
  }
  const attempt = attemptOn(c, email);
  const { lastChance } = await beforeCodeCheck(limiter, attempt);
  const result = await redeemCode(db, secret, scope, { code, email, lastChance });
  if (!result.ok) {
    await afterWrongCode(limiter, attempt);
    throw new ApiError(400, errorCode, MESSAGES[result.reason]);
  }
  await afterSignIn(limiter, attempt);
  return result;
}
