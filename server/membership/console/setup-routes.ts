import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { confirmOwnerTotp, findOwnerById, setOwnerPassword } from '../../db/queries/membership/owners.ts';
import { apiError } from '../../http/errors.ts';
import { boundedText, passwordField } from '../../http/fields.ts';
import { afterWrongSecondStep, beforeSecondStepCheck } from '../../http/rate-limit/sign-in-guard.ts';
import { jsonBody } from '../../http/validate.ts';
import type { MembershipServices } from '../membership-context.ts';
import { answer } from '../http/answer.ts';
import { assertAcceptablePassword, hashPassword } from '../security/passwords.ts';
import type { ConsoleEnv } from './console-context.ts';
import { recordOwnerEvent } from './owner-audit.ts';
import { advanceSession } from './owner-sessions.ts';
import { acceptOwnerTotp, enrolOwnerTotp } from './owner-two-step.ts';
import { requireOwner } from './require-owner.ts';
import { answerSession, ownerAttempt } from './signed-in.ts';

const passwordBody = v.object({ password: passwordField });
const codeBody = v.object({ code: boundedText(32) });

/**
 * What an owner signed in by an emailed code or an invitation sets before the console opens: a
 * password (unless they chose one accepting the invitation) and an authenticator app, confirmed
 * with a first code. Once both are set, the session becomes a signed-in one under a new token.
 */
export function setupRoutes(services: MembershipServices) {
  const { db, secret, limiter, hashing } = services;
  const inSetup = requireOwner(services, ['setup']);

  /** The session as it now stands: signed in once the owner has both, still in setup otherwise. */
  async function afterChange<E extends ConsoleEnv>(c: Context<E>): Promise<Response> {
    const owner = await findOwnerById(db, c.var.owner.id);
    if (!owner) throw apiError('owner-sign-in-required');
    if (owner.password_hash === null || owner.totp_confirmed_at === null) {
      return answerSession(services, c, owner, c.var.ownerSession);
    }
    const signedIn = await advanceSession(db, c.var.ownerSession, 'active');
    if (!signedIn) throw apiError('owner-sign-in-required');
    await recordOwnerEvent(db, c, owner, { action: 'console.sign-in', detail: { method: 'setup' } }, 200);
    return answerSession(services, c, owner, signedIn.session, signedIn.token);
  }

  return new Hono<ConsoleEnv>()
    .post('/setup/password', inSetup, jsonBody(passwordBody), async (c) => {
      if (c.var.owner.password_hash !== null) throw apiError('password-already-set');
      const { password } = c.get('body');
      assertAcceptablePassword(password);
      await setOwnerPassword(db, c.var.owner.id, await hashPassword(password, hashing));
      await recordOwnerEvent(db, c, c.var.owner, { action: 'owners.set-password' }, 200);
      return afterChange(c);
    })
    .post('/setup/two-step/enrol', inSetup, async (c) => {
      if (c.var.owner.totp_confirmed_at !== null) throw apiError('two-step-already-on');
      const enrolment = await enrolOwnerTotp(db, secret, c.var.owner);
      await recordOwnerEvent(db, c, c.var.owner, { action: 'owners.two-step.enrol' }, 200);
      return answer(c, enrolment);
    })
    .post('/setup/two-step/confirm', inSetup, jsonBody(codeBody), async (c) => {
      const { owner } = c.var;
      if (owner.totp_confirmed_at !== null) throw apiError('two-step-already-on');
      if (owner.totp_secret_sealed === null) throw apiError('two-step-not-started');
      const attempt = ownerAttempt(c, owner.email);
      await beforeSecondStepCheck(limiter, attempt);
      if (!(await acceptOwnerTotp(db, secret, owner, c.get('body').code, { pending: true }))) {
        await afterWrongSecondStep(limiter, attempt);
        await recordOwnerEvent(db, c, owner, { action: 'owners.two-step.confirm' }, 400);
        throw apiError('invalid-second-step-code', {
          message: 'The code is not correct. Enter the current code from your authenticator app.',
        });
      }
      await confirmOwnerTotp(db, owner.id, new Date().toISOString());
      await recordOwnerEvent(db, c, owner, { action: 'owners.two-step.confirm' }, 200);
      return afterChange(c);
    });
}
