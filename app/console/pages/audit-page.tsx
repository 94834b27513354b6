import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import '../../../elements/components/console-audit/console-audit';
import { themeStore } from '../../theme-store';
import { ConsolePageTitle } from '../console-page-title';

/**
 * Everything owners and secret keys did, filtered, paged and exported by the server. The filters
 * applied are kept in the URL, so a reload, back and forward and a shared link show the same events.
 */
export function AuditPage() {
  const { theme } = useSnapshot(themeStore);
  const query = useSearch();
  const [, navigate] = useLocation();
  return (
    <>
      <ConsolePageTitle>Audit log</ConsolePageTitle>
      <console-audit
        theme={theme}
        filters={query}
        onconsole-audit-filters={(event: CustomEvent<{ query: string }>) =>
          navigate(event.detail.query ? `/audit?${event.detail.query}` : '/audit')
        }
      />
    </>
  );
}
