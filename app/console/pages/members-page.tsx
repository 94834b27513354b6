import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import styled from 'styled-components';
import { Link, useLocation, useSearch } from 'wouter';
import '../../../elements/components/console-members/console-members';
import { ActionLink } from '../../../elements/kit/console/console-controls';
import { memberListViewOf } from '../../../elements/components/console-members/member-list-url';
import { PageLoading } from '../../layout/page-loading';
import { themeStore } from '../../theme-store';
import { ConsolePageTitle } from '../console-page-title';
import { useOwnerKey } from '../console-session';
import { rememberMemberMode, useOpeningMemberMode } from '../member-mode';

/**
 * The title, with the way to the import beside it: the list's Export CSV makes the file it reads,
 * and Import CSV is the same kind of action as that one.
 */
const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0 16px;
`;

/**
 * The members list; its mode, search and filters are kept in the URL, so a reload, back and forward
 * and a shared link show the same list. Each change is a step in the history.
 */
export function MembersPage() {
  const { theme } = useSnapshot(themeStore);
  const query = useSearch();
  const urlMode = new URLSearchParams(query).get('mode');
  const mode = urlMode === 'test' ? 'test' : 'live';
  const [, navigate] = useLocation();
  const ownerKey = useOwnerKey();
  // A URL without a mode (the nav's link, a first visit) opens on this owner's last choice, or on
  // the mode that has members; the URL then says which.
  const openingMode = useOpeningMemberMode(ownerKey, urlMode === null);
  useEffect(() => {
    if (openingMode !== 'test') return;
    const params = new URLSearchParams(query);
    params.set('mode', 'test');
    navigate(`/members?${params}`, { replace: true });
  }, [openingMode, query, navigate]);
  const showList = urlMode !== null || openingMode === 'live';
  return (
    <>
      <TitleRow>
        <ConsolePageTitle>Members</ConsolePageTitle>
        <ActionLink as={Link} href={mode === 'test' ? '/members/import?mode=test' : '/members/import'}>
          Import CSV
        </ActionLink>
      </TitleRow>
      {showList ? (
        <console-members
          theme={theme}
          mode={mode}
          filters={query}
          onconsole-members-filters={(event: CustomEvent<{ query: string }>) => {
            rememberMemberMode(ownerKey, memberListViewOf(event.detail.query).mode);
            navigate(event.detail.query ? `/members?${event.detail.query}` : '/members');
          }}
        />
      ) : (
        <PageLoading />
      )}
    </>
  );
}
