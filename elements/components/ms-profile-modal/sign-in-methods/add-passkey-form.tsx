import { type FormEvent, useRef, useState } from 'react';
import type { Passkey } from '../../../../contract/membership-answers';
import type { Messages } from '../../../core/membership/messages';
import { FormStack } from '../../../kit/form/form-stack';
import { SubmitButton } from '../../../kit/form/submit-button';
import { TextField } from '../../../kit/form/text-field';
import { SmallButton } from '../ms-profile-modal.styles';
import type { SectionProps } from '../section-props';
import { usePresenceCheck } from '../presence/use-presence-check';
import { defaultPasskeyName } from './device-name';
import { registerPasskey } from './passkey-registration';
import { Actions } from './sign-in-methods.styles';
import { signInMethods } from './sign-in-methods-runtime';
import { useRefocus } from '../../../kit/form/use-refocus';

/** The browser's refusals in the member's words; anything else as it came (the server's own message). */
function passkeyFailure(messages: Messages, error: unknown): unknown {
  if (!(error instanceof DOMException)) return error;
  // NotAllowedError: the person closed the browser's prompt, or it timed out.
  if (error.name === 'NotAllowedError' || error.name === 'AbortError')
    return new Error(messages.message('security.passkeys.cancelled'));
  // InvalidStateError: the authenticator already holds one of the member's passkeys.
  if (error.name === 'InvalidStateError') return new Error(messages.message('security.passkeys.alreadyHere'));
  return error;
}

/**
 * Names the new passkey (where it is made, to start with), then asks the browser to make it. On
 * success the member's other sessions have ended, and the member is told so.
 */
export function AddPasskeyForm({
  member,
  messages,
  showError,
  showSuccess,
  onAdded,
  onCancel,
}: Pick<SectionProps, 'member' | 'messages' | 'showError' | 'showSuccess'> & {
  onAdded: (passkey: Passkey) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(() => defaultPasskeyName(messages));
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const tryAgain = useRefocus(form, '[part~="submit"]');
  const presence = usePresenceCheck({ member, messages });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      // A new way in: the service may first ask the member to confirm it is them, in place.
      const added = await presence.guard((proof) => registerPasskey(signInMethods, name.trim(), proof));
      if (!added) {
        setBusy(false);
        return;
      }
      onAdded(added.passkey);
      const ended = added.otherSessionsEnded ? ` ${messages.message('security.otherSessionsEnded')}` : '';
      showSuccess(`${messages.message('security.passkeys.added')}${ended}`);
    } catch (error) {
      showError(passkeyFailure(messages, error));
      setBusy(false);
      tryAgain();
    }
  };

  return (
    <>
      <FormStack ref={form} onSubmit={submit} aria-label={messages.message('security.passkeys.add')}>
        <TextField
          label={messages.message('security.passkeys.name')}
          name="passkey-name"
          value={name}
          onChange={setName}
          autoComplete="off"
        />
        <Actions>
          <SubmitButton busy={busy && !presence.asking} disabled={presence.asking}>
            {messages.message('security.passkeys.create')}
          </SubmitButton>
          <SmallButton onClick={onCancel} disabled={busy}>
            {messages.message('security.cancel')}
          </SmallButton>
        </Actions>
      </FormStack>
      {presence.prompt}
    </>
  );
}
