import { type ReactNode, useEffect, useRef } from 'react';
import { Dialog } from '../dialog/dialog';
import { OutlineButton } from '../ui/button';
import { ActError, DangerAction, DialogActions } from './console-controls';
import { ReauthenticationPrompt, type ReauthenticationPromptProps } from './reauthentication-prompt';

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
  /** The console asks the owner to confirm it is them: the prompt in place of the buttons (useConfirmedAct). */
  reauthentication?: ReauthenticationPromptProps | null;
}

/**
 * A destructive act asked once more: Cancel takes the focus first, so Enter pressed by habit
 * changes nothing. Escape and the close button cancel, as Cancel does. Part: `confirm-action`.
 * While the console asks the owner to confirm it is them, its prompt takes the buttons' place;
 * Escape there goes back to the question.
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
  reauthentication,
}: ConfirmDialogProps) {
  // Back from the prompt (cancelled, or the act refused after it): the focus returns to Cancel, as on opening.
  const cancelButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (reauthentication) asked.current = true;
    else if (asked.current) {
      asked.current = false;
      cancelButton.current?.focus();
    }
  }, [reauthentication]);
  return (
    <Dialog open={open} onClose={onClose} heading={heading} description={description} initialFocus="[data-cancel]">
      {error && <ActError role="alert">{error}</ActError>}
      {reauthentication ? (
        <ReauthenticationPrompt {...reauthentication} look="plain" />
      ) : (
        <DialogActions>
          <OutlineButton ref={cancelButton} type="button" data-cancel="" onClick={onClose}>
            Cancel
          </OutlineButton>
          <DangerAction type="button" part="confirm-action" disabled={busy} aria-busy={busy} onClick={onConfirm}>
            {confirmLabel}
          </DangerAction>
        </DialogActions>
      )}
    </Dialog>
  );
}
