import { useCallback, useEffect, useRef, useState } from 'react';
import { log } from '../../core/log';
import type { PasskeySignIn } from './passkey-sign-in';
import { passkeyAutofillAvailable, passkeysSupported } from './passkey-support';

/**
 * Passkey sign-in for a sign-in screen (the widget's, the console's): offered among the email
 * field's suggestions from the time the screen shows (where the browser can), and by a button.
 * Using the button takes the suggestions' request back (they offer passkeys again if it does not
 * sign in); the screen going away ends both. A person who cancels sees nothing more; any other
 * failure goes to `onError`, a sign-in to `onSignedIn`. `load` gives the ceremony, whose code
 * loads when the screen first offers a passkey, not with the element.
 */
export function usePasskeySignIn<T>(
  load: () => Promise<PasskeySignIn<T>>,
  onSignedIn: (answer: T) => void,
  onError: (error: unknown) => void,
) {
  const [supported] = useState(passkeysSupported);
  const [busy, setBusy] = useState(false);
  const request = useRef<AbortController | null>(null);
  const shown = useRef(true);
  const buttonInUse = useRef(false);
  const handlers = useRef({ load, onSignedIn, onError });
  handlers.current = { load, onSignedIn, onError };

  const run = useCallback(async (autofill: boolean): Promise<boolean> => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    try {
      const signIn = await handlers.current.load().catch((error: unknown) => {
        // The suggestions are only an offer: without their code the field stays as it was.
        if (autofill) return log.warn('Passkeys could not be offered in the email field.', error);
        throw error;
      });
      if (!signIn) return false;
      const answer = await signIn({ signal: controller.signal, autofill });
      if (!answer || controller.signal.aborted) return false;
      handlers.current.onSignedIn(answer);
      return true;
    } catch (error) {
      if (!controller.signal.aborted) handlers.current.onError(error);
      return false;
    }
  }, []);

  const offerInAutofill = useCallback(async () => {
    // Checked again after the wait: the person may have used the button meanwhile.
    const free = () => shown.current && !buttonInUse.current;
    if (free() && (await passkeyAutofillAvailable()) && free()) await run(true);
  }, [run]);

  useEffect(() => {
    shown.current = true;
    if (supported) void offerInAutofill();
    return () => {
      shown.current = false;
      request.current?.abort();
    };
  }, [supported, offerInAutofill]);

  const signInWithButton = useCallback(async () => {
    setBusy(true);
    buttonInUse.current = true;
    const signedIn = await run(false);
    buttonInUse.current = false;
    if (!shown.current) return;
    setBusy(false);
    if (!signedIn) void offerInAutofill();
  }, [run, offerInAutofill]);

  return { supported, busy, signInWithButton };
}
