import { Hono } from 'hono';
import * as v from 'valibot';
import { plainObject } from '../../http/fields.ts';
import { optionalJsonBody } from '../../http/validate.ts';
import type { MembershipEnv, MembershipServices } from '../membership-context.ts';
import { answer } from '../http/answer.ts';
import { requireMemberSession } from '../http/member-session.ts';
import type { requireApp } from '../http/require-app.ts';
import { withSignedInMember } from '../http/signed-in-member.ts';
import { presenceCodeMail } from '../mail/code-mails.ts';
import { mailVerificationCode } from '../mail/send-verification.ts';
import { limitCodeSend } from '../security/account-attempts.ts';

// valibot's objects take an array; a plain object with no fields is the only body this takes.
const noFields = v.pipe(
  plainObject,
  v.check((body) => Object.keys(body).length === 0, 'must be empty'),
);

/**
 * POST /member/reauthenticate/send-code: mails the signed-in member a code that proves they are
 * there before a sensitive change (`reauthentication: { emailCode }`, security/presence.ts), for
 * members with no password and no authenticator app. Limited as every code mail is. It takes no
 * body: one that is sent must be `{}`, so garbage is refused and mails nothing.
 */
export function reauthenticateRoutes(services: MembershipServices, withApp: ReturnType<typeof requireApp>) {
  const { db } = services;
  return new Hono<MembershipEnv>().post(
    '/member/reauthenticate/send-code',
    withApp,
    requireMemberSession(db),
    withSignedInMember(db),
    optionalJsonBody(noFields),
    async (c) => {
      const member = c.var.member;
      await limitCodeSend(services, c, member.email);
      await mailVerificationCode(services, c.var.app, c.var.mode, member, presenceCodeMail);
      return answer(c, { success: true });
    },
  );
}
