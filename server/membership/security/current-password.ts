import { apiError } from '../../http/errors.ts';
import { afterWrongCredential, beforeCredentialCheck, type Attempt } from '../../http/rate-limit/sign-in-guard.ts';
import type { MembershipServices } from '../membership-context.ts';
import { verifyPassword } from './passwords.ts';

/**
 * Proves the person at the keyboard knows the account's current password (a member's or an
 * owner's); an account with none has nothing to prove. Counted as a sign-in attempt: a stolen
 * session must not become a way to guess the password. 400, not 401, because a client treats 401
 * as a dead session and would sign the person out for a typo.
 */
export async function assertCurrentPassword(
  { limiter, hashing }: Pick<MembershipServices, 'limiter' | 'hashing'>,
  attempt: Attempt,
  passwordHash: string | null,
  given: string | undefined,
): Promise<void> {
  if (passwordHash === null) return;
  if (!given) throw apiError('invalid-password', { message: 'Please enter your current password.' });
  await beforeCredentialCheck(limiter, attempt);
  if (!(await verifyPassword(passwordHash, given, hashing))) {
    await afterWrongCredential(limiter, attempt);
    throw apiError('invalid-password');
  }
}
