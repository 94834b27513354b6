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
