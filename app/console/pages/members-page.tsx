import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import '../../../elements/components/console-members/console-members';
import { themeStore } from '../../theme-store';
import { ConsolePageTitle } from '../console-layout';

/** The members list; the mode (live or test) is kept in the URL, so a reload or a link keeps it. */
export function MembersPage() {
  const { theme } = useSnapshot(themeStore);
  const mode = new URLSearchParams(useSearch()).get('mode') === 'test' ? 'test' : 'live';
  const [, navigate] = useLocation();
  return (
    <>
      <ConsolePageTitle>Members</ConsolePageTitle>
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
