import {
  claimReplyMail,
  clearRepliesWaiting,
  findReplyMailPost,
  findReplyMailState,
  keepRepliesWaiting,
  listRepliesSince,
  type ReplyMailKey,
} from '../../db/queries/membership/comments-reply-mails.ts';
import { errorMessage, logger } from '../../observability/logger.ts';
import type { MembershipServices } from '../membership-context.ts';
import { QUOTED_REPLIES, replyMail } from '../mail/reply-mails.ts';
import { seal } from '../security/sealed.ts';
import { publicAuthor } from './live/comment-item-events.ts';
import { visibleText } from './sanitize-comment.ts';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** The reply as a mail quotes it: its visible text, its entities as the characters they are (the mail escapes them again). */
const plainTextOf = (sanitised: string) =>
  visibleText(sanitised).replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

/** At most one reply mail per post and author in this time: a busy thread is one mail, not fifty. */
export const REPLY_MAIL_QUIET_MS = 10 * 60_000;

export const UNSUBSCRIBE_PURPOSE = 'comment-unsubscribe';
export const UNSUBSCRIBE_PATH = '/membership/comments/unsubscribe';

/** What an unsubscribe link carries, sealed: the channel and the member whose mail it stops. */
export interface UnsubscribeClaim {
  channelId: string;
  memberId: string;
}

/**
 * The one-click link that turns the member's reply mails for the channel off. Sealed with the
 * server secret, so it names no one else, and without an expiry: a mail may be opened months
 * later, and the link can only stop mail.
 */
export function unsubscribeUrl({ publicUrl, secret }: MembershipServices, claim: UnsubscribeClaim): string {
  const token = seal(secret, UNSUBSCRIBE_PURPOSE, claim, null);
  return `${publicUrl}${UNSUBSCRIBE_PATH}?token=${token}`;
}

/**
 * Mails the post's author the replies others wrote since the last mail about it, when they are
 * subscribed to the channel with THREADS_ONLY: at once when no mail about this post went to them
 * in the last 10 minutes, else the replies wait (sendWaitingReplyMails mails them together once
 * the 10 minutes are over). Claimed atomically, so two instances never both send. Runs after a
 * reply is stored, and by the sweep; a failure is logged, never answered: the reply stays stored.
 */
export async function mailRepliesToAuthor(
  services: MembershipServices,
  key: ReplyMailKey,
  now = new Date(),
): Promise<void> {
  const { db } = services;
  try {
    const post = await findReplyMailPost(db, key);
    if (!post) return await clearRepliesWaiting(db, key);
    const seen = await findReplyMailState(db, key);
    if (seen && Date.parse(seen.sent_at) > now.getTime() - REPLY_MAIL_QUIET_MS) {
      return await keepRepliesWaiting(db, key, now);
    }
    const since = latest(seen?.mailed_through, post.subscribed_at);
    const replies = await listRepliesSince(db, key, since);
    const newest = replies.at(-1);
    if (!newest) return await clearRepliesWaiting(db, key);
    if (!(await claimReplyMail(db, key, { seen, through: newest.created_at, quietMs: REPLY_MAIL_QUIET_MS, now }))) {
      // Another instance mailed first; what it did not cover waits for the next mail.
      return await keepRepliesWaiting(db, key, now);
    }
    const quoted = await Promise.all(
      replies.slice(0, QUOTED_REPLIES).map(async (reply) => ({
        replierName: (await publicAuthor(db, post.app_id, reply.custom_fields)).displayName,
        text: plainTextOf(reply.content),
      })),
    );
    const url = unsubscribeUrl(services, { channelId: post.channel_id, memberId: key.memberId });
    await services.mailer.send(
      replyMail(post.email, post.app_name, {
        channelKey: post.channel_key,
        count: replies.length,
        quoted,
        unsubscribeUrl: url,
      }),
    );
  } catch (error) {
    logger.warn({ postId: key.postId, error: errorMessage(error) }, 'A reply mail was not sent');
  }
}

const latest = (a: string | null | undefined, b: string) => (a && a > b ? a : b);
