import { useCallback, useRef, useState } from 'react';
import { describeError } from '../../core/client-error';
import type { OwnerProof } from '../../../contract/console-account-answers';
import type { ConfirmDialogProps } from './confirm-dialog';
import { isReauthenticationCancelled, useReauthentication } from './use-reauthentication';

export interface ConfirmedAct<Target> {
  /** What waits for its confirmation (the key to revoke, the owner to remove); null while nothing does. */
  pending: Target | null;
  /** Asks before acting on `target`: opens the dialog, without the last try's error. */
  ask: (target: Target) => void;
  /** The ConfirmDialog's state and handlers; the caller adds what it says. */
  dialog: Pick<ConfirmDialogProps, 'open' | 'busy' | 'error' | 'onConfirm' | 'onClose' | 'reauthentication'>;
}

/**
 * A destructive act asked once more (ConfirmDialog) before it runs: one act at a time; the dialog
 * closes when it succeeds, and stays open with the reason when it fails, to try again or cancel.
 * When the console asks the owner to confirm it is them (a session signed in more than 10 minutes
 * ago), the dialog asks for the password or a code in place of its buttons and the act is sent
 * again with `proof`; cancelling that goes back to the dialog's question.
 */
export function useConfirmedAct<Target>(
  act: (target: Target, proof?: OwnerProof) => Promise<void>,
): ConfirmedAct<Target> {
  const [pending, setPending] = useState<Target | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reauthentication = useReauthentication();
  // The act as last rendered: it may read the list it changes, which each render has anew.
  const latestAct = useRef(act);
  latestAct.current = act;

  const ask = useCallback((target: Target) => {
    setError(null);
    setPending(target);
  }, []);

  const onConfirm = async () => {
    if (pending === null || busy) return;
    setBusy(true);
    setError(null);
    try {
      await reauthentication.send((proof) => latestAct.current(pending, proof));
      setPending(null);
    } catch (thrown) {
      if (!isReauthenticationCancelled(thrown)) setError(describeError(thrown));
    } finally {
      setBusy(false);
    }
  };

  const onClose = () => {
    // Closing the dialog while it asks cancels the asking too.
    reauthentication.prompt?.onCancel();
    setPending(null);
  };

  return {
    pending,
    ask,
    dialog: {
      open: pending !== null,
      busy,
      error,
      onConfirm: () => void onConfirm(),
      onClose,
      reauthentication: reauthentication.prompt,
    },
  };
}
