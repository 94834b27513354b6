import { useCallback, useRef, useState } from 'react';
import { describeError } from '../../core/client-error';
import type { ConfirmDialogProps } from './confirm-dialog';

export interface ConfirmedAct<Target> {
  /** What waits for its confirmation (the key to revoke, the owner to remove); null while nothing does. */
  pending: Target | null;
  /** Asks before acting on `target`: opens the dialog, without the last try's error. */
  ask: (target: Target) => void;
  /** The ConfirmDialog's state and handlers; the caller adds what it says. */
  dialog: Pick<ConfirmDialogProps, 'open' | 'busy' | 'error' | 'onConfirm' | 'onClose'>;
}

/**
 * A destructive act asked once more (ConfirmDialog) before it runs: one act at a time; the dialog
 * closes when it succeeds, and stays open with the reason when it fails, to try again or cancel.
 */
export function useConfirmedAct<Target>(act: (target: Target) => Promise<void>): ConfirmedAct<Target> {
  const [pending, setPending] = useState<Target | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
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
      await latestAct.current(pending);
      setPending(null);
    } catch (thrown) {
      setError(describeError(thrown));
    } finally {
      setBusy(false);
    }
  };

  return {
    pending,
    ask,
    dialog: { open: pending !== null, busy, error, onConfirm: () => void onConfirm(), onClose: () => setPending(null) },
  };
}
