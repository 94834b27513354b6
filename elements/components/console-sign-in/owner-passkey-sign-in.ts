import { consoleClient } from '../../core/console-client';
import type { ConsoleSession } from '../../../contract/console-answers';
import { ERROR_CODES } from '../../../contract/error-codes';
import { type PasskeySignInRequest, signInWithPasskeyAt } from '../../kit/passkeys/passkey-sign-in';

/** Signs an owner in with a passkey: both steps at once, answering the signed-in session; null when they cancel. */
export const signInWithOwnerPasskey = (request?: PasskeySignInRequest): Promise<ConsoleSession | null> =>
  signInWithPasskeyAt(
    {
      options: () => consoleClient.passkeySignInOptions(),
      verify: (assertion) => consoleClient.signInWithPasskey(assertion),
      refused: () => new Error(ERROR_CODES['passkey-failed'].message),
    },
    request,
  );
