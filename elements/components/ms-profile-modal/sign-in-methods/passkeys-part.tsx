import { useId, useRef, useState } from 'react';
import type { Passkey } from '../../../../contract/membership-answers';
import { passkeysSupported } from '../../../kit/passkeys/passkey-support';
import { useRemoteData } from '../../../kit/use-remote-data';
import { Group, Muted, Rows, SmallButton, SubHeading } from '../ms-profile-modal.styles';
import type { SectionProps } from '../section-props';
import { AddPasskeyForm } from './add-passkey-form';
import { PasskeyRow } from './passkey-row';
import { PartStatus } from '../part-status';
import { PartBody } from './sign-in-methods.styles';
import { signInMethods } from './sign-in-methods-runtime';
import { useFocusOnChange } from './use-focus-on-change';
import { useRefocus } from '../../../kit/form/use-refocus';

/**
 * 'Passkeys': the member's passkeys, each to rename or delete, and 'Add a passkey' where the
 * browser can make one; elsewhere it says so, and the passkeys made elsewhere are still listed.
 */
export function PasskeysPart(props: SectionProps) {
  const { messages } = props;
  const headingId = useId();
  const body = useRef<HTMLDivElement>(null);
  const [adding, setAdding] = useState(false);
  const passkeys = useRemoteData<Passkey[]>({ load: () => signInMethods.listPasskeys(), perAccount: false });
  useFocusOnChange(body, adding ? 'adding' : 'list', adding ? 'input' : '[data-add-passkey]');
  const list = passkeys.data ?? [];
  const afterDelete = useRefocus(body, '[data-add-passkey]');

  // Added before the list had loaded, the passkey joins a list not known yet: load it again instead.
  const added = (passkey: Passkey) => {
    if (passkeys.status === 'loaded') passkeys.replace([...list, passkey]);
    else passkeys.retry();
    setAdding(false);
  };
  const renamed = (passkey: Passkey) => passkeys.replace(list.map((one) => (one.id === passkey.id ? passkey : one)));

  return (
    <Group aria-labelledby={headingId} part="passkeys">
      <SubHeading id={headingId}>{messages.message('security.passkeys.heading')}</SubHeading>
      <Muted>{messages.message('security.passkeys.description')}</Muted>
      <PartBody ref={body}>
        <PartStatus
          messages={messages}
          status={passkeys.status}
          failure={messages.message('security.passkeys.loadFailed')}
          retry={passkeys.retry}
        />
        {passkeys.status === 'loaded' &&
          (list.length === 0 ? (
            <Muted>{messages.message('security.passkeys.none')}</Muted>
          ) : (
            <Rows>
              {list.map((passkey) => (
                <PasskeyRow
                  key={passkey.id}
                  {...props}
                  passkey={passkey}
                  onRenamed={renamed}
                  onDeleted={(rest) => {
                    passkeys.replace(rest);
                    afterDelete();
                  }}
                />
              ))}
            </Rows>
          ))}
        {!passkeysSupported() ? (
          <Muted role="note">{messages.message('security.passkeys.unsupported')}</Muted>
        ) : adding ? (
          <AddPasskeyForm {...props} onAdded={added} onCancel={() => setAdding(false)} />
        ) : (
          <SmallButton data-add-passkey onClick={() => setAdding(true)}>
            {messages.message('security.passkeys.add')}
          </SmallButton>
        )}
      </PartBody>
    </Group>
  );
}
