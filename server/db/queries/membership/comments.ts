import { sql, type Kysely, type Selectable } from 'kysely';
import type { ChannelAccess, CommentOrder } from '../../../../contract/comment-answers.ts';
import type { Database } from '../../schema.ts';
import type { MsCommentsTable } from '../../schema-comments.ts';
import type { ChannelScope } from './comments-channels.ts';

export type CommentRow = Selectable<MsCommentsTable>;
/** A post or reply with what its answer shows of the author (null once the author is gone). */
export type CommentWithAuthor = CommentRow & {
  author_custom_fields: string | null;
  author_profile_image: string | null;
  /** 1 when its channel marks owners' replies and an owner of the app wrote it. */
  by_owner: number;
};
/** A post or reply with its channel's key and access, as a lookup by id finds it. */
export type ScopedComment = CommentRow & { channel_key: string; channel_access: ChannelAccess };

/**
 * Written by an owner: the channel marks owners' replies and the author is a member of the app
 * whose verified email is an owner's (an unverified one could be anyone's). Asked only of a
 * marked channel's items, and an app has a handful of owners.
 */
const byOwner = sql<number>`case when ch.owner_replies_marked = 1 and m.verified = 1 and exists (
  select 1 from ms_owners o where o.app_id = ch.app_id and lower(o.email) = lower(m.email)
) then 1 else 0 end`;

const withAuthor = (db: Kysely<Database>) =>
  db
    .selectFrom('ms_comments as c')
    .innerJoin('ms_comment_channels as ch', 'ch.id', 'c.channel_id')
    .leftJoin('members as m', 'm.id', 'c.member_id')
    .selectAll('c')
    .select([
      'm.custom_fields as author_custom_fields',
      'm.profile_image as author_profile_image',
      byOwner.as('by_owner'),
    ]);

export interface PageQuery {
  order: CommentOrder;
  /** The internal_order of the previous page's last item. */
  after: number | undefined;
  limit: number;
}

/**
 * One page of a channel's posts (parentId null) or a post's replies, in `order`, after the cursor.
 * `top` is by score, then newest first; its cursor is the last item's place in that order.
 */
export async function listComments(
  db: Kysely<Database>,
  where: { channelId: string; parentId: string | null },
  page: PageQuery,
): Promise<CommentWithAuthor[]> {
  let query = withAuthor(db).where('c.channel_id', '=', where.channelId);
  query =
    where.parentId === null ? query.where('c.parent_id', 'is', null) : query.where('c.parent_id', '=', where.parentId);
  const { after } = page;
  if (page.order === 'top') {
    if (after !== undefined) {
      // Looked up among the page's own items, so that an index of posts (or of the post's replies) finds it.
      const last = await db
        .selectFrom('ms_comments')
        .select('score')
        .where('channel_id', '=', where.channelId)
        .where('parent_id', where.parentId === null ? 'is' : '=', where.parentId)
        .where('internal_order', '=', after)
        .executeTakeFirst();
      const score = last?.score ?? 0;
      query = query.where((eb) =>
        eb.or([eb('c.score', '<', score), eb.and([eb('c.score', '=', score), eb('c.internal_order', '<', after)])]),
      );
    }
    query = query.orderBy('c.score', 'desc').orderBy('c.internal_order', 'desc');
  } else {
    const newest = page.order === 'newest';
    if (after !== undefined) query = query.where('c.internal_order', newest ? '<' : '>', after);
    query = query.orderBy('c.internal_order', newest ? 'desc' : 'asc');
  }
  return query.limit(page.limit).execute();
}

/** A post or reply of this app and mode, or undefined (another app's or mode's is none). */
export function findComment(
  db: Kysely<Database>,
  scope: ChannelScope,
  commentId: string,
): Promise<ScopedComment | undefined> {
  return db
    .selectFrom('ms_comments as c')
    .innerJoin('ms_comment_channels as ch', 'ch.id', 'c.channel_id')
    .selectAll('c')
    .select(['ch.key as channel_key', 'ch.access as channel_access'])
    .where('c.id', '=', commentId)
    .where('ch.app_id', '=', scope.appId)
    .where('ch.mode', '=', scope.mode)
    .executeTakeFirst();
}

