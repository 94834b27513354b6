import { useRef, useState, type FormEvent } from 'react';
import { widgetRules } from '../../../kit/membership/widget-rules';
import { membershipClient } from '../../../kit/membership/membership-runtime';
import { FormStack } from '../../../kit/form/form-stack';
import { SubmitButton } from '../../../kit/form/submit-button';
import { EmailField, useEmailFieldState, PasswordField } from '../../../kit/membership/member-fields';
import { checkFields, useFieldState } from '../../../kit/form/use-field';
import { useRefocus } from '../../../kit/form/use-refocus';
import { LinkButton, LinksRow, RightAligned } from '../ms-login-modal.styles';
import type { ScreenProps } from '../screen-props';
import { continueSignIn } from './continue-sign-in';
import { usePasskeySignIn } from '../../../kit/passkeys/use-passkey-sign-in';
import { PasskeyButton } from './passkey-button';
import { ProviderButtons } from './provider-buttons';

// The ceremony's code loads when the screen first offers a passkey, not with the modal.
const memberPasskeySignIn = () =>
  import('../../../kit/membership/passkey-sign-in').then((module) => module.signInWithPasskey);

/**
 * Email and password, or in passwordless mode the email alone, which is mailed a code; a passkey,
 * by its button or among the email field's suggestions, where the browser has passkeys.
 */
export function LoginScreen(props: ScreenProps) {
  const { app, messages, email, setEmail, passwordless, setPasswordless, allowSignup, go, showError } = props;
  const passkey = usePasskeySignIn(memberPasskeySignIn, (answer) => continueSignIn(props, answer), showError);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const emailField = useEmailFieldState(email, messages);
  const passwordField = useFieldState(password, widgetRules(messages).password);
  const passwordlessOffered = Boolean(app.additionalAuthMethods?.passwordless?.enabled || app.passwordlessMode);
  const form = useRef<HTMLFormElement>(null);
  // A refused password is selected in its field, to be typed again at once.
  const retypePassword = useRefocus(form, 'input[name="password"]');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!checkFields(emailField, ...(passwordless ? [] : [passwordField]))) return;
    setBusy(true);
    try {
      if (passwordless) {
        await membershipClient.sendPasswordlessLoginEmail(email);
        props.setPasswordlessRequest({ mode: 'login', email, customFields: {}, plans: [] });
        go('passwordless_token');
      } else {
        continueSignIn(props, await membershipClient.startLogin(email, password));
      }
    } catch (error) {
      showError(error);
      setBusy(false);
      if (!passwordless) retypePassword();
    }
  };

  return (
    <>
      <FormStack ref={form} onSubmit={submit} aria-label={messages.message('login.heading')}>
        <EmailField
          messages={messages}
          value={email}
          onChange={setEmail}
          field={emailField}
          autoComplete="username webauthn"
        />
        {!passwordless && (
          <PasswordField
            label={messages.message('field.password')}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            field={passwordField}
          />
        )}
        {!passwordless && (
          <RightAligned>
            <LinkButton onClick={() => go('forgot_password')}>{messages.message('login.forgotPassword')}</LinkButton>
          </RightAligned>
        )}
        <SubmitButton busy={busy}>
          {messages.message(passwordless ? 'login.continueWithEmail' : 'login.submit')}
        </SubmitButton>
        {passwordlessOffered && (
          <LinksRow>
            <LinkButton onClick={() => setPasswordless(!passwordless)}>
              {messages.message(passwordless ? 'login.withPassword' : 'login.continueWithEmail')}
            </LinkButton>
          </LinksRow>
        )}
      </FormStack>
      <ProviderButtons intent="login" props={props}>
        {passkey.supported && (
          <PasskeyButton busy={passkey.busy} onClick={() => void passkey.signInWithButton()}>
            {messages.message('login.passkey')}
          </PasskeyButton>
        )}
      </ProviderButtons>
      {allowSignup && (
        <LinksRow>
          <span>{messages.message('login.noAccount')}</span>
          <LinkButton onClick={() => go('signup')}>{messages.message('login.signupLink')}</LinkButton>
        </LinksRow>
      )}
    </>
  );
}
