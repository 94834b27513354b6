import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import '../../../elements/components/console-member-import/console-member-import';
import { themeStore } from '../../theme-store';
import { ConsolePageTitle } from '../console-page-title';

/** The member import; it opens in the mode the members list was showing (`?mode=test`). */
export function MemberImportPage() {
  const { theme } = useSnapshot(themeStore);
  const mode = new URLSearchParams(useSearch()).get('mode') === 'test' ? 'test' : 'live';
  return (
    <>
      <ConsolePageTitle>Import members</ConsolePageTitle>
      <console-member-import theme={theme} mode={mode} />
    </>
  );
}
