import { useState, type FormEvent } from 'react';
import { widgetRules } from '../../../kit/membership/widget-rules';
import { CodeInput } from '../../../kit/form/code-input';
import { FormStack } from '../../../kit/form/form-stack';
import { SubmitButton } from '../../../kit/form/submit-button';
import { PasswordField } from '../../../kit/membership/member-fields';
import { checkFields, useFieldState } from '../../../kit/form/use-field';
import { membershipClient } from '../../../kit/membership/membership-runtime';
import { Note } from '../ms-login-modal.styles';
import type { ScreenProps } from '../screen-props';
import { BackButton } from '../../../kit/ui/back-button';
import { log } from '../../../core/log';

/** The mailed code in six boxes and a new password: 'Confirm & Reset'. */
export function ResetPasswordScreen({ messages, email, go, showError, showSuccess }: ScreenProps) {
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const codeField = useFieldState(code, widgetRules(messages).code);
  const passwordField = useFieldState(password, widgetRules(messages).password);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!checkFields(codeField, passwordField)) return;
    setBusy(true);
    try {
      const answer = await membershipClient.resetPassword({
        token: code,
        newPassword: password,
        ...(email ? { email } : {}),
      });
      if (answer?.message) showSuccess(answer.message);
      go('reset_password_success');
    } catch (error) {
      log.error(error);
      showError(error);
      setBusy(false);
    }
  };

  return (
    <>
      <BackButton label={messages.message('common.back')} onClick={() => go('forgot_password')} />
      <Note>{messages.message('resetPassword.description')}</Note>
      <FormStack onSubmit={submit} aria-label={messages.message('resetPassword.heading')}>
        <CodeInput
          label={messages.message('resetPassword.code')}
          value={code}
          onChange={setCode}
          error={codeField.error}
        />
        <PasswordField
          label={messages.message('resetPassword.newPassword')}
          name="new-password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          field={passwordField}
        />
        <SubmitButton busy={busy}>{messages.message('resetPassword.submit')}</SubmitButton>
      </FormStack>
    </>
  );
}
