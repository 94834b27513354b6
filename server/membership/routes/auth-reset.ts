import { Hono } from 'hono';
import * as v from 'valibot';
import {
  findMemberByEmail,
  findMemberById,
  markMemberVerified,
  normalizeEmail,
  updatePasswordHash,
} from '../../db/queries/membership/members.ts';
import { apiError } from '../../http/errors.ts';
import { codeField, emailField, passwordField } from '../../http/fields.ts';
import { jsonBody } from '../../http/validate.ts';
import type { MembershipEnv, MembershipServices } from '../membership-context.ts';
import { answer } from '../http/answer.ts';
import type { requireApp } from '../http/require-app.ts';
import { noAccountResetMail, resetCodeMail } from '../mail/code-mails.ts';
import { issueCode } from '../security/codes.ts';
import { assertAcceptablePassword, hashPassword } from '../security/passwords.ts';
import { revokeAllSessions } from '../security/sessions.ts';
import { checkCode } from '../security/code-check.ts';
import { attemptOnAccount, emailSubject, limitCodeSend } from '../security/account-attempts.ts';
import { afterSignIn } from '../../http/rate-limit/sign-in-guard.ts';

const SENT = 'If an account uses this email, we have sent it a 6-digit code to reset the password.';

const sendBody = v.object({ email: emailField });
const resetBody = v.object({
  token: codeField,
  newPassword: passwordField,
  // With the email, wrong codes also count against that email's code (5 tries, then it is dead).
  email: v.optional(emailField),
});

/**
 * POST /auth/send-reset-password-email and POST /auth/reset-password (the contract: `{ token,
 * newPassword, email? }`). The send answers the same whether or not the email has an account.
 * A reset by code alone finds the code among all outstanding ones (codes are unique while
 * outstanding), so wrong codes are limited per IP address.
 */
export function resetRoutes(services: MembershipServices, withApp: ReturnType<typeof requireApp>) {
  const { db, secret, mailer, limiter } = services;

  return new Hono<MembershipEnv>()
    .post('/auth/send-reset-password-email', withApp, jsonBody(sendBody), async (c) => {
      const email = normalizeEmail(c.get('body').email);
      await limitCodeSend(services, c, email);
      const member = await findMemberByEmail(db, c.var.app.id, c.var.mode, email);
      if (member) {
        const { code } = await issueCode(
          db,
          secret,
          { appId: c.var.app.id, mode: c.var.mode, purpose: 'reset' },
          { email, memberId: member.id },
        );
        await mailer.send(resetCodeMail(email, c.var.app.name, code));
      } else {
        await mailer.send(noAccountResetMail(email, c.var.app.name));
      }
      // @memberstack/dom answers this call with a message string.
      return answer(c, SENT);
    })
    .post('/auth/reset-password', withApp, jsonBody(resetBody), async (c) => {
      const { token, newPassword, email } = c.get('body');
      // Before the code is used up: a refused password must not cost the member their code.
      assertAcceptablePassword(newPassword);
      const scope = { appId: c.var.app.id, mode: c.var.mode, purpose: 'reset' as const };
      const { memberId } = await checkCode(services, c, scope, { code: token, email }, 'invalid-reset-code');
      const member = memberId === null ? undefined : await findMemberById(db, memberId);
      if (!member) throw apiError('invalid-reset-code');

      const passwordHash = await hashPassword(newPassword, services.hashing);
      // Whoever holds a session may be why the password is being reset.
      await revokeAllSessions(db, member.id, {
        alongside: async (trx) => {
          await updatePasswordHash(trx, member.id, passwordHash);
          // The code came back from the member's mailbox: the address is theirs.
          await markMemberVerified(trx, member.id);
        },
      });
      // Failed sign-ins before the reset (perhaps someone else's) should not hold the owner back.
      await limiter.reset('loginFailuresPerAccount', emailSubject(c, member.email));
      await afterSignIn(limiter, attemptOnAccount(c, member.email));
      return answer(c, {
        success: true,
        message: 'Your password has been reset. Please log in with your new password.',
      });
    });
}
