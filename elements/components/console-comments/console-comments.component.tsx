import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ConsoleCommentChannel } from '../../../contract/console-comment-answers';
import type { ConsoleMemberMode } from '../../../contract/console-answers';
import { consoleClient } from '../../core/console-client';
import { ChoiceGroup } from '../../kit/console/choice-group';
import { ConfirmDialog } from '../../kit/console/confirm-dialog';
import { OutcomeNote } from '../../kit/console/console-controls';
import type { KitProps } from '../../kit/define-element';
import { emit } from '../../kit/events';
import { OutlineButton } from '../../kit/ui/button';
import { ErrorNotice } from '../../kit/ui/error-notice';
import { LoadingBar } from '../../kit/ui/loading-bar';
import { useRemoteData } from '../../kit/use-remote-data';
import { BlockedWords } from './blocked-words';
import { ChannelList } from './channel-list';
import { ChannelSettings } from './channel-settings';
import { counted } from './comment-feed';
import { commentListQuery, commentListViewOf, type CommentListView } from './comment-list-url';
import { CommentRow } from './comment-row';
import { DEFAULT_MEMBER_HREF, DEFAULT_PAGE_SIZE } from './console-comments.meta';
import type { ConsoleCommentsProps } from './console-comments.props';
import { Columns, Controls, Empty, FeedColumn, FeedHead, ItemList, More, Page } from './console-comments.styles';
import { useCommentActs } from './use-comment-acts';
import { COMMENTS_LOAD_ERROR, MORE_LOAD_ERROR, useCommentFeed } from './use-comment-feed';

export const CHANNELS_LOAD_ERROR = 'Unable to load the channels.';
/** Channels a page: the list asks for one page, which holds every channel of most apps. */
const CHANNEL_PAGE = 100;

const MODES = [
  { value: 'live', label: 'Live' },
  { value: 'test', label: 'Test mode' },
] as const;

const ITEMS = ['post or reply', 'posts and replies'] as const;

/**
 * The owners' moderation screen: one mode's channels beside the newest posts and replies (of all
 * of them, or of the channel picked), the most reported first, with the acts on each. The mode and
 * channel are the page's URL (`console-comments-filters`), so back, forward and a shared link show
 * the same view.
 */
