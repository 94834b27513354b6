import { type FormEvent, useEffect, useState } from 'react';
import type { Passkey } from '../../../contract/membership-answers';
import { ActError, DialogActions, PrimaryAction } from '../../kit/console/console-controls';
import { ConsoleTextField } from '../../kit/console/console-text-field';
import { Dialog } from '../../kit/dialog/dialog';
import { OutlineButton } from '../../kit/ui/button';

/** A passkey's new name, asked in a dialog; the dialog stays open with the reason when saving fails. */
export function RenameDialog({
  passkey,
  busy,
  error,
  onSave,
  onClose,
}: {
  passkey: Passkey | null;
  busy: boolean;
  error: string | null;
  onSave: (name: string) => void;
  onClose: () => void;
}) {
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    setName(passkey?.name ?? '');
    setProblem(null);
  }, [passkey]);
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (name.trim() === '') {
      setProblem('Give the passkey a name, such as the device it is on.');
      return;
    }
    onSave(name.trim());
  };
  return (
    <Dialog open={passkey !== null} onClose={onClose} heading="Rename passkey" initialFocus="input">
      <form onSubmit={save} noValidate>
        <ConsoleTextField
          label="Name"
          name="passkey-name"
          value={name}
          maxLength={64}
          invalid={Boolean(problem)}
          onChange={setName}
        />
        {(problem ?? error) && <ActError role="alert">{problem ?? error}</ActError>}
        <DialogActions>
          <OutlineButton type="button" $size="medium" onClick={onClose}>
            Cancel
          </OutlineButton>
          <PrimaryAction type="submit" disabled={busy} aria-busy={busy}>
            Save
          </PrimaryAction>
        </DialogActions>
      </form>
    </Dialog>
  );
}
