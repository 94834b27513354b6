import { useRef, useState } from 'react';
import type { ConsoleSession } from '../../core/contract/console-answers';
import { consoleClient } from '../../core/console-client';
import { CODE_LENGTH, validateCode, validateEmail } from '../../core/validation';
import { CodeInput } from '../../kit/form/code-input';
import { FormMessage } from '../../kit/form/form-message';
import { FormStack } from '../../kit/form/form-stack';
import { SubmitButton } from '../../kit/form/submit-button';
import { TextField } from '../../kit/form/text-field';
import { checkFields, useFieldState } from '../../kit/form/use-field';
import { LinkButton } from './console-sign-in.styles';
import { useStepSubmit } from './use-step-submit';

interface StepProps {
  onSignedIn: (session: ConsoleSession) => void;
}

const required = (message: string) => (value: string) => (value ? undefined : message);

/** Email and password: the first of the two steps every sign-in takes. */
export function PasswordStep({ onSignedIn, onUseCode }: StepProps & { onUseCode: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const emailField = useFieldState(email.trim(), validateEmail, 'Enter your email');
  const passwordField = useFieldState(password, required('Enter your password'));
  const { busy, error, submit } = useStepSubmit(
    async () => onSignedIn(await consoleClient.signIn(email.trim(), password)),
    () => checkFields(emailField, passwordField),
  );
  return (
    <FormStack onSubmit={submit} aria-label="Sign in">
      <TextField
        label="Email"
        type="email"
        name="email"
        value={email}
        onChange={setEmail}
        onBlur={emailField.onBlur}
        error={emailField.error}
        autoComplete="username"
        required
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        value={password}
        onChange={setPassword}
        onBlur={passwordField.onBlur}
        error={passwordField.error}
        autoComplete="current-password"
        required
      />
      <FormMessage error={error} />
      <SubmitButton busy={busy}>Continue</SubmitButton>
      <LinkButton type="button" part="link-button" onClick={onUseCode}>
        First time? Sign in with an emailed code
      </LinkButton>
    </FormStack>
  );
}

/** Six boxes for a code; the form sends itself once all six are in. */
function CodeForm({
  label,
  action,
  send,
  onBack,
  backLabel,
}: {
  label: string;
  action: string;
  send: (code: string) => Promise<void>;
  onBack?: () => void;
  backLabel?: string;
}) {
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  // The sixth digit sends the form before React renders it: the submit reads the code from here.
  const typed = useRef('');
  const step = useStepSubmit(
    async () => {
      try {
        await send(typed.current);
      } catch (thrown) {
        typed.current = '';
        setCode('');
        throw thrown;
      }
    },
    () => {
      const problem = validateCode(typed.current);
      setCodeError(problem);
      return problem === undefined;
    },
  );
  const change = (value: string) => {
    typed.current = value;
    setCode(value);
    setCodeError(undefined);
    // Sent as soon as the sixth digit is in, as authenticator codes are usually typed at once.
    if (value.length === CODE_LENGTH) void step.submit();
  };
  return (
    <FormStack onSubmit={step.submit} aria-label={label}>
      <CodeInput label={label} value={code} onChange={change} error={codeError} />
      <FormMessage error={step.error} />
      <SubmitButton busy={step.busy}>{action}</SubmitButton>
      {onBack && (
        <LinkButton type="button" part="link-button" onClick={onBack}>
          {backLabel}
        </LinkButton>
      )}
    </FormStack>
  );
}

/** The first code of the authenticator app being set up, which turns it on. */
export function EnrolCodeForm({ send }: { send: (code: string) => Promise<void> }) {
  return <CodeForm label="Code from your authenticator app" action="Turn on and sign in" send={send} />;
}

/** The authenticator app's code, after the password. */
export function SecondStep({ onSignedIn, onBack }: StepProps & { onBack: () => void }) {
  return (
    <CodeForm
      label="Authentication code"
      action="Verify"
      send={async (code) => onSignedIn(await consoleClient.secondStep(code))}
      onBack={onBack}
      backLabel="Use another account"
    />
  );
}

/** An owner not yet set up: a code mailed to their address signs them in to finish setup. */
export function CodeStep({ onSignedIn, onBack }: StepProps & { onBack: () => void }) {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | undefined>();
  const emailField = useFieldState(email.trim(), validateEmail, 'Enter your email');
  const sending = useStepSubmit(
    async () => {
      await consoleClient.sendSignInCode(email.trim());
      setSentTo(email.trim());
    },
    () => checkFields(emailField),
  );
  if (sentTo !== undefined) {
    return (
      <>
        <FormMessage success={`If ${sentTo} belongs to an owner still to be set up, a 6-digit code is on its way.`} />
        <CodeForm
          label="Code from the email"
          action="Continue"
          send={async (code) => onSignedIn(await consoleClient.verifySignInCode(sentTo, code))}
          onBack={() => setSentTo(undefined)}
          backLabel="Use another email"
        />
      </>
    );
  }
  return (
    <FormStack onSubmit={sending.submit} aria-label="Email me a code">
      <TextField
        label="Email"
        type="email"
        name="email"
        value={email}
        onChange={setEmail}
        onBlur={emailField.onBlur}
        error={emailField.error}
        autoComplete="username"
        required
      />
      <FormMessage error={sending.error} />
      <SubmitButton busy={sending.busy}>Email me a code</SubmitButton>
      <LinkButton type="button" part="link-button" onClick={onBack}>
        Back to sign in with a password
      </LinkButton>
    </FormStack>
  );
}
