import { useState, type FormEvent } from 'react';
import { CodeInput } from '../../../kit/form/code-input';
import { FormStack } from '../../../kit/form/form-stack';
import { SubmitButton } from '../../../kit/form/submit-button';
import { checkFields, useFieldState } from '../../../kit/form/use-field';
import { membershipClient } from '../../../kit/membership/membership-runtime';
import { widgetRules } from '../../../kit/membership/widget-rules';
import { LinkButton, LinksRow, Note } from '../ms-login-modal.styles';
import type { ScreenProps } from '../screen-props';
import { continueSignIn } from './continue-sign-in';
import { BackButton } from '../../../kit/ui/back-button';

/** The mailed 6-digit code that logs in, or finishes the signup it was asked for from. */
export function PasswordlessCodeScreen({
  messages,
  passwordlessRequest,
  setSecondStep,
  go,
  finish,
  showError,
  showSuccess,
}: ScreenProps) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const codeField = useFieldState(code, widgetRules(messages).code);
  const request = passwordlessRequest;
  const mode = request?.mode ?? 'login';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!checkFields(codeField) || !request) return;
    setBusy(true);
    try {
      if (mode === 'login') {
        continueSignIn(
          { setSecondStep, go, finish },
          await membershipClient.startPasswordlessLogin(request.email, code),
        );
      } else {
        const answer = await membershipClient.signupPasswordless({
          email: request.email,
          passwordlessToken: code,
          customFields: request.customFields,
          plans: request.plans,
          captchaToken: request.captchaToken,
        });
        finish({ type: 'SIGNUP', data: answer });
      }
    } catch (error) {
      showError(error);
      setBusy(false);
    }
  };

  const resend = async () => {
    if (!request) return;
    setResending(true);
    try {
      if (mode === 'login') await membershipClient.sendPasswordlessLoginEmail(request.email);
      else await membershipClient.sendPasswordlessSignupEmail(request.email);
      showSuccess(messages.message('passwordless.resent', { email: request.email }));
    } catch (error) {
      showError(error);
    } finally {
      setResending(false);
    }
  };

  return (
    <>
      <BackButton label={messages.message('common.back')} onClick={() => go(mode)} />
      {request && <Note>{messages.message('passwordless.sent', { email: request.email })}</Note>}
      <FormStack onSubmit={submit} aria-label={messages.message('passwordless.code')}>
        <CodeInput
          label={messages.message('passwordless.code')}
          value={code}
          onChange={setCode}
          error={codeField.error}
        />
        <SubmitButton busy={busy}>{messages.message('passwordless.submit')}</SubmitButton>
      </FormStack>
      {request && (
        <LinksRow>
          <LinkButton onClick={() => void resend()} disabled={resending}>
            {messages.message('passwordless.resend')}
          </LinkButton>
        </LinksRow>
      )}
    </>
  );
}
