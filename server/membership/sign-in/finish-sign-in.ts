import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { insertSecondStepChallenge } from '../../db/queries/membership/second-step-challenges.ts';
import type { MemberRow } from '../../db/queries/membership/members.ts';
import type { Database } from '../../db/schema.ts';
import { apiError } from '../../http/errors.ts';
import { afterSignIn, type Attempt } from '../../http/rate-limit/sign-in-guard.ts';
import { hashBearerToken, newBearerToken } from '../../security/bearer-tokens.ts';
import type { MembershipEnv, MembershipServices } from '../membership-context.ts';
import { answer } from '../http/answer.ts';
import { issueSession } from '../security/sessions.ts';
import { authAnswer } from '../views/auth-answer.ts';
import { hasTwoStep } from '../two-step/factors.ts';
import type { AuthAnswer, SecondStepRequired } from '../../../contract/membership-answers.ts';

/**
 * The header a client sends on a sign-in to say it can show the second step (our widget and
 * no-code runtime do). Memberstack's SDK sends no such thing, and gets `second-factor-required`.
 */
export const SECOND_STEP_HEADER = 'X-Chainforge-Second-Step';

const CHALLENGE_TTL_MS = 5 * 60_000;

/** What a sign-in's first factor leads to: the member signed in, or the second step to take. */
export type FirstFactorOutcome = AuthAnswer | SecondStepRequired;

/** Signs the member in: a new session and the answer every sign-in gives. */
export async function signInMember(db: Kysely<Database>, member: MemberRow): Promise<AuthAnswer> {
  return authAnswer(db, member, await issueSession(db, member.id));
}

/**
 * The one decision every way in makes once something proved the first factor (a password, an
 * emailed code, a provider, a passkey that did not verify its user). A member without two-step is
 * signed in. With it, a client that can show the second step gets a challenge (5 minutes, 5
 * tries) that `POST /auth/second-step` finishes; any other client is refused outright, with no
 * session made, so a member is never half signed in.
 */
export async function afterFirstFactor(
  db: Kysely<Database>,
  member: MemberRow,
  { showsSecondStep }: { showsSecondStep: boolean },
): Promise<FirstFactorOutcome> {
  if (!(await hasTwoStep(db, member.id))) return signInMember(db, member);
  if (!showsSecondStep) throw apiError('second-factor-required');
  const challenge = newBearerToken('cf_2s_');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_MS);
  await insertSecondStepChallenge(
    db,
    { challenge_hash: hashBearerToken(challenge), member_id: member.id, expires_at: expiresAt.toISOString() },
    now.toISOString(),
  );
  return { secondStep: { challenge, expiresAt: expiresAt.getTime(), methods: ['totp', 'backup-code'] } };
}

/**
 * A sign-in request's answer: with `factors: 'both'` (the second step just taken, or a passkey
 * that verified its user) the member is signed in; with one factor the decision above is made,
 * the client's header saying whether it shows the second step. A sign-in makes the address a
 * recognised one for the account's limits.
 */
export async function answerSignIn<E extends MembershipEnv>(
  { db, limiter }: MembershipServices,
  c: Context<E>,
  member: MemberRow,
  attempt: Attempt,
  factors: 'first' | 'both',
): Promise<Response> {
  const outcome =
    factors === 'both'
      ? await signInMember(db, member)
      : await afterFirstFactor(db, member, { showsSecondStep: c.req.header(SECOND_STEP_HEADER) === '1' });
  if ('tokens' in outcome) await afterSignIn(limiter, attempt);
  return answer(c, outcome);
}
