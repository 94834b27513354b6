import type { ConsoleSession } from '../../../contract/console-answers';
import { consoleClient } from '../../core/console-client';
import { FormMessage } from '../../kit/form/form-message';
import { FormStack } from '../../kit/form/form-stack';
import { SubmitButton } from '../../kit/form/submit-button';
import { checkFields } from '../../kit/form/use-field';
import { AuthenticatorEnrolment } from '../../kit/console/authenticator-enrolment';
import { PasswordInput, useNewPasswordInput } from '../../kit/console/owner-fields';
import { useStepSubmit } from '../../kit/console/use-step-submit';
import { ErrorNotice } from '../../kit/ui/error-notice';
import { LoadingBar } from '../../kit/ui/loading-bar';
import { useRemoteData } from '../../kit/use-remote-data';

interface SetupProps {
  session: ConsoleSession;
  onChanged: (session: ConsoleSession) => void;
}

function PasswordSetup({ onChanged }: Pick<SetupProps, 'onChanged'>) {
  const password = useNewPasswordInput();
  const { busy, error, submit } = useStepSubmit(
    async () => onChanged(await consoleClient.setPassword(password.value)),
    () => checkFields(password.field),
  );
  return (
    <FormStack onSubmit={submit} aria-label="Choose a password">
      <PasswordInput input={password} label="New password" name="new-password" autoComplete="new-password" />
      <FormMessage error={error} />
      <SubmitButton busy={busy}>Set password</SubmitButton>
    </FormStack>
  );
}

function TwoStepSetup({ onChanged }: Pick<SetupProps, 'onChanged'>) {
  const enrolment = useRemoteData({
    load: () => consoleClient.startTwoStep(),
    perAccount: false,
    failure: { message: 'Could not start the authenticator setup.' },
  });
  if (enrolment.status === 'loading') return <LoadingBar label="Preparing your authenticator setup" />;
  if (!enrolment.data) {
    return <ErrorNotice message={enrolment.error?.message ?? 'Could not start.'} onRetry={enrolment.retry} />;
  }
  return (
    <AuthenticatorEnrolment
      enrolment={enrolment.data}
      action="Turn on and sign in"
      confirm={async (code) => onChanged(await consoleClient.confirmTwoStep(code))}
    />
  );
}

/** What an owner signed in by an emailed code still lacks: a password, then an authenticator app. */
export function SetupStep({ session, onChanged }: SetupProps) {
  return session.needs.password ? <PasswordSetup onChanged={onChanged} /> : <TwoStepSetup onChanged={onChanged} />;
}
