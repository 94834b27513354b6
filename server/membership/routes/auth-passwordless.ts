import { Hono, type Context } from 'hono';
import { countedSignIn } from '../../observability/metrics.ts';
import * as v from 'valibot';
import { findMemberByEmail, markMemberVerified, normalizeEmail } from '../../db/queries/membership/members.ts';
import { apiError } from '../../http/errors.ts';
import { boundedText, codeField, emailField } from '../../http/fields.ts';
import { jsonBody } from '../../http/validate.ts';
import type { MembershipEnv, MembershipServices } from '../membership-context.ts';
import { answer } from '../http/answer.ts';
import type { requireApp } from '../http/require-app.ts';
import { existingAccountSignupMail, loginCodeMail, noAccountLoginMail, signupCodeMail } from '../mail/code-mails.ts';
import { issueCode } from '../security/codes.ts';
import { answerSignIn } from '../sign-in/finish-sign-in.ts';
import { checkCode } from '../security/code-check.ts';
import { attemptOnAccount, limitCodeSend } from '../security/account-attempts.ts';
import { assertPasswordlessEnabled, passwordlessScope } from './passwordless-code.ts';

const sendBody = v.object({ email: emailField, options: v.optional(v.unknown()) });
const loginBody = v.object({
  email: emailField,
  passwordlessToken: codeField,
  // Sent by @memberstack/dom; not honoured yet: a failed join must not cost the member the code they just used.
  inviteToken: v.optional(v.nullable(boundedText(200))),
  options: v.optional(v.unknown()),
});

type Mail = typeof loginCodeMail;

/**
 * POST /auth/passwordless/login/send and /signup/send, and POST /auth/passwordless/login.
 * Both sends answer the same and mail a code whether or not the address has an account; the
 * mail's words say which, so only the mailbox's owner learns it.
 */
export function passwordlessRoutes(services: MembershipServices, withApp: ReturnType<typeof requireApp>) {
  const { db, secret, mailer } = services;

  async function send<E extends MembershipEnv>(c: Context<E>, address: string, forMember: Mail, forNobody: Mail) {
    assertPasswordlessEnabled(c.var.app);
    const email = normalizeEmail(address);
    await limitCodeSend(services, c, email);
    const member = await findMemberByEmail(db, c.var.app.id, c.var.mode, email);
    const { code } = await issueCode(db, secret, passwordlessScope(c), { email, memberId: member?.id ?? null });
    await mailer.send((member ? forMember : forNobody)(email, c.var.app.name, code));
    return answer(c, { success: true });
  }

  return new Hono<MembershipEnv>()
    .post('/auth/passwordless/login/send', withApp, jsonBody(sendBody), (c) =>
      send(c, c.get('body').email, loginCodeMail, noAccountLoginMail),
    )
    .post('/auth/passwordless/signup/send', withApp, jsonBody(sendBody), (c) =>
      send(c, c.get('body').email, existingAccountSignupMail, signupCodeMail),
    )
    .post('/auth/passwordless/login', withApp, jsonBody(loginBody), async (c) => {
      assertPasswordlessEnabled(c.var.app);
      const { email, passwordlessToken } = c.get('body');
      await countedSignIn(
        'passwordless',
        checkCode(
          services,
          c,
          passwordlessScope(c),
          { code: passwordlessToken, email },
          'invalid-passwordless-login-code',
        ),
      );
      const member = await findMemberByEmail(db, c.var.app.id, c.var.mode, email);
      // The code proved the address is the caller's, so saying there is no account leaks nothing.
      if (!member) throw apiError('member-not-found');
      await markMemberVerified(db, member.id);
      return answerSignIn(services, c, { ...member, verified: 1 }, attemptOnAccount(c, email), 'first');
    });
}
