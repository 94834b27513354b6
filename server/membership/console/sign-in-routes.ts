import { Hono } from 'hono';
import * as v from 'valibot';
import { clearOwnerCode, findAppName, findOwnersByEmail, type OwnerRow } from '../../db/queries/membership/owners.ts';
import { claimOwnerSessionTry } from '../../db/queries/membership/owner-sessions.ts';
import { apiError } from '../../http/errors.ts';
import { boundedText, codeField, idField, passwordField } from '../../http/fields.ts';
import {
  afterSignIn,
  afterWrongCode,
  afterWrongCredential,
  afterWrongSecondStep,
  beforeCodeCheck,
  beforeCodeSend,
  beforeCredentialCheck,
  beforeSecondStepCheck,
} from '../../http/rate-limit/sign-in-guard.ts';
import { jsonBody } from '../../http/validate.ts';
import type { MembershipServices } from '../membership-context.ts';
import { answer } from '../http/answer.ts';
import { verifyNothing, verifyPassword } from '../security/passwords.ts';
import type { ConsoleEnv } from './console-context.ts';
import { ownerCodeMail } from './mails.ts';
import { recordOwnerEvent } from './owner-audit.ts';
import { issueOwnerCode, redeemOwnerCode } from './owner-code.ts';
import {
  advanceSession,
  clearSessionCookie,
  endOwnerSession,
  readSessionCookie,
  SECOND_STEP_TRIES,
  startOwnerSession,
  verifyOwnerSession,
} from './owner-sessions.ts';
import { acceptOwnerTotp } from './owner-two-step.ts';
import { requireOwner } from './require-owner.ts';
import { answerSession, ownerAttempt, ownerEmailField } from './signed-in.ts';

/** `appId` picks the app when one person owns several; without it, the oldest ownership that fits. */
const passwordBody = v.object({ email: ownerEmailField, password: passwordField, appId: v.optional(idField) });
const codeSendBody = v.object({ email: ownerEmailField, appId: v.optional(idField) });
const codeBody = v.object({ email: ownerEmailField, code: codeField, appId: v.optional(idField) });
const secondStepBody = v.object({ code: boundedText(32) });

const isSetUp = (owner: OwnerRow) => owner.password_hash !== null && owner.totp_confirmed_at !== null;

async function ownersOf(services: MembershipServices, email: string, appId: string | undefined, setUp: boolean) {
  const owners = await findOwnersByEmail(services.db, email);
  return owners.filter((owner) => (appId === undefined || owner.app_id === appId) && isSetUp(owner) === setUp);
}

/**
 * Signing in to the console. An owner who is set up signs in with their password, then the code
 * of their authenticator app (`POST /sign-in`, then `POST /second-step`): always both. One not
 * yet set up (the first owner of the configuration, an invitee who did not finish) asks for a
 * code by email and signs in with it (`POST /sign-in/code`, `/sign-in/code/verify`), then sets a
 * password and an authenticator (setup-routes.ts). Each step answers the session (ConsoleSession)
 * and sets the session cookie; every attempt is limited per address and per account as members'
 * sign-ins are (sign-in-guard.ts), and recorded in the audit where it names an owner.
 */
