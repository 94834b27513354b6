import type { MailMessage } from '../../mail/mail-message.ts';
import { renderMail } from '../../mail/templates.ts';

/**
 * Shows enough of an address for its owner to recognise it, not enough for whoever reads the
 * old mailbox to learn where the account went: "a•••@example.com".
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/**
 * Sent to the old address when a member's email changes: if someone else holding a session made
 * the change, this is how the owner finds out while they can still act.
 */
export function emailChangedMail(to: string, appName: string, newEmail: string): MailMessage {
  return renderMail({
    to,
    subject: `The email of your ${appName} account was changed`,
    heading: 'Your email address was changed',
    lines: [
      `The email of your ${appName} account is now ${maskEmail(newEmail)}. Codes sent to this address before the change no longer work.`,
      `If you did not make this change, contact ${appName}'s support at once: someone else may be signed in to your account.`,
    ],
    footer: 'You get this email because this address was the one on the account.',
  });
}
