import { useState, type FormEvent } from 'react';
import { widgetRules } from '../../kit/membership/widget-rules';
import { FormStack } from '../../kit/form/form-stack';
import { SubmitButton } from '../../kit/form/submit-button';
import { TextField } from '../../kit/form/text-field';
import { checkFields, useFieldState } from '../../kit/form/use-field';
import { membershipClient } from '../../kit/membership/membership-runtime';
import { LinkButton, LinksRow, Note } from '../ms-login-modal.styles';
import type { ScreenProps } from '../screen-props';
import { BackButton } from '../../kit/ui/back-button';

/** 'Reset your password': mails a 6-digit code to the address, then asks for it. */
export function ForgotPasswordScreen({ messages, email, setEmail, go, showError, showSuccess }: ScreenProps) {
  const [busy, setBusy] = useState(false);
  const emailField = useFieldState(email, widgetRules(messages).email, messages.message('validation.email'));

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
        <SubmitButton busy={busy}>{messages.message('forgotPassword.submit')}</SubmitButton>
      </FormStack>
      <LinksRow>
        <LinkButton onClick={() => go('reset_password')}>{messages.message('forgotPassword.haveCode')}</LinkButton>
      </LinksRow>
    </>
  );
}
