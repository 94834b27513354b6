import { useState, type FormEvent } from 'react';
import { FormStack } from '../../kit/form/form-stack';
import { SubmitButton } from '../../kit/form/submit-button';
import { TextField } from '../../kit/form/text-field';
import { useFieldState } from '../../kit/form/use-field';
import { membershipClient } from '../../kit/membership/membership-runtime';
import { rememberMember } from '../../kit/membership/membership-store';
import { widgetRules } from '../../kit/membership/widget-rules';
import { SmallButton } from '../ms-profile-modal.styles';
import type { SectionProps } from '../section-props';
import { ConnectedAccounts } from './connected-accounts';

/** 'Security': the member's email, the way to set or change the password, and connected accounts. */
export function SecuritySection(props: SectionProps) {
  const { member, messages, go, showError, showSuccess } = props;
  const [email, setEmail] = useState(member.auth.email);
  const [busy, setBusy] = useState(false);
  const emailField = useFieldState(email, widgetRules(messages).email, messages.message('validation.email'));
  const canSave = emailField.valid && email !== member.auth.email;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSave) return;
    setBusy(true);
    try {
      rememberMember(await membershipClient.updateMemberAuth({ email }));
      showSuccess(messages.message('security.emailSaved'));
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <FormStack onSubmit={submit} aria-label={messages.message('field.email')}>
        <TextField
          label={messages.message('field.email')}
          type="email"
          name="email"
          value={email}
          onChange={setEmail}
          onBlur={emailField.onBlur}
          error={emailField.error}
          autoComplete="email"
          placeholder={messages.message('field.emailPlaceholder')}
          required
        />
        <SubmitButton busy={busy} disabled={!canSave}>
          {messages.message('profile.save')}
        </SubmitButton>
      </FormStack>
      <SmallButton onClick={() => go('changePassword')}>
        {messages.message(member.auth.hasPassword ? 'security.changePassword' : 'security.setPassword')}
      </SmallButton>
      <ConnectedAccounts {...props} />
    </>
  );
}
