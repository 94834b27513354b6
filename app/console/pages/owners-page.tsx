import { useSnapshot } from 'valtio';
import '../../../elements/components/console-owners/console-owners';
import { themeStore } from '../../theme-store';
import { ConsolePageTitle } from '../console-page-title';

/** The app's owners and the invitations out to new ones. */
export function OwnersPage() {
  const { theme } = useSnapshot(themeStore);
  return (
    <>
      <ConsolePageTitle>Owners</ConsolePageTitle>
      <console-owners theme={theme} />
    </>
  );
}
