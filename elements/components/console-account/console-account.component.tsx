import { consoleClient } from '../../core/console-client';
import type { KitProps } from '../../kit/define-element';
import { useRemoteData } from '../../kit/use-remote-data';
import { AuthenticatorSection } from './authenticator-section';
import type { ConsoleAccountProps } from './console-account.props';
import { Page } from './console-account.styles';
import { PasskeysSection } from './passkeys-section';
import { PasswordSection } from './password-section';

/**
 * The signed-in owner's own ways in: passkeys, the password and the authenticator app. The
 * session says whose they are, for password managers saving the new password under it.
 */
export function ConsoleAccount({ passkeys, host }: ConsoleAccountProps & KitProps) {
  const session = useRemoteData({ load: (signal) => consoleClient.session(signal), perAccount: false });
  return (
    <Page>
      <PasskeysSection preloaded={passkeys} host={host as HTMLElement} />
      <PasswordSection email={session.data?.owner.email} />
      <AuthenticatorSection />
    </Page>
  );
}
