import { type FormEvent, useId, useMemo, useState } from 'react';
import type { ConsolePasskeyList } from '../../../contract/console-account-answers';
import type { Passkey } from '../../../contract/membership-answers';
import { describeError } from '../../core/client-error';
import { consoleClient } from '../../core/console-client';
import { ConfirmDialog } from '../../kit/console/confirm-dialog';
import { ReauthenticationPrompt } from '../../kit/console/reauthentication-prompt';
import { useConfirmedAct } from '../../kit/console/use-confirmed-act';
import { isReauthenticationCancelled, useReauthentication } from '../../kit/console/use-reauthentication';
import { ActError, PrimaryAction, Section, SectionLead, SectionTitle } from '../../kit/console/console-controls';
import { ConsoleTextField } from '../../kit/console/console-text-field';
import { FormMessage } from '../../kit/form/form-message';
import { makePasskey } from '../../kit/passkeys/passkey-json';
import { passkeysSupported } from '../../kit/passkeys/passkey-support';
import { DataTable } from '../../kit/ui/data-table/data-table';
import { useRemoteData } from '../../kit/use-remote-data';
import type { ConsoleAccountProps } from './console-account.props';
import { AddForm, DoneMessage, Notice } from './console-account.styles';
import { passkeyColumns } from './passkey-columns';
import { RenameDialog } from './rename-dialog';

export const PASSKEYS_LOAD_ERROR = 'Unable to load your passkeys.';

/** What the browser's refusal to make a passkey means, in the owner's words. */
function creationFailure(error: unknown): string {
  if (error instanceof DOMException) {
    if (error.name === 'NotAllowedError' || error.name === 'AbortError')
      return 'No passkey was added: the browser was closed or timed out.';
    if (error.name === 'InvalidStateError') return 'This device already holds one of your passkeys.';
    return 'This browser could not make a passkey here.';
  }
  return describeError(error);
}

/** The owner's passkeys: listed, added on this device, renamed, and removed after a confirmation. */
export function PasskeysSection({ preloaded, host }: { preloaded?: ConsolePasskeyList; host: HTMLElement }) {
  const remote = useRemoteData({
    load: (signal) => consoleClient.passkeys(signal),
    preloaded,
    currentPreloaded: () => (host as HTMLElement & ConsoleAccountProps).passkeys,
    perAccount: false,
    failure: { message: PASSKEYS_LOAD_ERROR, element: { host, event: 'console-account-error' } },
  });
  const list = remote.data?.passkeys ?? [];
  const [supported] = useState(passkeysSupported);
  const [name, setName] = useState('');
  const [adding, setAdding] = useState(false);
  const [addError, setAddError] = useState<string | undefined>();
  const [done, setDone] = useState<string | undefined>();
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  const [renameBusy, setRenameBusy] = useState(false);
  const [renameError, setRenameError] = useState<string | null>(null);
  const titleId = useId();

  const reauthentication = useReauthentication();

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (adding) return;
    setAdding(true);
    setAddError(undefined);
    setDone(undefined);
    const typedName = name.trim() || 'Passkey';
    try {
      // Asked before the browser's ceremony: the options are refused too while the owner is to confirm.
      const { options } = await reauthentication.send((proof) => consoleClient.passkeyCreationOptions(proof));
      const credential = await makePasskey(options);
      const { passkey } = await reauthentication.send((proof) =>
        consoleClient.addPasskey(credential, typedName, proof),
      );
      remote.replace({ passkeys: [...list, passkey] });
      setName('');
      setDone(`“${passkey.name}” added: you can sign in with it now, without the code.`);
    } catch (thrown) {
      if (!isReauthenticationCancelled(thrown)) setAddError(creationFailure(thrown));
    } finally {
      setAdding(false);
    }
  };

  const rename = async (newName: string) => {
    if (!renaming || renameBusy) return;
    setRenameBusy(true);
    setRenameError(null);
    try {
      const { passkey } = await consoleClient.renamePasskey(renaming.id, newName);
      remote.replace({ passkeys: list.map((row) => (row.id === passkey.id ? passkey : row)) });
      setDone(`Renamed to “${passkey.name}”.`);
      setRenaming(null);
    } catch (thrown) {
      setRenameError(describeError(thrown));
    } finally {
      setRenameBusy(false);
    }
  };

  const removing = useConfirmedAct(async (removed: Passkey, proof) => {
    await consoleClient.deletePasskey(removed.id, proof);
    remote.replace({ passkeys: list.filter((row) => row.id !== removed.id) });
    setDone(`“${removed.name}” removed: it signs nobody in any more.`);
  });
  const askRemoval = removing.ask;

  const columns = useMemo(
    () =>
      passkeyColumns((passkey) => {
        setRenameError(null);
        setRenaming(passkey);
      }, askRemoval),
    [askRemoval],
  );

  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>Passkeys</SectionTitle>
      <SectionLead>
        A passkey signs you in with your device's unlock (fingerprint, face or PIN) and needs no code from the
        authenticator app. Your password and authenticator keep working beside them.
      </SectionLead>
      {supported ? (
        <AddForm part="add-passkey" aria-label="Add a passkey" onSubmit={add} noValidate>
          <ConsoleTextField
            label="Name of the new passkey"
            name="passkey-name"
            value={name}
            maxLength={64}
            placeholder="Work laptop"
            onChange={setName}
          />
          <PrimaryAction type="submit" disabled={adding} aria-busy={adding}>
            Add a passkey
          </PrimaryAction>
        </AddForm>
      ) : (
        <Notice role="note">
          Passkeys cannot be added on this page: browsers offer them only on a named address (such as localhost or your
          domain), not on an IP address, and only where the browser has passkeys. Open the console at its name to add
          one.
        </Notice>
      )}
      {reauthentication.prompt && <ReauthenticationPrompt {...reauthentication.prompt} />}
      <DoneMessage>
        {addError && <ActError role="alert">{addError}</ActError>}
        <FormMessage success={done} />
      </DoneMessage>
      <DataTable
        label="Your passkeys"
        columns={columns}
        rows={list}
        rowKey={(passkey) => passkey.id}
        remote={remote}
        emptyText="No passkeys yet."
        noun={['passkey', 'passkeys']}
      />
      <RenameDialog
        passkey={renaming}
        busy={renameBusy}
        error={renameError}
        onSave={(newName) => void rename(newName)}
        onClose={() => setRenaming(null)}
      />
      <ConfirmDialog
        {...removing.dialog}
        heading="Remove this passkey?"
        description={
          removing.pending
            ? `“${removing.pending.name}” stops signing you in at once. Your password and authenticator app still do.`
            : ''
        }
        confirmLabel="Remove passkey"
      />
    </Section>
  );
}