export function signInRoutes(services: MembershipServices) {
  const { db, secret, limiter, hashing, mailer } = services;
  const secure = services.publicUrl.startsWith('https:');
  const origin = (c: { req: { header(name: string): string | undefined } }) => c.req.header('origin') ?? '';

  return new Hono<ConsoleEnv>()
    .post('/sign-in', jsonBody(passwordBody), async (c) => {
      const { email, password, appId } = c.get('body');
      const attempt = ownerAttempt(c, email);
      await beforeCredentialCheck(limiter, attempt);
      const candidates = await ownersOf(services, email, appId, true);
      let owner: OwnerRow | undefined;
      if (candidates.length === 0) await verifyNothing(password, hashing);
      for (const candidate of candidates) {
        if (candidate.password_hash && (await verifyPassword(candidate.password_hash, password, hashing))) {
          owner = candidate;
          break;
        }
      }
      const [named] = candidates;
      if (!owner) {
        await afterWrongCredential(limiter, attempt);
        if (named) await recordOwnerEvent(db, c, named, { action: 'console.password' }, 401);
        throw apiError('invalid-credentials');
      }
      await recordOwnerEvent(db, c, owner, { action: 'console.password' }, 200);
      const { token, session } = await startOwnerSession(db, owner, 'second-step', {
        origin: origin(c),
        ip: attempt.ip,
      });
      return answerSession(services, c, owner, session, token);
    })
    .post('/second-step', requireOwner(services, ['second-step']), jsonBody(secondStepBody), async (c) => {
      const { owner, ownerSession } = c.var;
      const attempt = ownerAttempt(c, owner.email);
      await beforeSecondStepCheck(limiter, attempt);
      if (!(await claimOwnerSessionTry(db, ownerSession.id, SECOND_STEP_TRIES))) {
        await endOwnerSession(db, ownerSession);
        clearSessionCookie(c, { secure });
        throw apiError('second-step-expired');
      }
      if (!(await acceptOwnerTotp(db, secret, owner, c.get('body').code))) {
        await afterWrongSecondStep(limiter, attempt);
        await recordOwnerEvent(db, c, owner, { action: 'console.sign-in' }, 400);
        throw apiError('invalid-second-step-code');
      }
      const signedIn = await advanceSession(db, ownerSession, 'active');
      if (!signedIn) throw apiError('second-step-expired');
      await afterSignIn(limiter, attempt);
      await recordOwnerEvent(db, c, owner, { action: 'console.sign-in', detail: { method: 'password+totp' } }, 200);
      return answerSession(services, c, owner, signedIn.session, signedIn.token);
    })
    .post('/sign-in/code', jsonBody(codeSendBody), async (c) => {
      const { email, appId } = c.get('body');
      await beforeCodeSend(limiter, ownerAttempt(c, email));
      // The same answer whether or not the address is an owner still to be set up; only they get mail.
      const [owner] = await ownersOf(services, email, appId, false);
      if (owner) {
        const { code } = await issueOwnerCode(db, secret, owner.id);
        const appName = (await findAppName(db, owner.app_id)) ?? owner.app_id;
        await mailer.send(ownerCodeMail(owner.email, appName, code));
        await recordOwnerEvent(db, c, owner, { action: 'console.sign-in-code.send' }, 200);
      }
      return answer(c, { sent: true });
    })
    .post('/sign-in/code/verify', jsonBody(codeBody), async (c) => {
      const { email, code, appId } = c.get('body');
      const attempt = ownerAttempt(c, email);
      const { lastChance } = await beforeCodeCheck(limiter, attempt);
      const [owner] = await ownersOf(services, email, appId, false);
      if (!owner || !(await redeemOwnerCode(db, secret, owner.id, code))) {
        await afterWrongCode(limiter, attempt);
        // Past the account's budget of wrong codes a wrong one ends the code, as for members: the
        // owner, who holds the right one, still gets in; a guesser gets one try per code mailed.
        if (owner && lastChance) await clearOwnerCode(db, owner.id);
        if (owner) await recordOwnerEvent(db, c, owner, { action: 'console.sign-in' }, 400);
        throw apiError('invalid-passwordless-login-code', {
          message: 'The code is not correct, or has expired or been tried too often. Ask for a new one.',
        });
      }
      await afterSignIn(limiter, attempt);
      await recordOwnerEvent(db, c, owner, { action: 'console.sign-in', detail: { method: 'email-code' } }, 200);
      const { token, session } = await startOwnerSession(db, owner, 'setup', { origin: origin(c), ip: attempt.ip });
      return answerSession(services, c, owner, session, token);
    })
    .get('/session', requireOwner(services, ['second-step', 'setup', 'active']), (c) =>
      answerSession(services, c, c.var.owner, c.var.ownerSession),
    )
    .post('/sign-out', async (c) => {
      // Answers the same with or without a live session: signing out twice is not an error.
      const check = await verifyOwnerSession(db, readSessionCookie(c));
      if (check.ok) {
        await endOwnerSession(db, check.session);
        await recordOwnerEvent(db, c, check.owner, { action: 'console.sign-out' }, 200);
      }
      clearSessionCookie(c, { secure });
      return answer(c, { signedOut: true });
    });
}
