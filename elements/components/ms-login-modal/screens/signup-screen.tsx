import { useState, type FormEvent } from 'react';
import { widgetRules } from '../../../kit/membership/widget-rules';
import { FormStack } from '../../../kit/form/form-stack';
import { SubmitButton } from '../../../kit/form/submit-button';
import { TextField } from '../../../kit/form/text-field';
import { EmailField, useEmailFieldState, PasswordField } from '../../../kit/membership/member-fields';
import { checkFields, useFieldState } from '../../../kit/form/use-field';
import { membershipClient } from '../../../kit/membership/membership-runtime';
import { Honeypot, LinkButton, LinksRow } from '../ms-login-modal.styles';
import type { ScreenProps } from '../screen-props';
import { ProviderButtons } from './provider-buttons';

/** The team invite a signup joins: the page's parameter, else the link's `?inviteToken=`. */
function inviteTokenFor(given: string | undefined): string | undefined {
  return given ?? new URLSearchParams(location.search).get('inviteToken') ?? undefined;
}

/**
 * 'Create an account': the app's visible custom fields, email, password (unless passwordless), a
 * honeypot people never see, and the captcha when the app requires one.
 */
export function SignupScreen(props: ScreenProps) {
  const { app, messages, email, setEmail, passwordless, setPasswordless, signupPlans, captcha, go, finish, showError } =
    props;
  const fields = (app.customFields ?? [])
    .filter((field) => !field.hidden)
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  const [customFields, setCustomFields] = useState<Record<string, string>>({});
  const [password, setPassword] = useState('');
  const [honeypot, setHoneypot] = useState('');
  const [busy, setBusy] = useState(false);
  const emailField = useEmailFieldState(email, messages);
  const passwordField = useFieldState(password, widgetRules(messages).password);
  const passwordlessOffered = Boolean(app.additionalAuthMethods?.passwordless?.enabled || app.passwordlessMode);
  const filledFields = Object.fromEntries(Object.entries(customFields).filter(([, value]) => value.trim() !== ''));

  const resetForm = () => {
    setCustomFields({});
    setEmail('');
    setPassword('');
    setHoneypot('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Only a bot fills the field nobody can see: it gets a fresh form and nothing is sent.
    if (honeypot !== '') {
      resetForm();
      return;
    }
    if (!checkFields(emailField, ...(passwordless ? [] : [passwordField]))) return;
    setBusy(true);
    let captchaToken: string | undefined;
    try {
      captchaToken = await captcha.token();
    } catch (error) {
      showError(error);
      setBusy(false);
      return;
    }
    try {
      if (passwordless) {
        await membershipClient.sendPasswordlessSignupEmail(email);
        props.setPasswordlessRequest({
          mode: 'signup',
          email,
          customFields: filledFields,
          plans: signupPlans,
          captchaToken,
        });
        go('passwordless_token');
        return;
      }
      const answer = await membershipClient.signup({
        email,
        password,
        customFields: filledFields,
        plans: signupPlans,
        captchaToken,
        inviteToken: inviteTokenFor(props.params.inviteToken),
      });
      finish({ type: 'SIGNUP', data: answer });
    } catch (error) {
      captcha.reset();
      showError(error);
      setBusy(false);
    }
  };

  return (
    <>
      <FormStack onSubmit={submit} aria-label={messages.message('signup.heading')}>
        {fields.map((field) => (
          <TextField
            key={field.key}
            label={field.label}
            name={field.key}
            value={customFields[field.key] ?? ''}
            onChange={(value) => setCustomFields((current) => ({ ...current, [field.key]: value }))}
            autoComplete={field.key === 'first-name' ? 'given-name' : field.key === 'last-name' ? 'family-name' : 'off'}
          />
        ))}
        <EmailField messages={messages} value={email} onChange={setEmail} field={emailField} />
        {!passwordless && (
          <PasswordField
            label={messages.message('field.password')}
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            field={passwordField}
          />
        )}
        <Honeypot aria-hidden="true">
          <label>
            {messages.message('signup.honeypot')}
            <input
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={honeypot}
              onChange={(event) => setHoneypot(event.currentTarget.value)}
            />
          </label>
        </Honeypot>
        {captcha.element}
        <SubmitButton busy={busy}>
          {messages.message(passwordless ? 'signup.continueWithEmail' : 'signup.submit')}
        </SubmitButton>
        {passwordlessOffered && (
          <LinksRow>
            <LinkButton onClick={() => setPasswordless(!passwordless)}>
              {messages.message(passwordless ? 'signup.withPassword' : 'signup.continueWithEmail')}
            </LinkButton>
          </LinksRow>
        )}
      </FormStack>
      <ProviderButtons intent="signup" props={props} customFields={filledFields} />
      <LinksRow>
        <span>{messages.message('signup.haveAccount')}</span>
        <LinkButton onClick={() => go('login')}>{messages.message('signup.loginLink')}</LinkButton>
      </LinksRow>
    </>
  );
}
