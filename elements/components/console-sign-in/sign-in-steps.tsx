import { useState } from 'react';
import type { ConsoleSession } from '../../../contract/console-answers';
import { consoleClient } from '../../core/console-client';
import { FormMessage } from '../../kit/form/form-message';
import { FormStack } from '../../kit/form/form-stack';
import { SubmitButton } from '../../kit/form/submit-button';
import { checkFields } from '../../kit/form/use-field';
import { CodeForm } from '../../kit/console/code-form';
import { EmailInput, PasswordInput, useCurrentPasswordInput, useEmailInput } from '../../kit/console/owner-fields';
import { LinkButton } from '../../kit/console/owner-forms.styles';
import { useStepSubmit } from '../../kit/console/use-step-submit';
import { usePasskeySignIn } from '../../kit/passkeys/use-passkey-sign-in';
import { toClientError } from '../../core/client-error';
import { PasskeyButton } from './passkey-button';

interface StepProps {
  onSignedIn: (session: ConsoleSession) => void;
}

// The ceremony's code loads when the sign-in first offers a passkey, not with the element.
const ownerPasskeySignIn = () => import('./owner-passkey-sign-in').then((module) => module.signInWithOwnerPasskey);

/**
 * Email and password, the first of the two steps a password sign-in takes; or a passkey, by its
 * button or among the email field's suggestions where the browser has passkeys, which is both.
 */
export function PasswordStep({ onSignedIn, onUseCode }: StepProps & { onUseCode: () => void }) {
  const email = useEmailInput();
  const password = useCurrentPasswordInput();
  const { busy, error, setError, submit } = useStepSubmit(
    async () => onSignedIn(await consoleClient.signIn(email.value.trim(), password.value)),
    () => checkFields(email.field, password.field),
  );
  const passkey = usePasskeySignIn(ownerPasskeySignIn, onSignedIn, (thrown) => setError(toClientError(thrown).message));
  return (
    <FormStack onSubmit={submit} aria-label="Sign in">
      <EmailInput input={email} autoComplete={passkey.supported ? 'username webauthn' : 'username'} />
      <PasswordInput input={password} label="Password" name="password" autoComplete="current-password" />
      <FormMessage error={error} />
      <SubmitButton busy={busy}>Continue</SubmitButton>
      {passkey.supported && (
        <PasskeyButton busy={passkey.busy} onClick={() => void passkey.signInWithButton()}>
          Sign in with a passkey
        </PasskeyButton>
      )}
      <LinkButton type="button" part="link-button" onClick={onUseCode}>
        First time? Sign in with an emailed code
      </LinkButton>
    </FormStack>
  );
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
  const email = useEmailInput();
  const [sentTo, setSentTo] = useState<string | undefined>();
  const sending = useStepSubmit(
    async () => {
      await consoleClient.sendSignInCode(email.value.trim());
      setSentTo(email.value.trim());
    },
    () => checkFields(email.field),
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
      <EmailInput input={email} />
      <FormMessage error={sending.error} />
      <SubmitButton busy={sending.busy}>Email me a code</SubmitButton>
      <LinkButton type="button" part="link-button" onClick={onBack}>
        Back to sign in with a password
      </LinkButton>
    </FormStack>
  );
}
