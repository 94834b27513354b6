import type { Context } from 'hono';
import { insertSecondStepChallenge } from '../../db/queries/membership/second-step-challenges.ts';
import type { MemberRow } from '../../db/queries/membership/members.ts';
import { apiError } from '../../http/errors.ts';
import { afterSignIn, type Attempt } from '../../http/rate-limit/sign-in-guard.ts';
import { hashBearerToken, newBearerToken } from '../../security/bearer-tokens.ts';
import type { MembershipEnv, MembershipServices } from '../env.ts';
import { answer } from '../http/answer.ts';
import { issueSession } from '../security/sessions.ts';
import { authAnswer } from '../views/auth-answer.ts';
import { hasTwoStep } from './factors.ts';
import type { SecondStepRequired } from '../../../elements/core/contract/membership-answers.ts';

/**
 * The header a client sends on a sign-in to say it can show the second step (our widget and
 * no-code runtime do). Memberstack's SDK sends no such thing, and gets `second-factor-required`.
 */
export const SECOND_STEP_HEADER = 'X-Chainforge-Second-Step';

const CHALLENGE_TTL_MS = 5 * 60_000;

/** Signs the member in: a new session, the answer every sign-in gives, and the address recognised. */
export async function signIn<E extends MembershipEnv>(
  { db, limiter }: MembershipServices,
  c: Context<E>,
  member: MemberRow,
  attempt: Attempt,
): Promise<Response> {
  await afterSignIn(limiter, attempt);
  return answer(c, await authAnswer(db, member, await issueSession(db, member.id)));
}

/**
 * After a password or an emailed code proved the first factor. A member without two-step is signed
 * in. With it, a client that can show the second step gets a challenge (5 minutes, 5 tries)
 * that `POST /auth/second-step` finishes; any other client is refused outright, with no session
 * made, so a member is never half signed in.
 */
export async function afterFirstFactor<E extends MembershipEnv>(
  services: MembershipServices,
  c: Context<E>,
  member: MemberRow,
  attempt: Attempt,
): Promise<Response> {
  if (!(await hasTwoStep(services.db, member.id))) return signIn(services, c, member, attempt);
  if (c.req.header(SECOND_STEP_HEADER) !== '1') throw apiError('second-factor-required');
  const challenge = newBearerToken('cf_2s_');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_MS);
  await insertSecondStepChallenge(
    services.db,
    { challenge_hash: hashBearerToken(challenge), member_id: member.id, expires_at: expiresAt.toISOString() },
    now.toISOString(),
  );
  const data: SecondStepRequired = {
    secondStep: { challenge, expiresAt: expiresAt.getTime(), methods: ['totp', 'backup-code'] },
  };
  return answer(c, data);
}
