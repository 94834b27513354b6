import type { MailMessage } from '../../mail/mail-message.ts';
import { renderMail } from '../../mail/templates.ts';

export function ownerCodeMail(to: string, appName: string, code: string): MailMessage {
  return renderMail({
    to,
    subject: `Your ${appName} console sign-in code`,
    heading: 'Your console sign-in code',
    lines: [
      `Enter this code to sign in to the console of ${appName}, then set your password and authenticator app. The code works once, for 10 minutes.`,
    ],
    code,
    footer: "If you didn't ask for this, you can ignore this email: nobody can sign in without the code.",
  });
}

export function ownerInvitationMail(
  to: string,
  appName: string,
  inviter: string,
  link: string,
  days: number,
): MailMessage {
  return renderMail({
    to,
    subject: `You are invited to run ${appName}`,
    heading: `Join ${appName} as an owner`,
    lines: [
      `${inviter} invited you to become an owner of ${appName}: owners manage its members, plans and settings in the console.`,
      `To accept, open this link within ${days} days, choose a password and set up an authenticator app:`,
      link,
    ],
    footer: "If you don't know why you got this, ignore it: the invitation ends by itself.",
  });
}

export type OwnerSignInChange = 'password' | 'authenticator' | 'passkey-added';

const OWNER_CHANGES: Record<OwnerSignInChange, { subject: string; line: string }> = {
  password: {
    subject: 'Your console password was changed',
    line: 'Your password for the console was changed. Every other session of yours was signed out.',
  },
  authenticator: {
    subject: 'Your console authenticator app was changed',
    line: 'Sign-ins now ask for the code of a new authenticator app; the old one no longer works. Every other session of yours was signed out.',
  },
  'passkey-added': {
    subject: 'A passkey was added to your console account',
    line: 'A new passkey can now sign in to the console as you, with no other step.',
  },
};

/**
 * Sent when the way an owner signs in changes: if someone else holding their session made the
 * change, this is how the owner finds out while they can still act.
 */
export function ownerSignInChangedMail(
  to: string,
  appName: string,
  change: OwnerSignInChange,
  detail?: string,
): MailMessage {
  const { subject, line } = OWNER_CHANGES[change];
  return renderMail({
    to,
    subject: `${subject} (${appName})`,
    heading: subject,
    lines: [detail ? `${line} (${detail})` : line],
    footer: `If you did not make this change, ask another owner of ${appName} to remove you and invite you again, at once.`,
  });
}
