import type { ConsoleSession } from '../../../contract/console-answers';
import { consoleClient } from '../../core/console-client';
import { formatDay } from '../../core/calendar-format';
import { FormMessage } from '../../kit/form/form-message';
import { FormStack } from '../../kit/form/form-stack';
import { SubmitButton } from '../../kit/form/submit-button';
import { checkFields } from '../../kit/form/use-field';
import { PasswordInput, useNewPasswordInput } from '../../kit/console/owner-fields';
import { useStepSubmit } from '../../kit/console/use-step-submit';
import { ErrorNotice } from '../../kit/ui/error-notice';
import { LoadingBar } from '../../kit/ui/loading-bar';
import { useRemoteData } from '../../kit/use-remote-data';
import { Lead } from './console-sign-in.styles';

/**
 * An invitation to own the app, from its link: who it is for and which app, then a password that
 * accepts it; the authenticator app is set up next, as for any owner not yet set up.
 */
export function InvitationStep({
  token,
  onAccepted,
}: {
  token: string;
  onAccepted: (session: ConsoleSession) => void;
}) {
  const invitation = useRemoteData({
    load: () => consoleClient.previewInvitation(token),
    key: token,
    perAccount: false,
    failure: { message: 'The invitation could not be read.' },
  });
  const password = useNewPasswordInput();
  const { busy, error, submit } = useStepSubmit(
    async () => onAccepted(await consoleClient.acceptInvitation(token, password.value)),
    () => checkFields(password.field),
  );
  if (invitation.status === 'loading') return <LoadingBar label="Reading the invitation" />;
  if (!invitation.data) {
    return (
      <ErrorNotice
        message={invitation.error?.message ?? 'The invitation could not be read.'}
        onRetry={invitation.retry}
      />
    );
  }
  const { email, app, expiresAt } = invitation.data;
  return (
    <>
      <Lead>
        You are invited to own {app.name} as {email}. Choose a password; the invitation is open until{' '}
        {formatDay(expiresAt.slice(0, 10))}.
      </Lead>
      <FormStack onSubmit={submit} aria-label="Accept the invitation">
        <input type="email" name="email" value={email} autoComplete="username" readOnly hidden />
        <PasswordInput input={password} label="New password" name="new-password" autoComplete="new-password" />
        <FormMessage error={error} />
        <SubmitButton busy={busy}>Accept and continue</SubmitButton>
      </FormStack>
    </>
  );
}
