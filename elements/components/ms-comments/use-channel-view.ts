import { useReducer } from 'react';
import type { CommentsClient } from '../../core/membership/comments-client';
import type { Messages } from '../../core/membership/messages';
import { useRemoteData } from '../../kit/use-remote-data';
import { applyCommentChange, emptyChannel } from './comment-changes';
import { useAction } from './use-action';

const LOAD_FAILED = 'The comments could not be loaded.';

interface ChannelViewOptions {
  client: CommentsClient;
  channelKey: string;
  /** Part of what the page shows: another reader (or none) loads it again, for their own votes. */
  readerKey: string;
  messages: Messages;
  host: HTMLElement;
}

/**
 * A channel as the page shows it: its first page loaded (with retry), further pages on demand, and
 * `dispatch`, the one way anything changes it. This is where the channel's live stream
 * (GET /membership/comments/channels/events) plugs in: its events dispatched as CommentChanges.
 */
export function useChannelView({ client, channelKey, readerKey, messages, host }: ChannelViewOptions) {
  const [view, dispatch] = useReducer(applyCommentChange, emptyChannel);
  const remote = useRemoteData({
    load: async () => {
      const answer = await client.posts(channelKey, { order: 'newest' });
      dispatch({ type: 'first-page', answer });
      return answer;
    },
    key: `${channelKey}\n${readerKey}`,
    perAccount: false,
    failure: { message: LOAD_FAILED, element: { host, event: 'ms-comments-error' } },
  });
  const more = useAction(messages);
  const loadMore = () =>
    more.run(async () => {
      const answer = await client.posts(channelKey, { order: 'newest', after: view.posts.at(-1)?.internalOrder });
      dispatch({ type: 'next-page', answer });
    });
  return { view, dispatch, remote, more, loadMore };
}
