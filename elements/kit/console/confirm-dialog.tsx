import type { ReactNode } from 'react';
import { Dialog } from '../dialog/dialog';
import { OutlineButton } from '../ui/button';
import { ActError, DangerAction, DialogActions } from './console-controls';

export interface ConfirmDialogProps {
  open: boolean;
  heading: string;
  /** What happens, said before it does: who loses what, whether it can be undone. */
  description: ReactNode;
  confirmLabel: string;
  busy: boolean;
  /** Why the act failed, from the last try; the dialog stays open to try again or cancel. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * A destructive act asked once more: Cancel takes the focus first, so Enter pressed by habit
 * changes nothing. Escape and the close button cancel, as Cancel does. Part: `confirm-action`.
 */
export function ConfirmDialog({
  open,
  heading,
  description,
  confirmLabel,
  busy,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} heading={heading} description={description} initialFocus="[data-cancel]">
      {error && <ActError role="alert">{error}</ActError>}
      <DialogActions>
        <OutlineButton type="button" data-cancel="" onClick={onClose}>
          Cancel
        </OutlineButton>
        <DangerAction type="button" part="confirm-action" disabled={busy} aria-busy={busy} onClick={onConfirm}>
          {confirmLabel}
        </DangerAction>
      </DialogActions>
    </Dialog>
  );
}
