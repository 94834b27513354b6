import { useSnapshot } from 'valtio';
import '../../../elements/components/console-audit/console-audit';
import { themeStore } from '../../theme-store';
import { ConsolePageTitle } from '../console-layout';

/** Everything owners and secret keys did, filtered, paged and exported by the server. */
export function AuditPage() {
  const { theme } = useSnapshot(themeStore);
  return (
    <>
      <ConsolePageTitle>Audit log</ConsolePageTitle>
      <console-audit theme={theme} />
    </>
  );
}
