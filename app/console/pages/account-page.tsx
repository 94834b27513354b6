import { useSnapshot } from 'valtio';
import '../../../elements/components/console-account/console-account';
import { themeStore } from '../../theme-store';
import { ConsolePageTitle } from '../console-page-title';

/** The signed-in owner's own passkeys, password and authenticator app. */
export function AccountPage() {
  const { theme } = useSnapshot(themeStore);
  return (
    <>
      <ConsolePageTitle>Your account</ConsolePageTitle>
      <console-account theme={theme} />
    </>
  );
}