export function ConsoleComments({ filters, memberHref, pageSize, host }: ConsoleCommentsProps & KitProps) {
  const pageView = commentListViewOf(filters);
  const pageQuery = commentListQuery(pageView);
  const [view, setView] = useState<CommentListView>(pageView);
  // A change the page makes (back, forward) is shown; the echo of one this element reported is not.
  const keptQuery = useRef(pageQuery);
  useEffect(() => {
    if (pageQuery === keptQuery.current) return;
    keptQuery.current = pageQuery;
    setView(commentListViewOf(pageQuery));
  }, [pageQuery]);
  const show = (next: CommentListView) => {
    setView(next);
    const query = commentListQuery(next);
    if (query === keptQuery.current) return;
    keptQuery.current = query;
    emit(host, 'console-comments-filters', { query });
  };

  const mode: ConsoleMemberMode = view.mode;
  const channels = useRemoteData({
    load: (signal) => consoleClient.commentChannels({ mode, limit: CHANNEL_PAGE }, signal),
    key: mode,
    perAccount: false,
    failure: { message: CHANNELS_LOAD_ERROR, element: { host, event: 'console-comments-error' } },
  });
  const channelList = channels.data?.channels;
  // A channel of the other mode, or one gone, is no channel of this view: all of them are shown.
  const channel: ConsoleCommentChannel | undefined = channelList?.find((entry) => entry.id === view.channel);
  const channelId = channelList && !channel ? '' : view.channel;

  const limit = Math.min(100, Math.max(1, Math.round(pageSize ?? DEFAULT_PAGE_SIZE)));
  const query = useMemo(() => ({ mode, channelId: channelId || undefined, limit }), [mode, channelId, limit]);
  const feed = useCommentFeed(query, host);
  const acts = useCommentActs(feed.change, channels.retry);
  const hrefOf = (memberId: string) =>
    (memberHref || DEFAULT_MEMBER_HREF).replaceAll('{id}', encodeURIComponent(memberId));
  const headingId = useId();
  // The Delete pressed went with its item: the focus goes to the list's heading, not the page's start.
  const feedHeading = useRef<HTMLHeadingElement>(null);
  const removals = acts.removed.count;
  useEffect(() => {
    if (removals > 0) requestAnimationFrame(() => feedHeading.current?.focus());
  }, [removals]);

  const items = feed.feed?.comments;
  // The counts read again after each act change nothing else on the page: no bar for them.
  const loading = feed.status === 'loading' || (channels.status === 'loading' && !channelList);
  const pending = acts.deletion.pending;

  return (
    <Page aria-busy={loading}>
      <Controls>
        <ChoiceGroup
          label="Comments shown"
          value={mode}
          options={MODES}
          onChange={(next) => show({ mode: next, channel: '' })}
        />
        <OutlineButton
          type="button"
          onClick={() => {
            channels.retry();
            feed.retry();
          }}
          disabled={loading}
        >
          Refresh
        </OutlineButton>
      </Controls>
      {loading && <LoadingBar label="Loading comments" />}
      {channels.status === 'error' && !channelList ? (
        <ErrorNotice message={CHANNELS_LOAD_ERROR} onRetry={channels.retry} />
      ) : channelList?.length === 0 ? (
        <Empty>
          No comments in {mode === 'test' ? 'test mode' : 'live mode'} yet. A channel shows here with its first post.
        </Empty>
      ) : (
        <Columns>
          {channelList && (
            <ChannelList channels={channelList} selectedId={channelId} onSelect={(id) => show({ mode, channel: id })} />
          )}
          <FeedColumn>
            {channel && (
              <ChannelSettings
                key={channel.id}
                channel={channel}
                onSaved={(saved) =>
                  channels.data &&
                  channels.replace({
                    ...channels.data,
                    channels: channels.data.channels.map((entry) => (entry.id === saved.id ? saved : entry)),
                  })
                }
              />
            )}
            <section aria-labelledby={headingId}>
              <FeedHead>
                <div>
                  <h2 id={headingId} ref={feedHeading} tabIndex={-1}>
                    {channel ? channel.key : 'All channels'}
                  </h2>
                  <p>Newest first, reported ones at the top.</p>
                </div>
                {items && <p aria-live="polite">{counted(items.length, ITEMS)} shown</p>}
              </FeedHead>
              <OutcomeNote role="status" data-tone={acts.removed.text ? 'success' : undefined}>
                {acts.removed.text}
              </OutcomeNote>
              {feed.status === 'error' && !items ? (
                <ErrorNotice message={COMMENTS_LOAD_ERROR} onRetry={feed.retry} />
              ) : items?.length === 0 ? (
                <Empty>{channel ? 'No posts or replies in this channel.' : 'No posts or replies yet.'}</Empty>
              ) : (
                items && (
                  <ItemList part="comments" aria-labelledby={headingId}>
                    {items.map((comment) => (
                      <li key={comment.id}>
                        <CommentRow comment={comment} memberHref={hrefOf} acts={acts} />
                      </li>
                    ))}
                  </ItemList>
                )
              )}
              {feed.feed?.endCursor && (
                <More>
                  {feed.moreStatus === 'error' && <span role="alert">{MORE_LOAD_ERROR}</span>}
                  <OutlineButton
                    type="button"
                    part="load-more"
                    disabled={feed.moreStatus === 'loading'}
                    aria-busy={feed.moreStatus === 'loading'}
                    onClick={feed.loadMore}
                  >
                    {feed.moreStatus === 'error' ? 'Try again' : 'Load more'}
                  </OutlineButton>
                </More>
              )}
            </section>
          </FeedColumn>
        </Columns>
      )}
      <BlockedWords />
      <ConfirmDialog
        {...acts.deletion.dialog}
        heading={pending?.kind === 'reply' ? 'Delete this reply?' : 'Delete this post?'}
        description={
          pending?.kind === 'post' && pending.replyCount > 0
            ? 'It is deleted for good. Its replies stay, under a placeholder that says it was deleted.'
            : 'It is deleted for good, for every reader. This cannot be undone.'
        }
        confirmLabel="Delete"
      />
    </Page>
  );
}
