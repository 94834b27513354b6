import { useState } from 'react';
import type { ConsoleCommentPage } from '../../../contract/console-comment-answers';
import { type CommentListQuery, consoleClient } from '../../core/console-client';
import { log } from '../../core/log';
import type { KitProps } from '../../kit/define-element';
import { type RemoteStatus, useRemoteData } from '../../kit/use-remote-data';
import { type CommentFeed, feedOf, withNextPage } from './comment-feed';

export const COMMENTS_LOAD_ERROR = 'Unable to load the posts and replies.';
export const MORE_LOAD_ERROR = 'Unable to load more posts and replies.';

export interface CommentFeedState {
  status: RemoteStatus;
  /** The items shown; undefined until the first page is in. */
  feed: CommentFeed | undefined;
  retry: () => void;
  /** The feed as an act changed it, kept until the first page is loaded again. */
  change: (update: (feed: CommentFeed) => CommentFeed) => void;
  loadMore: () => void;
  moreStatus: 'idle' | 'loading' | 'error';
}

/**
 * One mode's (or one channel's) items: the first page, then each next page below it. Acts change
 * the items in place; loading the first page again (another view, Refresh) starts over from it.
 */
export function useCommentFeed(query: Omit<CommentListQuery, 'after'>, host: KitProps['host']): CommentFeedState {
  const first = useRemoteData({
    load: (signal) => consoleClient.comments(query, signal),
    key: JSON.stringify(query),
    perAccount: false,
    failure: { message: COMMENTS_LOAD_ERROR, element: { host, event: 'console-comments-error' } },
  });
  // What was made of the first page: it counts while that page is the one shown.
  const [kept, setKept] = useState<{ source: ConsoleCommentPage; feed: CommentFeed } | null>(null);
  const [more, setMore] = useState<{ source: ConsoleCommentPage; status: CommentFeedState['moreStatus'] } | null>(null);
  const source = first.data;
  const feed = source && (kept?.source === source ? kept.feed : feedOf(source));
  const moreStatus = source && more?.source === source ? more.status : 'idle';

  const change = (update: (feed: CommentFeed) => CommentFeed) => {
    if (!source) return;
    setKept((current) => {
      const base = current?.source === source ? current.feed : feedOf(source);
      return { source, feed: update(base) };
    });
  };

  const loadMore = () => {
    const after = feed?.endCursor;
    if (!source || !after || moreStatus === 'loading') return;
    setMore({ source, status: 'loading' });
    consoleClient.comments({ ...query, after }).then(
      (page) => {
        // Into the items it follows: when the view changed meanwhile, they are no longer shown.
        change((current) => withNextPage(current, page));
        setMore({ source, status: 'idle' });
      },
      (thrown: unknown) => {
        log.error(MORE_LOAD_ERROR, thrown);
        setMore({ source, status: 'error' });
      },
    );
  };

  return { status: first.status, feed, retry: first.retry, change, loadMore, moreStatus };
}
