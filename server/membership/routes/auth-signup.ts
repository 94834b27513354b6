import { Hono } from 'hono';
import { errorMessage, logger } from '../../observability/logger.ts';
import { listContentGroups } from '../../db/queries/membership/apps.ts';
import { normalizeEmail } from '../../db/queries/membership/members.ts';
import { apiError } from '../../http/errors.ts';
import { newBearerToken } from '../../security/bearer-tokens.ts';
import { newId } from '../../db/ids.ts';
import { jsonBody } from '../../http/validate.ts';
import type { MembershipEnv, MembershipServices } from '../membership-context.ts';
import { answer } from '../http/answer.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { requireApp } from '../http/require-app.ts';
import { assertAcceptablePassword, hashPassword } from '../security/passwords.ts';
import { issueSession, SESSION_TOKEN_PREFIX, SESSION_TTL_DAYS } from '../security/sessions.ts';
import { contentGroupView } from '../views/app-view.ts';
import { authAnswer } from '../views/auth-answer.ts';
import { mailVerificationCode } from '../mail/send-verification.ts';
import { admitNewMember, createMember } from '../members/create-member.ts';
import { assertPasswordlessEnabled, redeemSignupCode } from './passwordless-code.ts';
import { emailSubject } from '../security/account-attempts.ts';
import { signupBody } from './signup-body.ts';
import { joinByInviteToken } from '../team-invites.ts';

/** What a filled honeypot gets: a success that created nothing, so the bot learns nothing. */
function decoyAnswer(email: string, contentGroups: ReturnType<typeof contentGroupView>[]) {
  const now = new Date();
  return {
    member: {
      id: newId('mem'),
      verified: false,
      profileImage: null,
      auth: { email: normalizeEmail(email), hasPassword: true, providers: [] },
      loginRedirect: '/',
      stripeCustomerId: null,
      createdAt: now.toISOString(),
      metaData: {},
      customFields: {},
      permissions: [],
      planConnections: [],
      teams: { ownedTeams: [], joinedTeams: [] },
    },
    tokens: {
      accessToken: newBearerToken(SESSION_TOKEN_PREFIX),
      expires: now.getTime() + SESSION_TTL_DAYS * 86_400_000,
      type: 'bearer' as const,
    },
    redirect: '/',
    contentGroups,
  };
}

/** A password signup's password, held to the password rules. */
function acceptablePassword(password: string | undefined): string {
  if (password === undefined) throw apiError('validation-failed', { message: 'password: is required' });
  assertAcceptablePassword(password);
  return password;
}

/**
 * POST /auth/signup with a password, or with the emailed code (?isPasswordless=true, see
 * auth-passwordless.ts). A password signup is mailed a verification code.
 */
export function signupRoutes(services: MembershipServices, withApp: ReturnType<typeof requireApp>) {
  const { db, limiter, captcha } = services;
  return new Hono<MembershipEnv>().post('/auth/signup', withApp, jsonBody(signupBody), async (c) => {
    const body = c.get('body');
    await limiter.enforce('signupPerIp', clientIp(c));
    await limiter.enforce('signupPerEmail', emailSubject(c, body.email));
    const passwordless = c.req.query('isPasswordless') === 'true';
    if (passwordless) assertPasswordlessEnabled(c.var.app);
    const password = passwordless ? null : acceptablePassword(body.password);
    if (c.var.app.captchaRequired && !(body.captchaToken && (await captcha.verify(body.captchaToken, clientIp(c))))) {
      throw apiError('invalid-captcha');
    }
    const start = await admitNewMember(db, c.var.app.id, {
      customFields: body.customFields,
      planIds: body.plans?.map((plan) => plan.planId),
    });
    // Hashed before anything is looked up, so a taken email costs the same time as a new one.
    const passwordHash = password === null ? null : await hashPassword(password, services.hashing);
    if (body.honeypot !== undefined && body.honeypot !== null && body.honeypot !== '') {
      const groups = await listContentGroups(db, c.var.app.id);
      return answer(
        c,
        decoyAnswer(
          body.email,
          groups.map((group) => contentGroupView(group, new Set())),
        ),
        201,
      );
    }

    // After the honeypot, so a bot's signup uses up no code.
    if (passwordless) await redeemSignupCode(services, c, body.email, body.passwordlessToken);

    const { app, mode } = c.var;
    const { inviteToken } = body;
    const member = await createMember(
      db,
      start,
      { mode, email: body.email, passwordHash, verified: passwordless, metaData: body.metaData ?? {} },
      // A stale invite or a full team creates no account.
      {
        alongside: inviteToken
          ? (trx, memberId) => joinByInviteToken(trx, { appId: app.id, mode }, inviteToken, memberId)
          : undefined,
      },
    );
    if (!passwordless) {
      // The account exists either way; a mail that failed can be sent again from the profile.
      await mailVerificationCode(services, c.var.app, c.var.mode, member).catch((error: unknown) =>
        logger.warn({ memberId: member.id, error: errorMessage(error) }, 'Verification mail failed'),
      );
    }
    const session = await issueSession(db, member.id);
    return answer(c, await authAnswer(db, member, session), 201);
  });
}
