import { Hono } from 'hono';
import * as v from 'valibot';
import { claimSecondStepTry, takeSecondStepChallenge } from '../../db/queries/membership/second-step-challenges.ts';
import { findMemberById } from '../../db/queries/membership/members.ts';
import { apiError } from '../../http/errors.ts';
import { boundedText } from '../../http/fields.ts';
import { clientIp } from '../../http/client-ip.ts';
import { afterWrongSecondStep, beforeSecondStepCheck } from '../../http/rate-limit/sign-in-guard.ts';
import { jsonBody } from '../../http/validate.ts';
import { hashBearerToken } from '../../security/bearer-tokens.ts';
import type { MembershipEnv, MembershipServices } from '../membership-context.ts';
import type { requireApp } from '../http/require-app.ts';
import { acceptSecondFactor } from '../two-step/factors.ts';
import { answerSignIn } from '../sign-in/finish-sign-in.ts';
import { attemptOnAccount } from '../security/account-attempts.ts';

const body = v.object({ challenge: boundedText(100), code: boundedText(32) });

/**
 * POST /auth/second-step `{ challenge, code }`: finishes a sign-in that answered `secondStep`,
 * with a code from the authenticator app or a backup code, and answers what a password sign-in
 * answers. Each try uses one of the challenge's 5 and counts against the address and the account;
 * past them, or after 5 minutes, the person signs in again.
 */
export function secondStepRoutes(services: MembershipServices, withApp: ReturnType<typeof requireApp>) {
  const { db, secret, limiter } = services;
  return new Hono<MembershipEnv>().post('/auth/second-step', withApp, jsonBody(body), async (c) => {
    const { challenge, code } = c.get('body');
    await limiter.enforce('loginPerIp', clientIp(c));
    const challengeHash = hashBearerToken(challenge);
    const claimed = await claimSecondStepTry(db, challengeHash, new Date().toISOString());
    const member = claimed && (await findMemberById(db, claimed.member_id));
    // A challenge answers only the app and mode its member belongs to, like the member's token.
    if (!member || member.app_id !== c.var.app.id || member.mode !== c.var.mode) throw apiError('second-step-expired');
    const attempt = attemptOnAccount(c, member.email);
    await beforeSecondStepCheck(limiter, attempt);
    if (!(await acceptSecondFactor(db, secret, member.id, code))) {
      await afterWrongSecondStep(limiter, attempt);
      throw apiError('invalid-second-step-code');
    }
    if (!(await takeSecondStepChallenge(db, challengeHash))) throw apiError('second-step-expired');
    return answerSignIn(services, c, member, attempt, 'both');
  });
}
