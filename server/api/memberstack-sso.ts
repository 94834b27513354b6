import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { SsoAnswer } from '../../contract/product-answers.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import type { AppEnv } from '../http/app-context.ts';
import { apiError } from '../http/errors.ts';
import { jsonBody } from '../http/validate.ts';
import { clientIp } from '../http/client-ip.ts';
import type { RateLimiter } from '../http/rate-limit/index.ts';
import { verifySession } from '../membership/security/sessions.ts';
import { capSessionApiTokens, issueApiToken } from '../security/api-tokens.ts';
import { bearerChallenge } from '../security/token-refusal.ts';

// Loose on purpose: a missing or odd field is answered with the 401 'Authentication failed: ...'
// rather than a validation error, as the dashboard's single sign-on expects.
const ssoBody = v.object({
  memberstack_user_id: v.optional(v.unknown()),
  token: v.optional(v.unknown()),
});

const failed = (reason: string) =>
  apiError('authentication-failed', {
    message: `Authentication failed: ${reason}`,
    headers: bearerChallenge('membership'),
  });

/**
 * Single sign-on: a live membership session of the member named answers an API token for the
 * product account that member is (the same row, one identity). The token belongs to the session:
 * it expires with it at the latest and ends when it ends (logout, password change, reset). A
 * session keeps its few newest tokens, and exchanges are rate limited per session and per address,
 * so a session cannot mint tokens without bound.
 */
export function ssoRoutes(db: Kysely<Database>, config: Config, limiter: RateLimiter) {
  return new Hono<AppEnv>().post('/memberstack/sso', jsonBody(ssoBody), async (c) => {
    const { memberstack_user_id: memberId, token } = c.get('body');
    if (typeof token !== 'string' || token === '') throw failed('No token received.');
    if (typeof memberId !== 'string' || memberId === '') throw failed('No member id received.');
    await limiter.enforce('ssoPerIp', clientIp(c));
    const session = await verifySession(db, token);
    if (!session.ok)
      throw failed(`The membership token is ${session.reason === 'invalid' ? 'not valid' : session.reason}.`);
    // The same answer as an invalid token would leak which member a stolen token belongs to.
    if (session.memberId !== memberId) throw failed('The membership token does not belong to this member.');
    await limiter.enforce('ssoPerSession', session.sessionId);
    const issued = await issueApiToken(db, memberId, {
      ttlDays: config.apiTokenTtlDays,
      session: { id: session.sessionId, expiresAt: session.expiresAt },
    });
    await capSessionApiTokens(db, session.sessionId);
    const answer: SsoAnswer = { data: { token: issued.token } };
    return c.json(answer, 200, { 'Cache-Control': 'no-store' });
  });
}
