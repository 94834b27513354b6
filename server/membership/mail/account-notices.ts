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

export type SignInChange = 'two-step-on' | 'two-step-off' | 'backup-codes-regenerated' | 'passkey-added';

const CHANGES: Record<SignInChange, { subject: string; line: string }> = {
  'two-step-on': {
    subject: 'Two-step sign-in was turned on',
    line: 'Signing in now also asks for a code from your authenticator app. Every other session was signed out.',
  },
  'two-step-off': {
    subject: 'Two-step sign-in was turned off',
    line: 'Signing in no longer asks for a code from your authenticator app, and your backup codes no longer work.',
  },
  'backup-codes-regenerated': {
    subject: 'New backup codes were made',
    line: 'Your earlier backup codes no longer work; only the new ones do.',
  },
  'passkey-added': {
    subject: 'A passkey was added',
    line: 'A new passkey can now sign in to your account. Every other session was signed out.',
  },
};

/**
 * Sent when the way a member signs in changes: if someone else holding a session made the change,
 * this is how the owner finds out while they can still act.
 */
export function signInChangedMail(to: string, appName: string, change: SignInChange, detail?: string): MailMessage {
  const { subject, line } = CHANGES[change];
  return renderMail({
    to,
    subject: `${subject} on your ${appName} account`,
    heading: subject,
    lines: [
      detail ? `${line} (${detail})` : line,
      `If you did not make this change, reset your password and contact ${appName}'s support at once: someone else may be signed in to your account.`,
    ],
    footer: 'You get this email because this address is the one on the account.',
  });
}
