import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import '../../../elements/components/console-comments/console-comments';
import { themeStore } from '../../theme-store';
import { ConsolePageTitle } from '../console-page-title';

/**
 * Comment moderation: the mode and channel shown are kept in the URL, so a reload, back and
 * forward and a shared link show the same posts and replies.
 */
export function CommentsPage() {
  const { theme } = useSnapshot(themeStore);
  const query = useSearch();
  const [, navigate] = useLocation();
  return (
    <>
      <ConsolePageTitle>Comments</ConsolePageTitle>
      <console-comments
        theme={theme}
        filters={query}
        onconsole-comments-filters={(event: CustomEvent<{ query: string }>) =>
          navigate(event.detail.query ? `/comments?${event.detail.query}` : '/comments')
        }
      />
    </>
  );
}
