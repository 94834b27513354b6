import { useCallback, useRef, useState } from 'react';
import { toClientError } from '../../core/client-error';
import type { OwnerProof } from '../../../contract/console-account-answers';
import { REAUTHENTICATION_REQUIRED } from '../../core/console-client';
import { deepActiveElement } from '../dialog/deep-active-element';
import type { ReauthenticationPromptProps } from './reauthentication-prompt';

/** Thrown by `send` when the owner cancels the prompt: nothing was changed, and nothing is to be said. */
export class ReauthenticationCancelled extends Error {
  override name = 'ReauthenticationCancelled';
  constructor() {
    super('Cancelled: nothing was changed.');
  }
}

export const isReauthenticationCancelled = (error: unknown): error is ReauthenticationCancelled =>
  error instanceof ReauthenticationCancelled;

/**
 * Refusals of the proof itself, said in the prompt for another try: a wrong password or code, a
 * malformed one, too many tries, no answer. Anything else is the change's own answer (the owner
 * already invited, the key gone) and goes back to the form that asked.
 */
function isProofRefusal(error: unknown): boolean {
  const { code, kind } = toClientError(error);
  return (
    code === 'invalid-password' ||
    code === 'invalid-second-step-code' ||
    code === 'validation-failed' ||
    code === REAUTHENTICATION_REQUIRED ||
    kind === 'rate-limited' ||
    kind === 'network'
  );
}

/** Focus back where it was, once the form has left its busy state (its button is disabled until then). */
function restoreFocus(element: Element | null, frames = 10): void {
  if (!(element instanceof HTMLElement) || !element.isConnected) return;
  if ((element as HTMLButtonElement).disabled && frames > 0) {
    requestAnimationFrame(() => restoreFocus(element, frames - 1));
    return;
  }
  element.focus();
}

export interface Reauthentication {
  /**
   * Sends a sensitive change. When the console asks the owner to confirm it is them (403
   * `reauthentication-required`), shows the prompt and, once they give their password or a code,
   * sends the same change again with it and answers what that answers. Rejects with
   * ReauthenticationCancelled when they cancel. The form keeps what was typed all along: the
   * change is the same closure, sent twice.
   */
  send: <T>(change: (proof?: OwnerProof) => Promise<T>) => Promise<T>;
  /** The prompt's props while it asks; null otherwise. Render `<ReauthenticationPrompt>` with them, outside any form. */
  prompt: ReauthenticationPromptProps | null;
}

/** The console's one way of asking again that the owner is there (GitHub's sudo mode, Clerk's reverification). */
export function useReauthentication(): Reauthentication {
  const [prompt, setPrompt] = useState<ReauthenticationPromptProps | null>(null);
  // One change asks at a time: a second one while the first waits is refused as the first would be.
  const asking = useRef(false);

  const send = useCallback(async <T>(change: (proof?: OwnerProof) => Promise<T>): Promise<T> => {
    // Where the owner was when they sent it (the form's button, before it shows busy): focus goes
    // back there on Cancel.
    const returnFocusTo = deepActiveElement();
    try {
      return await change();
    } catch (thrown) {
      if (toClientError(thrown).code !== REAUTHENTICATION_REQUIRED || asking.current) throw thrown;
    }
    asking.current = true;
    return new Promise<T>((resolve, reject) => {
      const close = () => {
        asking.current = false;
        setPrompt(null);
      };
      setPrompt({
        onProof: async (proof) => {
          let answer: T;
          try {
            answer = await change(proof);
          } catch (thrown) {
            if (isProofRefusal(thrown)) throw thrown;
            close();
            reject(thrown);
            return;
          }
          close();
          resolve(answer);
        },
        onCancel: () => {
          close();
          reject(new ReauthenticationCancelled());
          setTimeout(() => restoreFocus(returnFocusTo));
        },
      });
    });
  }, []);

  return { send, prompt };
}
