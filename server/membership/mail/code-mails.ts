import type { MailMessage } from '../../mail/mail-message.ts';
import { renderMail } from '../../mail/templates.ts';

/**
 * The mails that carry a one-time code, and their "no account" twins. Every send endpoint mails
 * something whether or not the email has an account, so neither its answer nor its timing says
 * which; only the owner of the mailbox learns it.
 */

const TEN_MINUTES = 'The code works once, for 10 minutes.';
const IGNORE = "If you didn't ask for this, you can ignore this email.";

export function loginCodeMail(to: string, appName: string, code: string): MailMessage {
  return renderMail({
    to,
    subject: `Your ${appName} sign-in code`,
    heading: 'Your sign-in code',
    lines: [`Enter this code to sign in to ${appName}. ${TEN_MINUTES}`],
    code,
    footer: IGNORE,
  });
}

/** A sign-in code was asked for an address with no account; the same code signs it up. */
export function noAccountLoginMail(to: string, appName: string, code: string): MailMessage {
  return renderMail({
    to,
    subject: `Your ${appName} sign-in code`,
    heading: 'There is no account with this email yet',
    lines: [
      `Someone asked to sign in to ${appName} with this email, but no account uses it. To create one, sign up with this code. ${TEN_MINUTES}`,
    ],
    code,
    footer: IGNORE,
  });
}

export function signupCodeMail(to: string, appName: string, code: string): MailMessage {
  return renderMail({
    to,
    subject: `Your ${appName} sign-up code`,
    heading: 'Confirm your email',
    lines: [`Enter this code to finish signing up to ${appName}. ${TEN_MINUTES}`],
    code,
    footer: IGNORE,
  });
}

/** A sign-up code was asked for an address that has an account; the same code signs it in. */
export function existingAccountSignupMail(to: string, appName: string, code: string): MailMessage {
  return renderMail({
    to,
    subject: `Your ${appName} sign-up code`,
    heading: 'You already have an account',
    lines: [
      `Someone asked to sign up to ${appName} with this email, but it already has an account. To sign in instead, use this code. ${TEN_MINUTES}`,
    ],
    code,
    footer: IGNORE,
  });
}

export function verificationCodeMail(to: string, appName: string, code: string): MailMessage {
  return renderMail({
    to,
    subject: `Verify your email for ${appName}`,
    heading: 'Verify your email',
    lines: [`Enter this code in ${appName} to confirm that this email is yours. ${TEN_MINUTES}`],
    code,
    footer: "If you didn't create an account, you can ignore this email.",
  });
}

/** Asked for by a signed-in member about to change how they sign in, who has no password or authenticator to show. */
export function presenceCodeMail(to: string, appName: string, code: string): MailMessage {
  return renderMail({
    to,
    subject: `Confirm it's you on ${appName}`,
    heading: "Confirm it's you",
    lines: [
      `You are changing how you sign in to ${appName}: your email, a password, a passkey, a connected account or two-step sign-in. Enter this code to confirm it is you. ${TEN_MINUTES}`,
    ],
    code,
    footer:
      "If you didn't ask for this, someone may be using your account: don't share this code, and sign out everywhere from your profile.",
  });
}

export function resetCodeMail(to: string, appName: string, code: string): MailMessage {
  return renderMail({
    to,
    subject: `Reset your ${appName} password`,
    heading: 'Reset your password',
    lines: [
      `Enter this code to choose a new password for ${appName}. ${TEN_MINUTES} Resetting signs you out everywhere.`,
    ],
    code,
    footer: "If you didn't ask for this, you can ignore this email: your password stays as it is.",
  });
}

/** A reset was asked for an address with no account: say so, with nothing to redeem. */
export function noAccountResetMail(to: string, appName: string): MailMessage {
  return renderMail({
    to,
    subject: `Reset your ${appName} password`,
    heading: 'There is no account with this email',
    lines: [
      `Someone asked to reset the ${appName} password of this email, but no account uses it. You may have signed up with another address.`,
    ],
    footer: IGNORE,
  });
}
