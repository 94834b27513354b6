import type { MailMessage } from '../../mail/mail-message.ts';
import { renderMail } from '../../mail/templates.ts';

/** Characters of a reply a mail quotes: enough to recognise it, the rest is on the page. */
const QUOTED_CHARS = 300;

/** Replies one mail quotes at most; the rest are counted, and the page shows them. */
export const QUOTED_REPLIES = 3;

const quoted = (text: string) => (text.length > QUOTED_CHARS ? `${text.slice(0, QUOTED_CHARS - 1)}…` : text);

/** A reply as a mail quotes it: who wrote it (empty when they have no public name) and its plain text. */
export interface QuotedReply {
  replierName: string;
  text: string;
}

const nameOf = (reply: QuotedReply) => reply.replierName || 'Someone';

/**
 * Sent to a post's author subscribed to its channel's replies (THREADS_ONLY) when others answer
 * it: at most one a post every 10 minutes, the replies of those minutes together in the next one.
 * The link turns these mails off for the channel in one click, and so does a mail client's own
 * Unsubscribe button (RFC 8058: List-Unsubscribe with List-Unsubscribe-Post, which POSTs to the
 * same link).
 */
export function replyMail(
  to: string,
  appName: string,
  mail: { channelKey: string; count: number; quoted: readonly QuotedReply[]; unsubscribeUrl: string },
): MailMessage {
  const { count, channelKey, unsubscribeUrl } = mail;
  const shown = mail.quoted.slice(0, QUOTED_REPLIES);
  const [first] = shown;
  const single = count === 1 && first !== undefined;
  const unshown = count - shown.length;
  const rendered = renderMail({
    to,
    subject: single
      ? `${nameOf(first)} replied to your comment on ${appName}`
      : `${count} new replies to your comment on ${appName}`,
    heading: single ? 'New reply to your comment' : 'New replies to your comment',
    lines: [
      single
        ? `${nameOf(first)} replied to your comment in "${channelKey}":`
        : `${count} new replies to your comment in "${channelKey}":`,
      ...shown.map((reply) => (single ? quoted(reply.text) : `${nameOf(reply)}: ${quoted(reply.text)}`)),
      ...(unshown > 0 ? [`…and ${unshown} more on the page.`] : []),
      'You get at most one email per comment every 10 minutes: replies in between come together in the next one.',
      `To stop emails about replies here, open this link: ${unsubscribeUrl}`,
    ],
    footer: `You get this email because you asked ${appName} to email you replies to your comments.`,
  });
  return {
    ...rendered,
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
