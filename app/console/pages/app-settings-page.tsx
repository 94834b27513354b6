import { useSnapshot } from 'valtio';
import '../../../elements/components/console-app-settings/console-app-settings';
// The page's preview draws the real login modal, which must be defined here too.
import '../../../elements/components/ms-login-modal/ms-login-modal';
import { themeStore } from '../../theme-store';
import { ConsolePageTitle } from '../console-page-title';

/** The app as visitors meet it: plans, fields, sign-in, origins, branding and redirects, with a preview. */
export function AppSettingsPage() {
  const { theme } = useSnapshot(themeStore);
  return (
    <>
      <ConsolePageTitle>App settings</ConsolePageTitle>
      <console-app-settings theme={theme} />
    </>
  );
}
