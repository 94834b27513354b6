import type { Kysely } from 'kysely';
import { insertComment } from '../db/queries/membership/comments.ts';
import type { Database } from '../db/schema.ts';
import { newId } from '../db/ids.ts';

/**
 * `count` replies ('Reply 1', 'Reply 2', ...) under a post, by the post's author, written as the
 * route writes them but past the member's and the address's write limits: a test of a post with
 * more replies than one page holds needs more than either allows in ten minutes.
 */
export async function seedReplies(db: Kysely<Database>, postId: string, count: number): Promise<void> {
  const post = await db
    .selectFrom('ms_comments')
    .select(['channel_id', 'member_id'])
    .where('id', '=', postId)
    .where('parent_id', 'is', null)
    .executeTakeFirstOrThrow();
  if (post.member_id === null) throw new Error(`seedReplies: post ${postId} has no author`);
  const kind = postId.startsWith('cmt_sb_') ? 'cmt_sb' : 'cmt';
  for (let index = 1; index <= count; index += 1) {
    await insertComment(db, {
      id: newId(kind),
      channelId: post.channel_id,
      parentId: postId,
      memberId: post.member_id,
      content: `<p>Reply ${index}</p>`,
    });
  }
}
