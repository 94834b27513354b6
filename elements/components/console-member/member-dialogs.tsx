import { useState } from 'react';
import type { ConsoleMemberDetail } from '../../core/contract/console-answers';
import { Dialog } from '../../kit/dialog/dialog';
import { FormStack } from '../../kit/form/form-stack';
import { TextField } from '../../kit/form/text-field';
import { OutlineButton } from '../../kit/ui/button';
import { DangerButton, DialogActions, Muted } from './console-member.styles';

interface ConfirmProps {
  open: boolean;
  busy: boolean;
  onClose: () => void;
}

/** 'Sign out everywhere', confirmed: every session and API token of the member ends at once. */
export function SignOutDialog({
  open,
  busy,
  onClose,
  onConfirm,
  detail,
}: ConfirmProps & { detail: ConsoleMemberDetail; onConfirm: () => void }) {
  const count = detail.sessions.length;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      heading="Sign out everywhere?"
      description={`${detail.member.auth.email} is signed out of ${count} ${count === 1 ? 'session' : 'sessions'} at once, and every API token of theirs stops working. They can sign in again.`}
    >
      <DialogActions>
        <OutlineButton type="button" onClick={onClose}>
          Cancel
        </OutlineButton>
        <DangerButton type="button" part="danger-action" disabled={busy} aria-busy={busy} onClick={onConfirm}>
          Sign out everywhere
        </DangerButton>
      </DialogActions>
    </Dialog>
  );
}

/** Deleting for good, confirmed by typing the member's email: a slip of the mouse deletes nobody. */
export function DeleteDialog({
  open,
  busy,
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
        <DialogActions>
          <OutlineButton type="button" onClick={close}>
            Cancel
          </OutlineButton>
          <DangerButton type="submit" part="danger-action" disabled={!matches || busy} aria-busy={busy}>
            Delete member
          </DangerButton>
        </DialogActions>
      </FormStack>
    </Dialog>
  );
}
