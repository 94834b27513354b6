import type { Kysely } from 'kysely';
import type { Database } from '../../schema.ts';

/** Whom a reply to a post may mail: the post's author, with their address, if subscribed THREADS_ONLY to its channel. */
export function findReplySubscriber(
  db: Kysely<Database>,
  post: { channel_id: string; member_id: string | null },
): Promise<{ member_id: string; email: string } | undefined> {
  return db
    .selectFrom('ms_comment_subscriptions as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .select(['s.member_id', 'm.email'])
    .where('s.channel_id', '=', post.channel_id)
    .where('s.member_id', '=', post.member_id ?? '')
    .where('s.action', '=', 'THREADS_ONLY')
    .executeTakeFirst();
}

/**
 * Claims the one mail about replies to the post the member may get now: true when none was sent
 * in the last `quietMs`, recording now as the last. One statement (an upsert whose update applies
 * only past the quiet time), so of two instances answering two replies at once only one sends.
 */
export async function claimReplyMail(
  db: Kysely<Database>,
  postId: string,
  memberId: string,
  quietMs: number,
  now = new Date(),
): Promise<boolean> {
  const sentAt = now.toISOString();
  const quietSince = new Date(now.getTime() - quietMs).toISOString();
  const claimed = await db
    .insertInto('ms_comment_reply_mails')
    .values({ post_id: postId, member_id: memberId, sent_at: sentAt })
    .onConflict((conflict) =>
      conflict
        .columns(['post_id', 'member_id'])
        .doUpdateSet({ sent_at: sentAt })
        .where('ms_comment_reply_mails.sent_at', '<=', quietSince),
    )
    .returning('post_id')
    .executeTakeFirst();
  return claimed !== undefined;
}
