import type { RateLimiter } from './rate-limiter.ts';

/**
 * The throttling of sign-in and emailed codes described in policies.ts, as steps around each
 * attempt. `account` is the app, mode and normalised email (emailSubject in
 * membership/security/account-attempts.ts); `ip` the peer address.
 */
export interface Attempt {
  ip: string;
  account: string;
}

const pair = ({ ip, account }: Attempt) => `${ip}|${account}`;

/** Whether the account signed in from this address within the last 30 days. */
export function isRecognised(limiter: RateLimiter, attempt: Attempt): Promise<boolean> {
  return limiter.exceeded('recognisedAddress', pair(attempt));
}

/**
 * Before a credential the account holder alone has is checked: a password (at sign-in, or the
 * current one before a change) or a passkey's signature, members' and owners' alike.
 */
export async function beforeCredentialCheck(limiter: RateLimiter, attempt: Attempt): Promise<void> {
  await limiter.enforce('loginPerIp', attempt.ip);
  await limiter.refuseIfExceeded('loginFailuresPerPair', pair(attempt));
  if (await isRecognised(limiter, attempt)) return;
  if (await limiter.exceeded('loginFailuresPerAccount', attempt.account))
    await limiter.enforce('loginSlowLanePerAccount', attempt.account);
}

/** A password or passkey that failed: counted against the pair, and the account unless the address is recognised. */
export async function afterWrongCredential(limiter: RateLimiter, attempt: Attempt): Promise<void> {
  await limiter.record('loginFailuresPerPair', pair(attempt));
  if (!(await isRecognised(limiter, attempt))) await limiter.record('loginFailuresPerAccount', attempt.account);
}

/** Any sign-in that proved the person (password, emailed code, reset): their address is now known. */
export async function afterSignIn(limiter: RateLimiter, attempt: Attempt): Promise<void> {
  await limiter.reset('loginFailuresPerPair', pair(attempt));
  await limiter.reset('codeFailuresPerPair', pair(attempt));
  await limiter.record('recognisedAddress', pair(attempt));
}

/** Before a code is mailed to the account's address. */
export async function beforeCodeSend(limiter: RateLimiter, attempt: Attempt): Promise<void> {
  await limiter.enforce('codeSendPerIp', attempt.ip);
  await limiter.enforce('codeSendPerPair', pair(attempt));
  if (await isRecognised(limiter, attempt)) return;
  if (await limiter.exceeded('codeSendsPerEmail', attempt.account))
    await limiter.enforce('codeSendSlowLanePerEmail', attempt.account);
  else await limiter.record('codeSendsPerEmail', attempt.account);
}

/**
 * Before a code for the account is compared. `lastChance`: the account is past its budget of
 * wrong codes, so a wrong one now kills the code rather than leaving it tries.
 */
export async function beforeCodeCheck(limiter: RateLimiter, attempt: Attempt): Promise<{ lastChance: boolean }> {
  await limiter.enforce('codeCheckPerIp', attempt.ip);
  await limiter.refuseIfExceeded('codeFailuresPerPair', pair(attempt));
  return { lastChance: await limiter.exceeded('codeFailuresPerEmail', attempt.account) };
}

export async function afterWrongCode(limiter: RateLimiter, attempt: Attempt): Promise<void> {
  await limiter.record('codeFailuresPerPair', pair(attempt));
  await limiter.record('codeFailuresPerEmail', attempt.account);
}

/**
 * Before a second-step code (authenticator app or backup code) is compared. Whoever gets here has
 * the first factor, possibly stolen, so the account's budget applies from every address, the
 * owner's recognised one too: the budget is far above what a person mistypes.
 */
export async function beforeSecondStepCheck(limiter: RateLimiter, attempt: Attempt): Promise<void> {
  await limiter.enforce('loginPerIp', attempt.ip);
  await limiter.refuseIfExceeded('loginFailuresPerPair', pair(attempt));
  if (await limiter.exceeded('loginFailuresPerAccount', attempt.account))
    await limiter.enforce('loginSlowLanePerAccount', attempt.account);
}

export async function afterWrongSecondStep(limiter: RateLimiter, attempt: Attempt): Promise<void> {
  await limiter.record('loginFailuresPerPair', pair(attempt));
  await limiter.record('loginFailuresPerAccount', attempt.account);
}
