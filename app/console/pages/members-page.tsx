import { useSnapshot } from 'valtio';
import styled from 'styled-components';
import { Link, useLocation, useSearch } from 'wouter';
import '../../../elements/components/console-members/console-members';
import { themeStore } from '../../theme-store';
import { ConsolePageTitle } from '../console-layout';

/** The title, with the way to the import beside it: the list's Export CSV makes the file it reads. */
const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0 16px;

  a { font-size: 14px; font-weight: 500; color: var(--cf-color-primary); }
`;

/**
 * The members list; its mode, search and filters are kept in the URL, so a reload, back and forward
 * and a shared link show the same list. Each change is a step in the history.
 */
export function MembersPage() {
  const { theme } = useSnapshot(themeStore);
  const query = useSearch();
  const mode = new URLSearchParams(query).get('mode') === 'test' ? 'test' : 'live';
  const [, navigate] = useLocation();
  return (
    <>
      <TitleRow>
        <ConsolePageTitle>Members</ConsolePageTitle>
        <Link href={mode === 'test' ? '/members/import?mode=test' : '/members/import'}>Import CSV</Link>
      </TitleRow>
      <console-members
        theme={theme}
        mode={mode}
        filters={query}
        onconsole-members-filters={(event: CustomEvent<{ query: string }>) =>
          navigate(event.detail.query ? `/members?${event.detail.query}` : '/members')
        }
      />
    </>
  );
}
