import * as v from 'valibot';
import { ApiError } from '../../http/errors.ts';
import type { MembershipServices } from '../env.ts';
import { redeemCode, type CodeScope } from '../security/codes.ts';

/** Fields the code endpoints share; bounded so no body costs more than a lookup. */
export const emailField = v.pipe(v.string(), v.trim(), v.maxLength(254, 'must be at most 254 characters'), v.email('must be an email address'));
/** Six digits; anything longer is refused before it reaches the code store. */
export const codeField = v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/, 'must be the 6-digit code from the email'));

const MESSAGES = {
  invalid: 'The code is not correct. Check the latest email we sent you.',
  expired: 'The code has expired. Please ask for a new one.',
  'too-many-attempts': 'The code was entered wrongly too many times. Please ask for a new one.',
} as const;

/**
 * Redeems a code or throws 400 with `errorCode` (Memberstack's: `invalid-reset-code`,
 * `invalid-passwordless-login-code`) and a message that says what to do next.
 */
export async function redeemOrThrow(
  { db, secret }: MembershipServices,
  scope: CodeScope,
  input: { code: string; email?: string },
  errorCode: string,
): Promise<{ email: string; memberId: string | null }> {
  const result = await redeemCode(db, secret, scope, input);
  if (!result.ok) throw new ApiError(400, errorCode, MESSAGES[result.reason]);
  return result;
}
