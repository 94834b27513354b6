import { sql, type Kysely } from 'kysely';
import type { CommentVote, CommentVoteRequest } from '../../../../contract/comment-answers.ts';
import type { Database } from '../../schema.ts';

/**
 * The member's vote on an item (one per member and item; NONE takes it back), then the item's
 * counts recounted from the votes. Each statement commits on its own, so the last recount of two
 * votes at once sees both: the counts never drift from the votes.
 */
export async function setVote(
  db: Kysely<Database>,
  commentId: string,
  memberId: string,
  vote: CommentVoteRequest,
): Promise<void> {
  if (vote === 'NONE') {
    await db
      .deleteFrom('ms_comment_votes')
      .where('comment_id', '=', commentId)
      .where('member_id', '=', memberId)
      .execute();
  } else {
    await db
      .insertInto('ms_comment_votes')
      .values({ comment_id: commentId, member_id: memberId, vote, created_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.columns(['comment_id', 'member_id']).doUpdateSet({ vote }))
      .execute();
  }
  const count = (kind: CommentVote) =>
    sql<number>`(select count(*) from ms_comment_votes where comment_id = ${commentId} and vote = ${kind})`;
  await db
    .updateTable('ms_comments')
    .set({
      up_count: count('UP'),
      down_count: count('DOWN'),
      score: sql<number>`${count('UP')} - ${count('DOWN')}`,
    })
    .where('id', '=', commentId)
    .execute();
}

/** The member's votes among these items, by item id. */
export async function votesOf(
  db: Kysely<Database>,
  memberId: string,
  commentIds: readonly string[],
): Promise<Map<string, CommentVote>> {
  if (commentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('ms_comment_votes')
    .select(['comment_id', 'vote'])
    .where('member_id', '=', memberId)
    .where('comment_id', 'in', commentIds)
    .execute();
  return new Map(rows.map((row) => [row.comment_id, row.vote]));
}
