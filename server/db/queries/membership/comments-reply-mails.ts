import { type Kysely, sql } from 'kysely';
import type { Database } from '../../schema.ts';

/** A post and its author, whose replies a mail may be about. */
export interface ReplyMailKey {
  postId: string;
  memberId: string;
}

/**
 * What a mail about the post's replies needs, when its author is still subscribed THREADS_ONLY to
 * its channel and the post is not deleted: the channel, the app's name, the author's address, and
 * when they subscribed (no mail covers replies from before).
 */
export function findReplyMailPost(db: Kysely<Database>, { postId, memberId }: ReplyMailKey) {
  return db
    .selectFrom('ms_comments as c')
    .innerJoin('ms_comment_channels as ch', 'ch.id', 'c.channel_id')
    .innerJoin('ms_apps as a', 'a.id', 'ch.app_id')
    .innerJoin('members as m', 'm.id', 'c.member_id')
    .innerJoin('ms_comment_subscriptions as s', (join) =>
      join.onRef('s.channel_id', '=', 'c.channel_id').onRef('s.member_id', '=', 'c.member_id'),
    )
    .select(['c.channel_id', 'ch.key as channel_key', 'ch.app_id', 'a.name as app_name', 'm.email'])
    .select('s.created_at as subscribed_at')
    .where('c.id', '=', postId)
    .where('c.member_id', '=', memberId)
    .where('c.deleted', '=', 0)
    .where('s.action', '=', 'THREADS_ONLY')
    .executeTakeFirst();
}

/** The last mail about the post's replies: when it went and the newest reply it covered. */
export function findReplyMailState(db: Kysely<Database>, { postId, memberId }: ReplyMailKey) {
  return db
    .selectFrom('ms_comment_reply_mails')
    .select(['sent_at', 'mailed_through'])
    .where('post_id', '=', postId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

export type ReplyMailState = NonNullable<Awaited<ReturnType<typeof findReplyMailState>>>;

/** The visible replies to a post written after `since` by others than its author, oldest first, with their authors' fields. */
export function listRepliesSince(db: Kysely<Database>, { postId, memberId }: ReplyMailKey, since: string) {
  return db
    .selectFrom('ms_comments as c')
    .innerJoin('members as m', 'm.id', 'c.member_id')
    .select(['c.content', 'c.created_at', 'm.custom_fields'])
    .where('c.parent_id', '=', postId)
    .where('c.created_at', '>', since)
    .where('c.member_id', '!=', memberId)
    .where('c.hidden', '=', 0)
    .where('c.deleted', '=', 0)
    .orderBy('c.created_at')
    .orderBy('c.internal_order')
    .execute();
}

/**
 * Claims the mail that covers the replies through `through`: true for the one caller that finds
 * the last mail as it read it (`seen`, or none yet) and at least `quietMs` old; it records now as
 * the last mail and clears the waiting. One statement, so of two instances only one sends.
 */
export async function claimReplyMail(
  db: Kysely<Database>,
  key: ReplyMailKey,
  { seen, through, quietMs, now = new Date() }: { seen?: ReplyMailState; through: string; quietMs: number; now?: Date },
): Promise<boolean> {
  const sentAt = now.toISOString();
  if (!seen) {
    const inserted = await db
      .insertInto('ms_comment_reply_mails')
      .values({
        post_id: key.postId,
        member_id: key.memberId,
        sent_at: sentAt,
        pending_since: null,
        mailed_through: through,
      })
      .onConflict((conflict) => conflict.columns(['post_id', 'member_id']).doNothing())
      .returning('post_id')
      .executeTakeFirst();
    return inserted !== undefined;
  }
  const claimed = await db
    .updateTable('ms_comment_reply_mails')
    .set({ sent_at: sentAt, pending_since: null, mailed_through: through })
    .where('post_id', '=', key.postId)
    .where('member_id', '=', key.memberId)
    .where('sent_at', '=', seen.sent_at)
    .where('sent_at', '<=', new Date(now.getTime() - quietMs).toISOString())
    .executeTakeFirst();
  return claimed.numUpdatedRows > 0n;
}

/** Notes that replies wait for the quiet time to end (the first waiting reply's time is kept). */
export async function keepRepliesWaiting(db: Kysely<Database>, key: ReplyMailKey, now = new Date()): Promise<void> {
  await db
    .updateTable('ms_comment_reply_mails')
    .set({ pending_since: sql<string>`coalesce(pending_since, ${now.toISOString()})` })
    .where('post_id', '=', key.postId)
    .where('member_id', '=', key.memberId)
    .execute();
}

/** Nothing waits any more: the author unsubscribed, or the waiting replies were covered or removed. */
export async function clearRepliesWaiting(db: Kysely<Database>, key: ReplyMailKey): Promise<void> {
  await db
    .updateTable('ms_comment_reply_mails')
    .set({ pending_since: null })
    .where('post_id', '=', key.postId)
    .where('member_id', '=', key.memberId)
    .execute();
}

/** Up to `limit` posts whose authors have replies waiting and whose quiet time is over, longest waiting first. */
export async function listDueReplyMails(
  db: Kysely<Database>,
  quietMs: number,
  limit: number,
  now = new Date(),
): Promise<ReplyMailKey[]> {
  const rows = await db
    .selectFrom('ms_comment_reply_mails')
    .select(['post_id', 'member_id'])
    .where('pending_since', 'is not', null)
    .where('sent_at', '<=', new Date(now.getTime() - quietMs).toISOString())
    .orderBy('pending_since')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ postId: row.post_id, memberId: row.member_id }));
}
