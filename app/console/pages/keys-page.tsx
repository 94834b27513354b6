import { useSnapshot } from 'valtio';
import '../../../elements/components/console-keys/console-keys';
import { themeStore } from '../../theme-store';
import { ConsolePageTitle } from '../console-page-title';

/** The admin API's secret keys: made (shown once), listed, revoked. */
export function KeysPage() {
  const { theme } = useSnapshot(themeStore);
  return (
    <>
      <ConsolePageTitle>Secret keys</ConsolePageTitle>
      <console-keys theme={theme} />
    </>
  );
}
