import { MembershipError, PASSKEY_FAILED_MESSAGE } from '../../core/membership/errors';
import type { AuthAnswer } from '../../core/membership/types';
import { type PasskeySignInRequest, signInWithPasskeyAt } from '../passkeys/passkey-sign-in';
import { membershipClient } from './membership-runtime';

/**
 * Signs a member in with a passkey and stores the session as a password sign-in does. Answers
 * null when they cancel; any other failure rejects with a MembershipError.
 */
export const signInWithPasskey = (request?: PasskeySignInRequest): Promise<AuthAnswer | null> =>
  signInWithPasskeyAt(
    {
      options: () => membershipClient.passkeyOptions(),
      verify: (assertion) => membershipClient.loginWithPasskey(assertion),
      refused: () => new MembershipError('passkey-failed', PASSKEY_FAILED_MESSAGE, 400),
    },
    request,
  );
