import { useId, useState } from 'react';
import { COMMENT_LIMITS, type CommentPost, type CommentThread } from '../../core/contract/comment-answers';
import { CommentItem } from './comment-item';
import { useComments } from './comments-context';
import { Composer } from './composer';
import { ErrorLine, ReplyList, TextButton } from './ms-comments.styles';
import { useAction } from './use-action';

interface CommentPostProps {
  post: CommentPost;
  /** Its replies once opened; undefined until then. */
  replies: CommentThread[] | undefined;
}

/** A post with 'Reply' and its replies under an 'N replies' toggle, loaded when first opened. */
export function CommentPostItem({ post, replies }: CommentPostProps) {
  const { messages, client, memberId, dispatch } = useComments();
  const [open, setOpen] = useState(false);
  const [replying, setReplying] = useState(false);
  const loading = useAction(messages);
  const listId = useId();
  const count = post._count.Threads;

  const loadReplies = () =>
    loading.run(async () => {
      const { threads } = await client.replies(post.id, { order: 'oldest', limit: COMMENT_LIMITS.pageMax });
      dispatch({ type: 'replies', postId: post.id, threads });
    });
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
        <ReplyList id={listId} part="replies" aria-busy={loading.busy}>
          {replies.map((reply) => (
            <li key={reply.id}>
              <CommentItem kind="threads" item={reply} />
            </li>
          ))}
        </ReplyList>
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
