import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import '../../../elements/components/console-member/console-member';
import { themeStore } from '../../theme-store';

/** One member's page; after a deletion, back to the list. */
export function MemberPage({ params }: { params: Record<string, string | undefined> }) {
  const { theme } = useSnapshot(themeStore);
  const [, navigate] = useLocation();
  return (
    <console-member
      theme={theme}
      memberId={params.memberId}
      listHref="/console/members"
      onconsole-member-deleted={() => navigate('/members')}
    />
  );
}
