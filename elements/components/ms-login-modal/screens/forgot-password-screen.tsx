import { useState, type FormEvent } from 'react';
import { FormStack } from '../../../kit/form/form-stack';
import { SubmitButton } from '../../../kit/form/submit-button';
import { EmailField, useEmailFieldState } from '../../../kit/membership/member-fields';
import { checkFields } from '../../../kit/form/use-field';
import { membershipClient } from '../../../kit/membership/membership-runtime';
import { LinkButton, LinksRow, Note } from '../ms-login-modal.styles';
import type { ScreenProps } from '../screen-props';
import { BackButton } from '../../../kit/ui/back-button';

/** 'Reset your password': mails a 6-digit code to the address, then asks for it. */
export function ForgotPasswordScreen({ messages, email, setEmail, go, showError, showSuccess }: ScreenProps) {
  const [busy, setBusy] = useState(false);
  const emailField = useEmailFieldState(email, messages);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!checkFields(emailField)) return;
    setBusy(true);
    try {
      await membershipClient.sendResetPasswordEmail(email);
      showSuccess(messages.message('resetPassword.sent', { email }));
      go('reset_password');
    } catch (error) {
      showError(error);
      setBusy(false);
    }
  };

  return (
    <>
      <BackButton label={messages.message('common.back')} onClick={() => go('login')} />
      <Note>{messages.message('forgotPassword.description')}</Note>
      <FormStack onSubmit={submit} aria-label={messages.message('forgotPassword.heading')}>
        <EmailField messages={messages} value={email} onChange={setEmail} field={emailField} />
        <SubmitButton busy={busy}>{messages.message('forgotPassword.submit')}</SubmitButton>
      </FormStack>
      <LinksRow>
        <LinkButton onClick={() => go('reset_password')}>{messages.message('forgotPassword.haveCode')}</LinkButton>
      </LinksRow>
    </>
  );
}
