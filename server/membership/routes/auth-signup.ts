import { newBearerToken } from '../../security/bearer-tokens.ts';
import { newId } from '../../security/ids.ts';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { listContentGroups, listCustomFields, listPlans } from '../../db/queries/membership/apps.ts';
import { findMemberById, insertFreePlanConnection, insertMember, normalizeEmail } from '../../db/queries/membership/members.ts';
import type { Database } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { apiError } from '../../http/errors.ts';
import { jsonBody } from '../../http/validate.ts';
import type { MembershipEnv, MembershipServices } from '../env.ts';
import { answer } from '../http/answer.ts';
import { clientIp } from '../http/client-ip.ts';
import type { requireApp } from '../http/require-app.ts';
import { assertAcceptablePassword, hashPassword } from '../security/passwords.ts';
import { issueSession, SESSION_TOKEN_PREFIX, SESSION_TTL_DAYS } from '../security/sessions.ts';
import { contentGroupView } from '../views/app-view.ts';
import { authAnswer } from '../views/auth-answer.ts';
import { mailVerificationCode } from '../mail/send-verification.ts';
import { assertPasswordlessEnabled, redeemSignupCode } from './auth-passwordless.ts';
import { emailSubject } from './code-limits.ts';
import { signupBody, type SignupBody } from './signup-body.ts';
import { joinByInviteToken } from '../team-invites.ts';

/** Only the app's fields that the signup form shows; anything else a client sends is dropped. */
async function visibleCustomFields(db: Kysely<Database>, appId: string, given: Record<string, string> | null | undefined) {
  const keys = new Set((await listCustomFields(db, appId)).filter((field) => field.hidden === 0).map((field) => field.key));
  return Object.fromEntries(Object.entries(given ?? {}).filter(([key]) => keys.has(key)));
}

/** Signup may give free plans only; paid ones go through checkout. */
async function freePlanIds(db: Kysely<Database>, appId: string, requested: SignupBody['plans']): Promise<string[]> {
  const wanted = [...new Set((requested ?? []).map((plan) => plan.planId))];
  if (wanted.length === 0) return [];
  const plans = new Map((await listPlans(db, appId)).map(({ plan }) => [plan.id, plan]));
  for (const id of wanted) {
    const plan = plans.get(id);
    if (!plan || plan.status !== 'ACTIVE') throw apiError('plan-not-found', { message: 'A requested plan does not exist in this app.', status: 400 });
    if (plan.is_paid === 1) throw apiError('plan-not-free');
  }
  return wanted;
}

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

const TAKEN = () =>
  apiError('signup-failed');

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
    const customFields = await visibleCustomFields(db, c.var.app.id, body.customFields);
    const planIds = await freePlanIds(db, c.var.app.id, body.plans);
    // Hashed before anything is looked up, so a taken email costs the same time as a new one.
    const passwordHash = password === null ? null : await hashPassword(password);
    if (body.honeypot !== undefined && body.honeypot !== null && body.honeypot !== '') {
      const groups = await listContentGroups(db, c.var.app.id);
      return answer(c, decoyAnswer(body.email, groups.map((group) => contentGroupView(group, new Set()))), 201);
    }

    // After the honeypot, so a bot's signup uses up no code.
    if (passwordless) await redeemSignupCode(services, c, body.email, body.passwordlessToken);

    const id = newId('mem');
    const now = new Date().toISOString();
    try {
      await db.transaction().execute(async (trx) => {
        await insertMember(trx, {
          id,
          appId: c.var.app.id,
          mode: c.var.mode,
          email: body.email,
          passwordHash,
          verified: passwordless,
          customFields,
          metaData: body.metaData ?? {},
          createdAt: now,
        });
        for (const planId of planIds) {
          await insertFreePlanConnection(trx, { id: newId('con'), memberId: id, planId, createdAt: now });
        }
        // In the same transaction: a stale invite or a full team creates no account.
        if (body.inviteToken) await joinByInviteToken(trx, { appId: c.var.app.id, mode: c.var.mode }, body.inviteToken, id);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw TAKEN();
      throw error;
    }
    const member = await findMemberById(db, id);
    if (!member) throw new Error(`Member ${id} vanished right after signup`);
    if (!passwordless) {
      // The account exists either way; a mail that failed can be sent again from the profile.
      await mailVerificationCode(services, c.var.app, c.var.mode, member).catch((error: unknown) =>
        console.error(`Verification mail for ${member.id} failed:`, error));
    }
    const session = await issueSession(db, id);
    return answer(c, await authAnswer(db, member, session), 201);
  });
}
