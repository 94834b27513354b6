import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ConsoleNewSecretKey, ConsoleSecretKey } from '../../../contract/console-audit-answers';
import type { ConsoleMemberMode } from '../../../contract/console-answers';
import { consoleClient } from '../../core/console-client';
import { describeError } from '../../core/client-error';
import { ConfirmDialog } from '../../kit/console/confirm-dialog';
import { ReauthenticationPrompt } from '../../kit/console/reauthentication-prompt';
import { useConfirmedAct } from '../../kit/console/use-confirmed-act';
import { isReauthenticationCancelled, useReauthentication } from '../../kit/console/use-reauthentication';
import {
  ActError,
  ConsoleInput,
  ConsoleSelect,
  ControlField,
  ControlLabel,
  PrimaryAction,
  Section,
  SectionLead,
  SectionTitle,
} from '../../kit/console/console-controls';
import { ConsoleTextField } from '../../kit/console/console-text-field';
import type { KitProps } from '../../kit/define-element';
import { OutlineButton } from '../../kit/ui/button';
import { DataTable } from '../../kit/ui/data-table/data-table';
import { useCopy } from '../../kit/ui/use-copy';
import { useRemoteData } from '../../kit/use-remote-data';
import type { ConsoleKeysProps } from './console-keys.props';
import { CreateForm, KeyRow, NewKey, Page } from './console-keys.styles';
import { keyColumns, maskedKey } from './key-columns';

export const KEYS_LOAD_ERROR = 'Unable to load the secret keys.';
/** How long the copy button says Copied!. */
const COPIED_MS = 2000;

/**
 * The app's secret keys: made here (the key shown once, with a copy button, until Done), listed by
 * their last four, and revoked after a confirmation.
 */
export function ConsoleKeys({ keys, host }: ConsoleKeysProps & KitProps) {
  const remote = useRemoteData({
    load: (signal) => consoleClient.secretKeys(signal),
    preloaded: keys,
    currentPreloaded: () => (host as HTMLElement & ConsoleKeysProps).keys,
    perAccount: false,
    failure: { message: KEYS_LOAD_ERROR, element: { host, event: 'console-keys-error' } },
  });
  const list = remote.data?.keys ?? [];

  const [name, setName] = useState('');
  const [mode, setMode] = useState<ConsoleMemberMode>('test');
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<string | null>(null);
  const [made, setMade] = useState<ConsoleNewSecretKey | null>(null);
  const { copied, copy } = useCopy(COPIED_MS);
  const [copyError, setCopyError] = useState<string | null>(null);
  const copyButton = useRef<HTMLButtonElement>(null);
  const nameId = useId();
  const modeId = useId();

  const reauthentication = useReauthentication();
  const revoking = useConfirmedAct(async (revoked: ConsoleSecretKey, proof) => {
    await consoleClient.revokeSecretKey(revoked.id, proof);
    const revokedAt = new Date().toISOString();
    remote.replace({ keys: list.map((key) => (key.id === revoked.id ? { ...key, revokedAt } : key)) });
  });

  // The new key's panel takes the focus: copying it is the one thing to do next.
  useEffect(() => {
    if (made) copyButton.current?.focus();
  }, [made]);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (creating) return;
    if (name.trim() === '') {
      setCreateError('Give the key a name, so you know later which server uses it.');
      return;
    }
    setCreating(true);
    setCreateError(null);
    const typed = { name: name.trim(), mode };
    try {
      const answer = await reauthentication.send((proof) =>
        consoleClient.createSecretKey(typed.name, typed.mode, proof),
      );
      setMade(answer);
      setName('');
      remote.replace({ keys: [answer.secretKey, ...list] });
    } catch (thrown) {
      if (!isReauthenticationCancelled(thrown)) setCreateError(describeError(thrown));
    } finally {
      setCreating(false);
    }
  };

  const askToRevoke = revoking.ask;
  const columns = useMemo(() => keyColumns(askToRevoke), [askToRevoke]);

  return (
    <Page>
      <Section aria-labelledby={`${nameId}-title`}>
        <SectionTitle id={`${nameId}-title`}>Create a secret key</SectionTitle>
        <SectionLead>
          Your servers call the admin API (@memberstack/admin) with a secret key. It manages every member of its mode:
          keep it on a server, never in a page.
        </SectionLead>
        <CreateForm aria-label="Create a secret key" onSubmit={create} noValidate>
          <ConsoleTextField
            label="Name"
            name="key-name"
            value={name}
            maxLength={60}
            placeholder="CRM sync"
            invalid={Boolean(createError)}
            onChange={setName}
          />
          <ControlField>
            <ControlLabel htmlFor={modeId}>Mode</ControlLabel>
            <ConsoleSelect
              id={modeId}
              name="key-mode"
              value={mode}
              onChange={(event) => setMode(event.currentTarget.value as ConsoleMemberMode)}
            >
              <option value="test">Test mode (sk_sb_)</option>
              <option value="live">Live (sk_)</option>
            </ConsoleSelect>
          </ControlField>
          <PrimaryAction type="submit" part="create-button" disabled={creating} aria-busy={creating}>
            Create key
          </PrimaryAction>
        </CreateForm>
        {reauthentication.prompt && <ReauthenticationPrompt {...reauthentication.prompt} />}
        {createError && <ActError role="alert">{createError}</ActError>}
        {made && (
          <NewKey part="new-key" role="region" aria-label="Your new secret key">
            <p>
              <strong>Copy “{made.secretKey.name}” now:</strong> this is the only time the key is shown. Afterwards it
              is listed as {maskedKey(made.secretKey)}.
            </p>
            <KeyRow>
              <ConsoleInput
                part="new-key-value"
                readOnly
                value={made.key}
                aria-label="The new secret key"
                onFocus={(event) => event.currentTarget.select()}
              />
              <PrimaryAction
                ref={copyButton}
                type="button"
                part="copy"
                onClick={() =>
                  copy('key', made.key).then(
                    () => setCopyError(null),
                    () => setCopyError('The browser refused to copy: select the key and copy it yourself.'),
                  )
                }
              >
                {copied === 'key' ? 'Copied!' : 'Copy'}
              </PrimaryAction>
              <OutlineButton type="button" $size="medium" onClick={() => setMade(null)}>
                Done
              </OutlineButton>
            </KeyRow>
            {copyError && <ActError role="alert">{copyError}</ActError>}
          </NewKey>
        )}
      </Section>
      <Section aria-labelledby={`${nameId}-keys`}>
        <SectionTitle id={`${nameId}-keys`}>Secret keys</SectionTitle>
        <SectionLead>Revoked keys stay listed; every call made with one is refused.</SectionLead>
        <DataTable
          label="Secret keys"
          columns={columns}
          rows={list}
          rowKey={(key) => key.id}
          remote={remote}
          emptyText="No secret keys yet."
          noun={['key', 'keys']}
        />
      </Section>
      <ConfirmDialog
        {...revoking.dialog}
        heading="Revoke this key?"
        description={
          revoking.pending
            ? `“${revoking.pending.name}” (${maskedKey(revoking.pending)}) stops working at once: every server using it is refused. This cannot be undone.`
            : ''
        }
        confirmLabel="Revoke key"
      />
    </Page>
  );
}
