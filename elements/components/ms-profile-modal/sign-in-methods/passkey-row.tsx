import { type FormEvent, type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import type { Passkey } from '../../../../contract/membership-answers';
import type { Messages } from '../../../core/membership/messages';
import { Input } from '../../../kit/form/field.styles';
import { ConfirmButton } from '../../../kit/ui/confirm-button';
import { Muted, PlanLine, SmallButton } from '../ms-profile-modal.styles';
import type { SectionProps } from '../section-props';
import { PasskeyLine, RenameForm, RowActions } from './sign-in-methods.styles';
import { signInMethods } from './sign-in-methods-runtime';
import { useRefocus } from '../../../kit/form/use-refocus';

const DAY_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** 'Synced · added 3 Nov 2026 · last used 5 Nov 2026': what kind of passkey, since when, and its last use. */
function details(messages: Messages, passkey: Passkey): string {
  const day = (iso: string) => DAY_FORMAT.format(new Date(iso));
  return messages.message('security.passkeys.details', {
    device: messages.message(
      passkey.deviceType === 'multiDevice' ? 'security.passkeys.synced' : 'security.passkeys.singleDevice',
    ),
    created: day(passkey.createdAt),
    lastUse: passkey.lastUsedAt
      ? messages.message('security.passkeys.lastUsed', { date: day(passkey.lastUsedAt) })
      : messages.message('security.passkeys.neverUsed'),
  });
}

export interface PasskeyRowProps extends Pick<SectionProps, 'messages' | 'showError' | 'showSuccess'> {
  passkey: Passkey;
  onRenamed: (passkey: Passkey) => void;
  /** The passkeys the server has left. */
  onDeleted: (rest: Passkey[]) => void;
}

/**
 * One passkey: its name and details, renamed in place (Enter saves, Escape gives up) and deleted
 * with two clicks (the kit's ConfirmButton), the first turning Delete into 'Are you sure?' for a
 * moment. The server refuses to delete the last way in, and its message is shown.
 */
export function PasskeyRow({ passkey, messages, showError, showSuccess, onRenamed, onDeleted }: PasskeyRowProps) {
  const nameId = useId();
  const [renaming, setRenaming] = useState(false);
  const [draft, setDraft] = useState(passkey.name);
  const [busy, setBusy] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const draftInput = useRef<HTMLInputElement>(null);
  const wasRenaming = useRef(false);
  const renameForm = useRef<HTMLFormElement>(null);
  const tryAgain = useRefocus(renameForm, 'input');
  const line = useRef<HTMLLIElement>(null);
  const deleteAgain = useRefocus(line, '[data-delete]');

  // The field takes the focus when it opens, and gives it back to Rename when it closes.
  useLayoutEffect(() => {
    if (renaming) draftInput.current?.select();
    else if (wasRenaming.current) renameButton.current?.focus();
    wasRenaming.current = renaming;
  }, [renaming]);

  const startRenaming = () => {
    setDraft(passkey.name);
    setRenaming(true);
  };

  const rename = async () => {
    const name = draft.trim();
    if (!name || name === passkey.name) {
      setRenaming(false);
      return;
    }
    setBusy(true);
    try {
      onRenamed(await signInMethods.renamePasskey(passkey.id, name));
      showSuccess(messages.message('security.passkeys.renamed'));
      setRenaming(false);
    } catch (error) {
      showError(error);
      tryAgain();
    } finally {
      setBusy(false);
    }
  };

  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // Handled here: the dialog leaves a key whose default was prevented alone.
    event.preventDefault();
    setRenaming(false);
  };

  const remove = async () => {
    setBusy(true);
    try {
      const rest = await signInMethods.deletePasskey(passkey.id);
      showSuccess(messages.message('security.passkeys.deleted'));
      onDeleted(rest);
    } catch (error) {
      showError(error);
      setBusy(false);
      deleteAgain();
    }
  };

  if (renaming) {
    return (
      <PasskeyLine>
        <RenameForm
          ref={renameForm}
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            void rename();
          }}
          aria-label={messages.message('security.passkeys.rename')}
        >
          <Input
            ref={draftInput}
            part="field-input"
            aria-label={messages.message('security.passkeys.newName')}
            value={draft}
            maxLength={64}
            autoComplete="off"
            onChange={(event) => setDraft(event.currentTarget.value)}
            onKeyDown={cancelOnEscape}
          />
          <RowActions>
            <SmallButton disabled={busy} aria-busy={busy} onClick={() => void rename()}>
              {messages.message('security.passkeys.save')}
            </SmallButton>
            <SmallButton onClick={() => setRenaming(false)} disabled={busy}>
              {messages.message('security.cancel')}
            </SmallButton>
          </RowActions>
        </RenameForm>
      </PasskeyLine>
    );
  }

  return (
    <PasskeyLine ref={line}>
      <PlanLine>
        <span id={nameId}>{passkey.name}</span>
        <Muted>{details(messages, passkey)}</Muted>
      </PlanLine>
      <RowActions>
        <SmallButton ref={renameButton} aria-describedby={nameId} disabled={busy} onClick={startRenaming}>
          {messages.message('security.passkeys.rename')}
        </SmallButton>
        <ConfirmButton
          button={SmallButton}
          data-delete
          aria-describedby={nameId}
          disabled={busy}
          aria-busy={busy}
          label={messages.message('security.passkeys.delete')}
          confirmLabel={messages.message('security.passkeys.confirmDelete')}
          onConfirm={() => void remove()}
        />
      </RowActions>
    </PasskeyLine>
  );
}
