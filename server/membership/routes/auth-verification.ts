import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import { markMemberVerified } from '../../db/queries/membership/members.ts';
import { apiError } from '../../http/errors.ts';
import { boundedText, codeField } from '../../http/fields.ts';
import { jsonBody, parseOrThrow, parseRequestJson } from '../../http/validate.ts';
import type { MembershipEnv, MembershipServices } from '../membership-context.ts';
import { answer } from '../http/answer.ts';
import { requireMemberSession } from '../http/member-session.ts';
import type { requireApp } from '../http/require-app.ts';
import { withSignedInMember } from '../http/signed-in-member.ts';
import { mailVerificationCode } from '../mail/send-verification.ts';
import { memberView } from '../views/member-view.ts';
import { checkCode } from '../security/code-check.ts';
import { limitCodeSend } from '../security/account-attempts.ts';

/**
 * @memberstack/dom sends `{ origin_domain }`, which a code mail has no use for; curl sends no
 * body. A body that is sent must be exactly that shape, so garbage is refused and mails nothing.
 */
const sendBody = v.strictObject({ origin_domain: v.optional(v.nullable(boundedText(500))) });
const optionalSendBody = createMiddleware(async (c, next) => {
  const text = await c.req.text();
  if (text !== '') {
    const value = parseRequestJson(text);
    // valibot takes an array for an object; this body is never one.
    if (Array.isArray(value)) throw apiError('validation-failed', { message: 'value: must be an object' });
    parseOrThrow(sendBody, value);
  }
  await next();
});

/** @memberstack/dom makes no verify call; this is ours: the code the member got by email. */
const verifyBody = v.object({ code: codeField });

/**
 * POST /auth/send-email-verification (what @memberstack/dom calls) and POST /auth/verify-email
 * { code }, both for the signed-in member: the code is checked against that member's own address.
 */
export function verificationRoutes(services: MembershipServices, withApp: ReturnType<typeof requireApp>) {
  const { db } = services;
  const withMember = [requireMemberSession(db), withSignedInMember(db)] as const;

  return new Hono<MembershipEnv>()
    .post('/auth/send-email-verification', withApp, ...withMember, optionalSendBody, async (c) => {
      const member = c.var.member;
      // Nothing to verify: no mail, and no need to tell the member anything else.
      if (member.verified === 1) return answer(c, { success: true });
      await limitCodeSend(services, c, member.email);
      await mailVerificationCode(services, c.var.app, c.var.mode, member);
      return answer(c, { success: true });
    })
    .post('/auth/verify-email', withApp, ...withMember, jsonBody(verifyBody), async (c) => {
      const member = c.var.member;
      const scope = { appId: c.var.app.id, mode: c.var.mode, purpose: 'verification' as const };
      const redeemed = await checkCode(
        services,
        c,
        scope,
        { code: c.get('body').code, email: member.email },
        'invalid-verification-code',
      );
      // The address's code, but issued to an earlier holder of it: not this member's proof.
      if (redeemed.memberId !== member.id) throw apiError('invalid-verification-code');
      await markMemberVerified(db, member.id);
      return answer(c, await memberView(db, { ...member, verified: 1 }));
    });
}
