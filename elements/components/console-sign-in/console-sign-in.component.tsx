import { useEffect, useState } from 'react';
import type { ConsoleSession } from '../../../contract/console-answers';
import { consoleClient } from '../../core/console-client';
import type { KitProps } from '../../kit/define-element';
import { emit } from '../../kit/events';
import { LoadingBar } from '../../kit/ui/loading-bar';
import type { ConsoleSignInProps } from './console-sign-in.props';
import { Heading, Lead, Panel } from './console-sign-in.styles';
import { CodeStep, PasswordStep, SecondStep } from './sign-in-steps';
import { InvitationStep } from './invitation-step';
import { SetupStep } from './setup-step';

type Screen =
  | { name: 'checking' }
  | { name: 'password' }
  | { name: 'second-step'; email: string }
  | { name: 'code' }
  | { name: 'invitation'; token: string }
  | { name: 'setup'; session: ConsoleSession };

const LEADS: Record<Screen['name'], string> = {
  checking: '',
  password: 'For the owners of this app. Members sign in on the site.',
  'second-step': '',
  code: 'First time here? We email you a code to sign in and set up your account.',
  invitation: '',
  setup: 'Finish setting up your account: it is needed for every sign-in.',
};

/**
 * The console's sign-in: a password and always the authenticator's code, or a passkey, which is
 * both; an owner not yet set up
 * signs in by an emailed code, then sets what is missing. Where a session already stands (a
 * reload during the second step or setup) it continues from there.
 */
export function ConsoleSignIn({ heading, invitationToken, host }: ConsoleSignInProps & KitProps) {
  const [screen, setScreen] = useState<Screen>(
    invitationToken ? { name: 'invitation', token: invitationToken } : { name: 'checking' },
  );

  const advance = (session: ConsoleSession) => {
    if (session.stage === 'active') {
      emit(host, 'console-sign-in-done', { email: session.owner.email, appName: session.app.name });
    } else if (session.stage === 'second-step') {
      setScreen({ name: 'second-step', email: session.owner.email });
    } else {
      setScreen({ name: 'setup', session });
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the standing session is read once, on mount.
  useEffect(() => {
    if (invitationToken) return;
    const aborter = new AbortController();
    consoleClient.session(aborter.signal).then(advance, () => {
      if (!aborter.signal.aborted) setScreen({ name: 'password' });
    });
    return () => aborter.abort();
  }, []);

  return (
    <Panel part="panel" aria-busy={screen.name === 'checking'}>
      <Heading part="heading">
        {screen.name === 'second-step'
          ? 'Two-step sign-in'
          : screen.name === 'invitation'
            ? 'Join as an owner'
            : heading}
      </Heading>
      {screen.name === 'checking' ? (
        <LoadingBar label="Checking your session" />
      ) : screen.name === 'invitation' ? null : (
        <Lead>
          {screen.name === 'second-step'
            ? `Enter the 6-digit code from the authenticator app of ${screen.email}.`
            : LEADS[screen.name]}
        </Lead>
      )}
      {screen.name === 'password' && (
        <PasswordStep onSignedIn={advance} onUseCode={() => setScreen({ name: 'code' })} />
      )}
      {screen.name === 'second-step' && (
        <SecondStep onSignedIn={advance} onBack={() => setScreen({ name: 'password' })} />
      )}
      {screen.name === 'code' && <CodeStep onSignedIn={advance} onBack={() => setScreen({ name: 'password' })} />}
      {screen.name === 'setup' && <SetupStep session={screen.session} onChanged={advance} />}
      {screen.name === 'invitation' && <InvitationStep token={screen.token} onAccepted={advance} />}
    </Panel>
  );
}
