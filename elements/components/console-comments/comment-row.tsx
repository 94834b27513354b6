import { useId } from 'react';
import type { ConsoleComment } from '../../../contract/console-comment-answers';
import { formatCount, formatDateTime } from '../../core/format';
import { DangerAction, OutcomeNote } from '../../kit/console/console-controls';
import { OutlineButton } from '../../kit/ui/button';
import { StatusBadge } from '../../kit/ui/status-badge';
import { commentNodes } from '../../kit/ui/comment-nodes';
import { counted } from './comment-feed';
import { Acts, Badges, Content, Item, ItemFoot, ItemHead, Tally, Where } from './console-comments.styles';
import type { CommentActs } from './use-comment-acts';

const REPLIES = ['reply', 'replies'] as const;

/**
 * One post or reply as an owner judges it: who wrote it (their email links to their member page),
 * where and when, what it says (rebuilt from the comment allowlist as the element does, so nothing
 * of it runs), its state, and the acts on it. Each act's button keeps its place while its label
 * turns (Hide to Restore), so the focus stays on it.
 */
export function CommentRow({
  comment,
  memberHref,
  acts,
}: {
  comment: ConsoleComment;
  memberHref: (memberId: string) => string;
  acts: CommentActs;
}) {
  const headingId = useId();
  const busy = acts.busyOf(comment.id);
  const outcome = acts.outcomeOf(comment.id);
  const { author } = comment;
  const waiting = busy !== undefined || acts.deletion.dialog.busy;
  return (
    <Item
      part="comment"
      aria-labelledby={headingId}
      data-reported={comment.reports > 0 && !comment.hidden ? '' : undefined}
    >
      <ItemHead>
        {author?.displayName ? (
          <>
            <strong id={headingId}>{author.displayName}</strong>
            <a part="author-link" href={memberHref(author.id)}>
              {author.email}
            </a>
          </>
        ) : author ? (
          <strong id={headingId}>
            <a part="author-link" href={memberHref(author.id)}>
              {author.email}
            </a>
          </strong>
        ) : (
          <strong id={headingId}>Deleted post</strong>
        )}
        <Badges>
          {comment.reports > 0 && (
            <StatusBadge $tone="attention">
              Reported {comment.reports === 1 ? 'once' : `${formatCount(comment.reports)} times`}
            </StatusBadge>
          )}
          {comment.hidden && <StatusBadge $tone="neutral">Hidden</StatusBadge>}
          {comment.deleted && <StatusBadge $tone="danger">Deleted</StatusBadge>}
          {author?.banned && <StatusBadge $tone="danger">Author banned</StatusBadge>}
        </Badges>
      </ItemHead>
      <Where>
        <span>
          {comment.kind === 'post' ? 'Post in' : 'Reply in'} <code>{comment.channelKey}</code>
        </span>
        <span aria-hidden="true">·</span>
        <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt)}</time>
        {comment.edited && <span>· edited</span>}
      </Where>
      {comment.deleted ? (
        <Content part="content" data-placeholder="">
          Deleted. Readers see a placeholder so its replies stay readable.
        </Content>
      ) : (
        <Content part="content" data-hidden={comment.hidden ? '' : undefined}>
          {commentNodes(comment.content)}
        </Content>
      )}
      <ItemFoot>
        <Tally>
          {comment.kind === 'post' ? `${counted(comment.replyCount, REPLIES)} · ` : ''}
          {formatCount(comment.likes)} up · {formatCount(comment.dislikes)} down
        </Tally>
        {!comment.deleted && (
          <Acts>
            <OutlineButton
              type="button"
              part="action"
              disabled={waiting}
              aria-busy={busy === 'hide' || busy === 'restore'}
              onClick={() => acts.run(comment, comment.hidden ? 'restore' : 'hide')}
            >
              {comment.hidden ? 'Restore' : 'Hide'}
            </OutlineButton>
            {author && (
              <OutlineButton
                type="button"
                part="action"
                disabled={waiting}
                aria-busy={busy === 'ban' || busy === 'unban'}
                onClick={() => acts.run(comment, author.banned ? 'unban' : 'ban')}
              >
                {author.banned ? 'Unban author' : 'Ban author'}
              </OutlineButton>
            )}
            <DangerAction
              type="button"
              part="danger-action"
              disabled={waiting}
              onClick={() => acts.deletion.ask(comment)}
            >
              Delete
            </DangerAction>
          </Acts>
        )}
      </ItemFoot>
      <OutcomeNote part="outcome" role="status" data-tone={outcome?.tone}>
        {outcome?.text}
      </OutcomeNote>
    </Item>
  );
}
