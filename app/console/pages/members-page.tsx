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

/** The members list; the mode (live or test) is kept in the URL, so a reload or a link keeps it. */
export function MembersPage() {
  const { theme } = useSnapshot(themeStore);
  const mode = new URLSearchParams(useSearch()).get('mode') === 'test' ? 'test' : 'live';
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
        onconsole-members-mode={(event: CustomEvent<{ mode: string }>) =>
          navigate(event.detail.mode === 'test' ? '/members?mode=test' : '/members', { replace: true })
        }
      />
    </>
  );
}
