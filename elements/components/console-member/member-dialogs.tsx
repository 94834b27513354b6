import { useState } from 'react';
import type { ConsoleMemberDetail } from '../../../contract/console-answers';
import { ConfirmDialog } from '../../kit/console/confirm-dialog';
import { ActError, DangerAction, DialogActions } from '../../kit/console/console-controls';
import { Dialog } from '../../kit/dialog/dialog';
import { FormStack } from '../../kit/form/form-stack';
import { TextField } from '../../kit/form/text-field';
import { OutlineButton } from '../../kit/ui/button';
import { Muted } from './console-member.styles';

interface ConfirmProps {
  open: boolean;
  busy: boolean;
  /** Why the last try failed; the dialog stays open to try again or cancel. */
  error: string | null;
  onClose: () => void;
}

/** 'Sign out everywhere', confirmed: every session and API token of the member ends at once. */
export function SignOutDialog({
  open,
  busy,
  error,
  onClose,
  onConfirm,
  detail,
}: ConfirmProps & { detail: ConsoleMemberDetail; onConfirm: () => void }) {
  const count = detail.sessions.length;
  return (
    <ConfirmDialog
      open={open}
      heading="Sign out everywhere?"
      description={`${detail.member.auth.email} is signed out of ${count} ${count === 1 ? 'session' : 'sessions'} at once, and every API token of theirs stops working. They can sign in again.`}
      confirmLabel="Sign out everywhere"
      busy={busy}
      error={error}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}

/** Deleting for good, confirmed by typing the member's email: a slip of the mouse deletes nobody. */
export function DeleteDialog({
  open,
  busy,
  error,
  onClose,
  onConfirm,
  email,
}: ConfirmProps & { email: string; onConfirm: (typed: string) => void }) {
  const [typed, setTyped] = useState('');
  const matches = typed.trim().toLowerCase() === email.toLowerCase();
  const close = () => {
    setTyped('');
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      heading="Delete this member?"
      description="Their account, plans, sessions and API tokens are deleted for good. This cannot be undone."
      initialFocus="input"
    >
      <FormStack
        aria-label="Confirm the deletion"
        onSubmit={(event) => {
          event.preventDefault();
          if (matches && !busy) onConfirm(typed.trim());
        }}
      >
        <Muted>
          Type <strong>{email}</strong> to confirm.
        </Muted>
        <TextField
          label="Email of the member"
          name="confirm-email"
          value={typed}
          onChange={setTyped}
          autoComplete="off"
        />
        {error && <ActError role="alert">{error}</ActError>}
        <DialogActions>
          <OutlineButton type="button" onClick={close}>
            Cancel
          </OutlineButton>
          <DangerAction type="submit" part="confirm-action" disabled={!matches || busy} aria-busy={busy}>
            Delete member
          </DangerAction>
        </DialogActions>
      </FormStack>
    </Dialog>
  );
}
