import { useState, type FormEvent } from 'react';
import { FormStack } from '../../../kit/form/form-stack';
import { SubmitButton } from '../../../kit/form/submit-button';
import { EmailField, useEmailFieldState } from '../../../kit/membership/member-fields';
import { membershipClient } from '../../../kit/membership/membership-runtime';
import { useRemoteData } from '../../../kit/use-remote-data';
import { SmallButton } from '../ms-profile-modal.styles';
import { PartStatus } from '../part-status';
import { usePresenceCheck } from '../presence/use-presence-check';
import type { SectionProps } from '../section-props';
import { ConnectedAccounts } from './connected-accounts';

// Passkeys and two-step sign-in load with Security, not with the modal; a failed load offers a retry.
const loadSignInMethods = () => import('../sign-in-methods/sign-in-methods');

/**
 * 'Security': the member's email, the way to set or change the password, connected accounts,
 * passkeys and two-step sign-in.
 */
export function SecuritySection(props: SectionProps) {
  const { member, messages, go, showError, showSuccess } = props;
  const [email, setEmail] = useState(member.auth.email);
  const [busy, setBusy] = useState(false);
  const emailField = useEmailFieldState(email, messages);
  const canSave = emailField.valid && email !== member.auth.email;
  const signInMethods = useRemoteData({ load: loadSignInMethods, perAccount: false });
  const SignInMethods = signInMethods.data?.SignInMethods;
  const presence = usePresenceCheck(props);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSave) return;
    setBusy(true);
    try {
      const saved = await presence.guard((proof) => membershipClient.updateMemberAuth({ email }, proof));
      if (saved) showSuccess(messages.message('security.emailSaved'));
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <FormStack onSubmit={submit} aria-label={messages.message('field.email')}>
        <EmailField messages={messages} value={email} onChange={setEmail} field={emailField} />
        <SubmitButton busy={busy && !presence.asking} disabled={!canSave || presence.asking}>
          {messages.message('profile.save')}
        </SubmitButton>
      </FormStack>
      {presence.prompt}
      <SmallButton onClick={() => go('changePassword')}>
        {messages.message(member.auth.hasPassword ? 'security.changePassword' : 'security.setPassword')}
      </SmallButton>
      <ConnectedAccounts {...props} />
      {SignInMethods ? (
        <SignInMethods {...props} />
      ) : (
        <PartStatus
          messages={messages}
          status={signInMethods.status}
          failure={messages.message('security.signInMethodsFailed')}
          retry={signInMethods.retry}
        />
      )}
    </>
  );
}
