import { type ReactNode, useId, useState } from 'react';
import type { CommentPost, CommentThread } from '../../../contract/comment-answers';
import type { CommentKind } from '../../core/membership/comments-client';
import { ConfirmButton } from '../../kit/ui/confirm-button';
import { AuthorAvatar } from './author-avatar';
import { commentNodes } from '../../kit/ui/comment-nodes';
import { commentPlainText } from './comment-plain-text';
import { CommentTime } from './comment-time';
import { CommentVotes } from './comment-votes';
import { useComments } from './comments-context';
import { Composer } from './composer';
import { Actions, Byline, Content, ErrorLine, Item, Muted, Placeholder, TextButton } from './ms-comments.styles';
import { ReportAction } from './report-action';
import { useAction } from './use-action';

interface CommentItemProps {
  kind: CommentKind;
  item: CommentPost | CommentThread;
  /** A post's 'Reply' button and its replies. */
  replyAction?: ReactNode;
  children?: ReactNode;
}

/**
 * One post or reply: its author and time, content or placeholder, votes, edit and delete of one's
 * own, and Report of other people's.
 */
export function CommentItem({ kind, item, replyAction, children }: CommentItemProps) {
  const { messages, client, memberId, dispatch } = useComments();
  const [editing, setEditing] = useState(false);
  const { busy, error, run } = useAction(messages);
  const nameId = useId();

  const gone = item.deleted || item.hidden;
  const name = item.member?.displayName || messages.message('comments.anonymous');
  const own = !gone && memberId !== null && item.member?.id === memberId;
  const postId = 'postId' in item ? item.postId : undefined;

  const save = async (html: string) => {
    const answer = await client.update<typeof item>(kind, item.id, html);
    dispatch('postId' in answer ? { type: 'reply', reply: answer } : { type: 'post', post: answer });
    setEditing(false);
  };
  const remove = () =>
    void run(async () => {
      const deletion = await client.remove(kind, item.id);
      dispatch({ type: 'removed', deletion, postId });
    });

  return (
    <Item part={kind === 'posts' ? 'post' : 'reply'} aria-labelledby={nameId}>
      <AuthorAvatar author={gone ? null : item.member} name={gone ? '' : name} />
      <Byline>
        <strong part="author" id={nameId}>
          {gone ? '' : name}
        </strong>
        <Muted>
          <CommentTime iso={item.createdAt} justNow={messages.message('comments.justNow')} />
          {item.edited && !gone && ` · ${messages.message('comments.edited')}`}
        </Muted>
      </Byline>
      {gone ? (
        <Placeholder part="placeholder">
          {messages.message(item.deleted ? 'comments.deleted' : 'comments.hidden')}
        </Placeholder>
      ) : editing ? (
        <Composer
          label={messages.message('comments.editing')}
          submitLabel={messages.message('comments.save')}
          initialText={commentPlainText(item.content)}
          onSubmit={save}
          onCancel={() => setEditing(false)}
          autoFocus
        />
      ) : (
        <Content part="content">{commentNodes(item.content)}</Content>
      )}
      <div>
        {!gone && !editing && (
          <Actions part="actions">
            <CommentVotes kind={kind} item={item} run={run} busy={busy} />
            {replyAction}
            {own && (
              <TextButton type="button" aria-describedby={nameId} disabled={busy} onClick={() => setEditing(true)}>
                {messages.message('comments.edit')}
              </TextButton>
            )}
            {own && (
              <ConfirmButton
                button={TextButton}
                part="delete"
                aria-describedby={nameId}
                disabled={busy}
                label={messages.message('comments.delete')}
                confirmLabel={messages.message('comments.confirmDelete')}
                onConfirm={remove}
              />
            )}
            {!own && memberId !== null && (
              <ReportAction kind={kind} item={item} describedBy={nameId} run={run} busy={busy} />
            )}
          </Actions>
        )}
        {error && (
          <ErrorLine part="error" role="alert">
            {error}
          </ErrorLine>
        )}
        {children}
      </div>
    </Item>
  );
}
