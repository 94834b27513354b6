import type { ScopedComment } from '../../db/queries/membership/comments.ts';
import { claimReplyMail, findReplySubscriber } from '../../db/queries/membership/comments-reply-mails.ts';
import { errorMessage, logger } from '../../observability/logger.ts';
import type { MembershipApp } from '../apps.ts';
import type { MembershipServices } from '../env.ts';
import { replyMail } from '../mail/reply-mails.ts';
import { seal } from '../security/sealed.ts';
import { typingName } from './live/comment-item-events.ts';
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
 * After a reply is stored: mails the post's author when they subscribed to the channel with
 * THREADS_ONLY and did not write the reply themselves, unless a mail about this post went to them
 * in the last 10 minutes (claimed atomically, so two instances never both send). The reply is
 * stored whatever happens to its mail: a failure is logged, never answered.
 */
export async function mailReplyToAuthor(
  services: MembershipServices,
  app: MembershipApp,
  post: ScopedComment,
  reply: { memberId: string; customFields: string; content: string },
): Promise<void> {
  if (post.member_id === null || post.member_id === reply.memberId) return;
  try {
    const subscriber = await findReplySubscriber(services.db, post);
    if (!subscriber) return;
    if (!(await claimReplyMail(services.db, post.id, subscriber.member_id, REPLY_MAIL_QUIET_MS))) return;
    const url = unsubscribeUrl(services, { channelId: post.channel_id, memberId: subscriber.member_id });
    await services.mailer.send(
      replyMail(subscriber.email, app.name, {
        channelKey: post.channel_key,
        replierName: await typingName(services.db, app.id, reply.customFields),
        text: plainTextOf(reply.content),
        unsubscribeUrl: url,
      }),
    );
  } catch (error) {
    logger.warn({ postId: post.id, error: errorMessage(error) }, 'A reply mail was not sent');
  }
}
