import { useEffect, useId, useRef, useState } from 'react';
import { COMMENT_LIMITS, type CommentPost, type CommentThread } from '../../../contract/comment-answers';
import { CommentItem } from './comment-item';
import { useComments } from './comments-context';
import { Composer } from './composer';
import { ErrorLine, ReplyList, TextButton } from './ms-comments.styles';
import { MoreReplies } from './replies.styles';
import { useAction } from './use-action';

interface CommentPostProps {
  post: CommentPost;
  /** Its replies once opened; undefined until then. */
  replies: CommentThread[] | undefined;
}

/** The replies a page holds: the most the service gives, so that most posts need one. */
const REPLY_PAGE = COMMENT_LIMITS.pageMax;

/**
 * A post with 'Reply' and its replies under an 'N replies' toggle, loaded when first opened, a
 * page at a time ('Show more replies' on the `after` cursor) past the first hundred.
 */
export function CommentPostItem({ post, replies }: CommentPostProps) {
  const { messages, client, memberId, dispatch } = useComments();
  const [open, setOpen] = useState(false);
  const [replying, setReplying] = useState(false);
  const loading = useAction(messages);
  const more = useAction(messages);
  // The last paged reply's place, while a full page says more may follow. Not the last reply shown:
  // one heard live is appended at the end before the older pages have come.
  const [after, setAfter] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  /** The reply the focus moves on to, the first of a page 'Show more' brought: set with the page, so both render together. */
  const [focusReply, setFocusReply] = useState<number | null>(null);
  const listId = useId();
  const count = post._count.Threads;

  const cursorAfter = (threads: CommentThread[]) =>
    threads.length === REPLY_PAGE ? threads.at(-1)!.internalOrder : null;
  const loadReplies = () =>
    loading.run(async () => {
      const { threads } = await client.replies(post.id, { order: 'oldest', limit: REPLY_PAGE });
      dispatch({ type: 'replies', postId: post.id, threads });
      setAfter(cursorAfter(threads));
    });
  const loadMoreReplies = (from: string) =>
    more.run(async () => {
      const shown = replies?.length ?? 0;
      const { threads } = await client.replies(post.id, { order: 'oldest', after: from, limit: REPLY_PAGE });
      dispatch({ type: 'more-replies', postId: post.id, threads });
      setAfter(cursorAfter(threads));
      // The button may go with the last page: the focus moves on to the first reply it brought.
      setFocusReply(shown);
    });
  useEffect(() => {
    if (focusReply === null) return;
    const reply = list.current?.querySelectorAll<HTMLElement>(':scope > li')[focusReply];
    if (!reply) return;
    reply.focus();
    setFocusReply(null);
  }, [focusReply]);
  const hasMore = open && after !== null && (replies?.length ?? 0) < count;
  const toggle = () => {
    if (!open && replies === undefined) void loadReplies();
    setOpen(!open);
  };
  const startReply = () => {
    setReplying(true);
    if (!open) toggle();
  };
  const sendReply = async (html: string) => {
    const reply = await client.createReply(post.id, html);
    dispatch({ type: 'reply', reply });
    setReplying(false);
  };

  const replyButton = memberId && !post.deleted && !post.hidden && (
    <TextButton part="reply-button" type="button" onClick={startReply}>
      {messages.message('comments.reply')}
    </TextButton>
  );

  return (
    <CommentItem kind="posts" item={post} replyAction={replyButton}>
      {count > 0 && (
        <TextButton
          part="replies-toggle"
          type="button"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          onClick={toggle}
        >
          {open
            ? messages.message('comments.hideReplies')
            : count === 1
              ? messages.message('comments.oneReply')
              : messages.message('comments.replies', { count })}
        </TextButton>
      )}
      {loading.error && (
        <ErrorLine part="error" role="alert">
          {messages.message('comments.repliesFailed')}{' '}
          <TextButton type="button" onClick={() => void loadReplies()}>
            {messages.message('common.retry')}
          </TextButton>
        </ErrorLine>
      )}
      {open && replies && replies.length > 0 && (
        <ReplyList ref={list} id={listId} part="replies" aria-busy={loading.busy || more.busy}>
          {replies.map((reply) => (
            <li key={reply.id} tabIndex={-1}>
              <CommentItem kind="threads" item={reply} />
            </li>
          ))}
        </ReplyList>
      )}
      {hasMore && (
        <MoreReplies>
          <TextButton
            part="more-replies"
            type="button"
            aria-controls={listId}
            disabled={more.busy}
            aria-busy={more.busy}
            onClick={() => void loadMoreReplies(after)}
          >
            {messages.message('comments.moreReplies')}
          </TextButton>
          {more.error && (
            <ErrorLine part="error" role="alert">
              {more.error}
            </ErrorLine>
          )}
        </MoreReplies>
      )}
      {replying && (
        <Composer
          label={messages.message('comments.writeReply')}
          submitLabel={messages.message('comments.reply')}
          onSubmit={sendReply}
          onCancel={() => setReplying(false)}
          autoFocus
        />
      )}
    </CommentItem>
  );
}
