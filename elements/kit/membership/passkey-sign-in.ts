import { MembershipError, PASSKEY_FAILED_MESSAGE } from '../../core/membership/errors';
import type { SignInAnswer } from '../../core/membership/second-step';
import { type PasskeySignInRequest, signInWithPasskeyAt } from '../passkeys/passkey-sign-in';
import { membershipClient } from './membership-runtime';

/**
 * Signs a member in with a passkey and stores the session as a password sign-in does, or answers
 * the second step a passkey that did not verify its user leaves a two-step member. Answers null
 * when they cancel; any other failure rejects with a MembershipError.
 */
export const signInWithPasskey = (request?: PasskeySignInRequest): Promise<SignInAnswer | null> =>
  signInWithPasskeyAt(
    {
      options: () => membershipClient.passkeyOptions(),
      verify: (assertion) => membershipClient.loginWithPasskey(assertion),
      refused: () => new MembershipError('passkey-failed', PASSKEY_FAILED_MESSAGE, 400),
    },
    request,
  );
