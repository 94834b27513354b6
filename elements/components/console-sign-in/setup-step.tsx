import { useState } from 'react';
import type { ConsoleSession } from '../../core/contract/console-answers';
import { consoleClient } from '../../core/console-client';
import { validatePassword } from '../../core/validation';
import { FormMessage } from '../../kit/form/form-message';
import { FormStack } from '../../kit/form/form-stack';
import { SubmitButton } from '../../kit/form/submit-button';
import { TextField } from '../../kit/form/text-field';
import { checkFields, useFieldState } from '../../kit/form/use-field';
import { ErrorNotice } from '../../kit/ui/error-notice';
import { LoadingBar } from '../../kit/ui/loading-bar';
import { useRemoteData } from '../../kit/use-remote-data';
import { Lead, QrImage, SetupKey } from './console-sign-in.styles';
import { EnrolCodeForm } from './sign-in-steps';
import { useStepSubmit } from './use-step-submit';

interface SetupProps {
  session: ConsoleSession;
  onChanged: (session: ConsoleSession) => void;
}

/** The server's QR code as an image: an SVG in an <img> runs no script and reaches nothing of the page. */
const qrSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The key in groups of four, as authenticator apps print it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

function PasswordSetup({ onChanged }: Pick<SetupProps, 'onChanged'>) {
  const [password, setPassword] = useState('');
  const field = useFieldState(password, validatePassword);
  const { busy, error, submit } = useStepSubmit(
    async () => onChanged(await consoleClient.setPassword(password)),
    () => checkFields(field),
  );
  return (
    <FormStack onSubmit={submit} aria-label="Choose a password">
      <TextField
        label="New password"
        type="password"
        name="new-password"
        value={password}
        onChange={setPassword}
        onBlur={field.onBlur}
        error={field.error}
        autoComplete="new-password"
        required
      />
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
    <>
      <Lead>Scan this code with your authenticator app, or type the key below into it.</Lead>
      <QrImage part="qr-code" src={qrSource(enrolment.data.qrSvg)} alt="QR code for your authenticator app" />
      <SetupKey aria-label="Setup key">{grouped(enrolment.data.secret)}</SetupKey>
      <EnrolCodeForm send={async (code) => onChanged(await consoleClient.confirmTwoStep(code))} />
    </>
  );
}

/** What an owner signed in by an emailed code still lacks: a password, then an authenticator app. */
export function SetupStep({ session, onChanged }: SetupProps) {
  return session.needs.password ? <PasswordSetup onChanged={onChanged} /> : <TwoStepSetup onChanged={onChanged} />;
}
