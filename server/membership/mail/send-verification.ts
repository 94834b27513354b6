import type { MemberRow } from '../../db/queries/membership/members.ts';
import type { MemberMode } from '../../db/schema-membership.ts';
import type { MembershipApp } from '../apps.ts';
import type { MembershipServices } from '../membership-context.ts';
import { issueCode } from '../security/codes.ts';
import type { MailMessage } from '../../mail/mail-message.ts';
import { verificationCodeMail } from './code-mails.ts';

/**
 * Issues a verification code for the member's current email and mails it. Used by signup and by
 * POST /auth/send-email-verification, and with its own words when a code proves the member is
 * there before a sensitive change (it proves the same: the mailbox is theirs); a new send
 * replaces the previous code.
 */
export async function mailVerificationCode(
  { db, secret, mailer }: MembershipServices,
  app: MembershipApp,
  mode: MemberMode,
  member: Pick<MemberRow, 'id' | 'email'>,
  mail: (to: string, appName: string, code: string) => MailMessage = verificationCodeMail,
): Promise<void> {
  const { code } = await issueCode(
    db,
    secret,
    { appId: app.id, mode, purpose: 'verification' },
    { email: member.email, memberId: member.id },
  );
  await mailer.send(mail(member.email, app.name, code));
}
