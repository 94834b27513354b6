import { Hono } from 'hono';
import * as v from 'valibot';
import { revokeOtherOwnerSessions } from '../../db/queries/membership/owner-sessions.ts';
import { findAppName, type OwnerRow, setOwnerPassword } from '../../db/queries/membership/owners.ts';
import { apiError } from '../../http/errors.ts';
import { boundedText, passwordField } from '../../http/fields.ts';
import { afterWrongSecondStep, beforeSecondStepCheck } from '../../http/rate-limit/sign-in-guard.ts';
import { jsonBody } from '../../http/validate.ts';
import type { MembershipServices } from '../membership-context.ts';
import { answer } from '../http/answer.ts';
import { assertAcceptablePassword, hashPassword } from '../security/passwords.ts';
import type { ConsoleEnv } from './console-context.ts';
import { type OwnerSignInChange, ownerSignInChangedMail } from './mails.ts';
import { noteOwnerAudit, ownerAction } from './owner-audit.ts';
import { ownerPresence, proveOwnerPresence, reauthenticationEntry } from './owner-presence.ts';
import { confirmOwnerTotpReenrolment, startOwnerTotpReenrolment } from './owner-two-step.ts';
import { requireOwner } from './require-owner.ts';
import { ownerAttempt } from './signed-in.ts';

const secondStepCode = boundedText(32);
const passwordChangeBody = v.strictObject({ currentPassword: passwordField, newPassword: passwordField });
/** Re-enrolling proves the owner at the keyboard: their password, or a code of the current authenticator. */
const reenrolmentProofBody = v.pipe(
  v.strictObject({ password: v.optional(passwordField), code: v.optional(secondStepCode) }),
  v.check((body) => (body.password === undefined) !== (body.code === undefined), 'give password or code, one of them'),
);
const reenrolmentConfirmBody = v.strictObject({
  enrolment: boundedText(2000),
  code: secondStepCode,
  ...reauthenticationEntry,
});

const WRONG_CODE = () =>
  apiError('invalid-second-step-code', { message: 'The code is not correct. Enter the current code from the app.' });

/**
 * The signed-in owner's own account: `POST /account/password { currentPassword, newPassword }`
 * changes the password (the rules of setup; the current one counted as a sign-in try), and
 * `POST /account/two-step/enrol { password } | { code }` then `POST /account/two-step/confirm
 * { enrolment, code }` move the authenticator to a new app or phone: the current one keeps working
 * until a code of the new one confirms it. The password and the enrolment carry their own proof
 * that the owner is there, which also renews it (owner-presence.ts); the confirmation asks for
 * one past 10 minutes like every sensitive change. Both end the owner's other sessions, since
 * whoever else holds one may be why, and are mailed to the owner; each is audited.
 */
export function accountRoutes(services: MembershipServices) {
  const { db, secret, limiter, hashing, mailer } = services;
  const signedIn = requireOwner(services);
  const present = ownerPresence(services);

  const endOtherSessions = async (c: { var: ConsoleEnv['Variables'] }) => {
    const ended = await revokeOtherOwnerSessions(db, c.var.owner.id, c.var.ownerSession.id, new Date().toISOString());
    noteOwnerAudit(c, { detail: { otherSessionsEnded: ended } });
  };

  const tellOwner = async (owner: OwnerRow, change: OwnerSignInChange) => {
    const appName = (await findAppName(db, owner.app_id)) ?? owner.app_id;
    await mailer.send(ownerSignInChangedMail(owner.email, appName, change));
  };

  return new Hono<ConsoleEnv>()
    .post(
      '/account/password',
      signedIn,
      ownerAction(db, limiter, 'owners.password.change'),
      jsonBody(passwordChangeBody),
      async (c) => {
        const { currentPassword, newPassword } = c.get('body');
        const { owner } = c.var;
        noteOwnerAudit(c, { targetType: 'owner', targetId: owner.id });
        assertAcceptablePassword(newPassword);
        await proveOwnerPresence(services, c, { password: currentPassword });
        await setOwnerPassword(db, owner.id, await hashPassword(newPassword, hashing));
        await endOtherSessions(c);
        await tellOwner(owner, 'password');
        return answer(c, { changed: true, otherSessionsEnded: true });
      },
    )
    .post(
      '/account/two-step/enrol',
      signedIn,
      ownerAction(db, limiter, 'owners.two-step.re-enrol.start'),
      jsonBody(reenrolmentProofBody),
      async (c) => {
        const { password = '', code } = c.get('body');
        const { owner, ownerSession } = c.var;
        noteOwnerAudit(c, { targetType: 'owner', targetId: owner.id, detail: { proof: code ? 'code' : 'password' } });
        await proveOwnerPresence(services, c, code === undefined ? { password } : { code });
        return answer(c, startOwnerTotpReenrolment(secret, owner, ownerSession.id));
      },
    )
    .post(
      '/account/two-step/confirm',
      signedIn,
      ownerAction(db, limiter, 'owners.two-step.re-enrol'),
      present,
      jsonBody(reenrolmentConfirmBody),
      async (c) => {
        const { owner, ownerSession } = c.var;
        const attempt = ownerAttempt(c, owner.email);
        noteOwnerAudit(c, { targetType: 'owner', targetId: owner.id });
        await beforeSecondStepCheck(limiter, attempt);
        const outcome = await confirmOwnerTotpReenrolment(db, secret, owner, ownerSession.id, c.get('body'));
        if (outcome === 'expired') {
          throw apiError('two-step-not-started', {
            message: 'This setup has expired or belongs to another sign-in: start again to get a new QR code.',
          });
        }
        if (outcome === 'wrong-code') {
          await afterWrongSecondStep(limiter, attempt);
          throw WRONG_CODE();
        }
        await endOtherSessions(c);
        await tellOwner(owner, 'authenticator');
        return answer(c, { changed: true, otherSessionsEnded: true });
      },
    );
}
