import { useReducer, useRef } from 'react';
import type { CommentStreamEvent } from '../../../contract/comment-events';
import type { CommentsClient } from '../../core/membership/comments-client';
import type { Messages } from '../../core/membership/messages';
import { useRemoteData } from '../../kit/use-remote-data';
import { applyCommentChange, type CommentChange, emptyChannel } from './comment-changes';
import { liveChange, type StreamReader } from './comment-live-events';
import { useAction } from './use-action';
import { useChannelStream } from './use-channel-stream';
import { useTypingPeople } from './use-typing';

const LOAD_FAILED = 'The comments could not be loaded.';

interface ChannelViewOptions {
  client: CommentsClient;
  channelKey: string;
  /** Part of what the page shows: another reader (or none) loads it again, for their own votes. */
  readerKey: string;
  reader: StreamReader;
  messages: Messages;
  host: HTMLElement;
}

/**
 * A channel as the page shows it: its first page loaded (with retry), further pages on demand,
 * the channel's live stream, and `dispatch`, the one way anything changes it: the reader's own
 * acts and other people's, heard on the stream, are the same CommentChanges.
 */
export function useChannelView({ client, channelKey, readerKey, reader, messages, host }: ChannelViewOptions) {
  const [view, dispatch] = useReducer(applyCommentChange, emptyChannel);
  const shown = useRef(view);
  shown.current = view;
  const typing = useTypingPeople(reader);
  // Changes heard while a page is being read wait for it, then apply in order: none falls between the two.
  const heardWhileLoading = useRef<CommentChange[] | null>(null);

  const firstPage = async (keepReplies: boolean, signal?: AbortSignal) => {
    heardWhileLoading.current = [];
    try {
      const answer = await client.posts(channelKey, { order: 'newest' });
      if (signal?.aborted) return answer;
      // After a reset the replies opened stay open, as they were, under the posts still there.
      const replies = keepReplies
        ? Object.fromEntries(
            answer.posts.flatMap((post) =>
              post.id in shown.current.replies ? [[post.id, shown.current.replies[post.id]!]] : [],
            ),
          )
        : undefined;
      dispatch({ type: 'first-page', answer, replies });
      for (const change of heardWhileLoading.current) dispatch(change);
      return answer;
    } finally {
      heardWhileLoading.current = null;
    }
  };
  const remote = useRemoteData({
    load: (signal) => firstPage(false, signal),
    key: `${channelKey}\n${readerKey}`,
    perAccount: false,
    failure: { message: LOAD_FAILED, element: { host, event: 'ms-comments-error' } },
  });
  /** Reads the first page again without leaving the page, when events may have been missed. */
  const reload = () => {
    if (remote.status !== 'loaded') return;
    firstPage(true).catch(() => remote.retry());
  };

  const hear = (event: CommentStreamEvent) => {
    if (event.type === 'reset') return reload();
    if (event.type === 'typing') return typing.heard(event);
    if (event.type === 'post.created' || event.type === 'thread.created') {
      const author = 'post' in event ? event.post.member : event.thread.member;
      if (author) typing.stopped(author.id);
    }
    const change = liveChange(event, reader);
    if (heardWhileLoading.current) heardWhileLoading.current.push(change);
    else dispatch(change);
  };
  useChannelStream(client.eventsUrl(channelKey), { onEvent: hear, onReopened: reload });

  const more = useAction(messages);
  const loadMore = () =>
    more.run(async () => {
      const answer = await client.posts(channelKey, { order: 'newest', after: view.posts.at(-1)?.internalOrder });
      dispatch({ type: 'next-page', answer });
    });
  return { view, dispatch, remote, more, loadMore, typing: typing.people };
}
