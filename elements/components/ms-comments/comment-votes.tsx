import type { CommentPost, CommentThread, CommentVote } from '../../../contract/comment-answers';
import type { CommentKind } from '../../core/membership/comments-client';
import { useComments } from './comments-context';
import { TextButton, VisuallyHidden } from './ms-comments.styles';

const ARROWS: Record<CommentVote, string> = { UP: '▲', DOWN: '▼' };

interface CommentVotesProps {
  kind: CommentKind;
  item: CommentPost | CommentThread;
  /** Runs the vote as one of the item's acts (busy, failure in place). */
  run: (act: () => Promise<void>) => Promise<boolean>;
  busy: boolean;
}

/** Up and down with their counts, the reader's own pressed; pressing it again takes it back. */
export function CommentVotes({ kind, item, run, busy }: CommentVotesProps) {
  const { messages, client, memberId, dispatch } = useComments();
  const vote = (choice: CommentVote) =>
    run(async () => {
      const answer = await client.vote<typeof item>(kind, item.id, item.myVote === choice ? 'NONE' : choice);
      dispatch('postId' in answer ? { type: 'reply', reply: answer } : { type: 'post', post: answer });
    });
  const button = (choice: CommentVote, count: number) => (
    <TextButton
      part={`vote-${choice === 'UP' ? 'up' : 'down'}`}
      type="button"
      aria-pressed={item.myVote === choice}
      // A visitor sees the counts; voting is for members.
      disabled={!memberId || busy}
      onClick={() => void vote(choice)}
    >
      <span aria-hidden="true">{ARROWS[choice]}</span>
      <VisuallyHidden>{messages.message(choice === 'UP' ? 'comments.upvote' : 'comments.downvote')}</VisuallyHidden>
      {count}
    </TextButton>
  );
  return (
    <>
      {button('UP', item._count.likedBy)}
      {button('DOWN', item._count.dislikedBy)}
    </>
  );
}