export async function findCommentWithAuthor(
  db: Kysely<Database>,
  commentId: string,
): Promise<CommentWithAuthor | undefined> {
  return withAuthor(db).where('c.id', '=', commentId).executeTakeFirst();
}

export interface NewComment {
  id: string;
  channelId: string;
  parentId: string | null;
  memberId: string;
  content: string;
}

/**
 * Stores a post or reply at the channel's next place, counting it on its channel or post in the
 * same transaction. Claiming the place locks the channel's row until the commit, so places are
 * handed out in commit order and `after` never skips an item.
 */
export async function insertComment(db: Kysely<Database>, comment: NewComment): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { last_order } = await trx
      .updateTable('ms_comment_channels')
      .set((eb) => ({ last_order: eb('last_order', '+', 1) }))
      .where('id', '=', comment.channelId)
      .returning('last_order')
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await trx
      .insertInto('ms_comments')
      .values({
        id: comment.id,
        channel_id: comment.channelId,
        parent_id: comment.parentId,
        internal_order: last_order,
        member_id: comment.memberId,
        content: comment.content,
        created_at: now,
        updated_at: now,
      })
      .execute();
    if (comment.parentId === null) {
      await trx
        .updateTable('ms_comment_channels')
        .set((eb) => ({ post_count: eb('post_count', '+', 1) }))
        .where('id', '=', comment.channelId)
        .execute();
    } else {
      await trx
        .updateTable('ms_comments')
        .set((eb) => ({ reply_count: eb('reply_count', '+', 1) }))
        .where('id', '=', comment.parentId)
        .execute();
    }
  });
}

export async function updateCommentContent(db: Kysely<Database>, commentId: string, content: string): Promise<void> {
  const now = new Date().toISOString();
  await db
    .updateTable('ms_comments')
    .set({ content, updated_at: now, edited_at: now })
    .where('id', '=', commentId)
    .execute();
}

/** What deleting left: the item gone, or a post kept as a placeholder because it has replies. */
export type CommentRemoval = 'removed' | 'placeholder';

/**
 * The author's deletion. A post with replies stays as a placeholder with no content and no
 * author, so its replies stay readable; anything else goes, uncounted from its channel or post. A
 * placeholder whose last reply goes, goes with it.
 */
export async function deleteComment(db: Kysely<Database>, comment: CommentRow): Promise<CommentRemoval> {
  return db.transaction().execute(async (trx) => {
    if (comment.parent_id === null) {
      const kept = await trx
        .updateTable('ms_comments')
        .set({ deleted: 1, content: '', member_id: null, updated_at: new Date().toISOString() })
        .where('id', '=', comment.id)
        .where('reply_count', '>', 0)
        .executeTakeFirst();
      if (Number(kept.numUpdatedRows) > 0) return 'placeholder';
      await removePost(trx, comment.id, comment.channel_id);
      return 'removed';
    }
    await trx.deleteFrom('ms_comments').where('id', '=', comment.id).execute();
    const parent = await trx
      .updateTable('ms_comments')
      .set((eb) => ({ reply_count: eb('reply_count', '-', 1) }))
      .where('id', '=', comment.parent_id)
      .returning(['reply_count', 'deleted'])
      .executeTakeFirst();
    if (parent && parent.reply_count === 0 && parent.deleted === 1) {
      await removePost(trx, comment.parent_id, comment.channel_id);
    }
    return 'removed';
  });
}

async function removePost(trx: Kysely<Database>, postId: string, channelId: string): Promise<void> {
  await trx.deleteFrom('ms_comments').where('id', '=', postId).execute();
  await trx
    .updateTable('ms_comment_channels')
    .set((eb) => ({ post_count: eb('post_count', '-', 1) }))
    .where('id', '=', channelId)
    .execute();
}

/** The app's PUBLIC custom fields in their order: the only ones a comment shows of its author. */
export async function publicCustomFieldKeys(db: Kysely<Database>, appId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('ms_custom_fields')
    .select('key')
    .where('app_id', '=', appId)
    .where('visibility', '=', 'PUBLIC')
    .where('hidden', '=', 0)
    .orderBy('position')
    .orderBy('key')
    .execute();
  return rows.map((row) => row.key);
}
