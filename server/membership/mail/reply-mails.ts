import type { MailMessage } from '../../mail/mail-message.ts';
import { renderMail } from '../../mail/templates.ts';

/** Characters of a reply a mail quotes: enough to recognise it, the rest is on the page. */
const QUOTED_CHARS = 300;

const quoted = (text: string) => (text.length > QUOTED_CHARS ? `${text.slice(0, QUOTED_CHARS - 1)}…` : text);

/**
 * Sent to a post's author subscribed to its channel's replies (THREADS_ONLY) when someone answers
 * it; at most one a post every 10 minutes, so it says there may be more. The link turns these
 * mails off for the channel in one click, and so does a mail client's own Unsubscribe button
 * (RFC 8058: List-Unsubscribe with List-Unsubscribe-Post, which POSTs to the same link).
 */
export function replyMail(
  to: string,
  appName: string,
  reply: { channelKey: string; replierName: string; text: string; unsubscribeUrl: string },
): MailMessage {
  const who = reply.replierName || 'Someone';
  const mail = renderMail({
    to,
    subject: `${who} replied to your comment on ${appName}`,
    heading: 'New reply to your comment',
    lines: [
      `${who} replied to your comment in "${reply.channelKey}":`,
      quoted(reply.text),
      'There may be more replies: you get at most one email per comment every 10 minutes.',
      `To stop emails about replies here, open this link: ${reply.unsubscribeUrl}`,
    ],
    footer: `You get this email because you asked ${appName} to email you replies to your comments.`,
  });
  return {
    ...mail,
    headers: { 'List-Unsubscribe': `<${reply.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
