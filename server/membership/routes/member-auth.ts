import { Hono } from 'hono';
import * as v from 'valibot';
import { changeEmail, setFirstPasswordHash } from '../../db/queries/membership/member-updates.ts';
import { normalizeEmail, updatePasswordHash } from '../../db/queries/membership/members.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { apiError } from '../../http/errors.ts';
import { emailField, passwordField } from '../../http/fields.ts';
import { jsonBody } from '../../http/validate.ts';
import type { MembershipEnv, MembershipServices } from '../membership-context.ts';
import { answer } from '../http/answer.ts';
import { attemptOnAccount } from '../security/account-attempts.ts';
import { requireMemberSession } from '../http/member-session.ts';
import type { requireApp } from '../http/require-app.ts';
import { findSignedInMember, withSignedInMember } from '../http/signed-in-member.ts';
import { assertCurrentPassword } from '../security/current-password.ts';
import { confirmPresence, proofInBody, requirePresence } from '../security/presence.ts';
import { assertAcceptablePassword, hashPassword } from '../security/passwords.ts';
import { revokeOtherSessions } from '../security/sessions.ts';
import { memberView } from '../views/member-view.ts';
import { emailChangedMail } from '../mail/account-notices.ts';
import { retireCodesOfMember } from '../../db/queries/membership/codes.ts';

const setPasswordBody = v.object({ password: passwordField });

const memberAuthBody = v.pipe(
  v.object({
    email: v.optional(emailField),
    oldPassword: v.optional(passwordField),
    newPassword: v.optional(passwordField),
  }),
  v.check((body) => body.email !== undefined || body.newPassword !== undefined, 'give email or newPassword'),
);

/**
 * POST /member/set-password (a first password only) and POST /member-auth (email or password).
 * A first password and a new email are each a way to take the account over (the reset link goes
 * to the email), so both need the member there (security/presence.ts): a recent sign-in, or a
 * proof with the request; for an email change, Memberstack's `oldPassword` is such a proof.
 */
export function memberAuthRoutes(services: MembershipServices, withApp: ReturnType<typeof requireApp>) {
  const { db, limiter } = services;
  const withMember = [requireMemberSession(db), withSignedInMember(db)] as const;
  return new Hono<MembershipEnv>()
    .post(
      '/member/set-password',
      withApp,
      ...withMember,
      requirePresence(services),
      jsonBody(setPasswordBody),
      async (c) => {
        const ALREADY = () => apiError('password-already-set');
        if (c.var.member.password_hash !== null) throw ALREADY();
        assertAcceptablePassword(c.get('body').password);
        // Conditional on there still being none, so a parallel request cannot replace a password.
        if (
          !(await setFirstPasswordHash(
            db,
            c.var.memberId,
            await hashPassword(c.get('body').password, services.hashing),
          ))
        )
          throw ALREADY();
        return answer(c, await memberView(db, await findSignedInMember(db, c.var.memberId)));
      },
    )
    .post('/member-auth', withApp, ...withMember, jsonBody(memberAuthBody), async (c) => {
      const { email, oldPassword, newPassword } = c.get('body');
      const member = c.var.member;
      const passwordChecked = newPassword !== undefined && member.password_hash !== null;
      if (newPassword !== undefined) {
        assertAcceptablePassword(newPassword);
        await assertCurrentPassword(services, attemptOnAccount(c, member.email), member.password_hash, oldPassword);
      }
      const newEmail = email !== undefined && normalizeEmail(email) !== member.email ? email : undefined;
      if (newEmail !== undefined) {
        await limiter.enforce('emailChangePerMember', member.id);
        // With a new password, the current one was just checked: proof enough.
        if (!passwordChecked) {
          const proof = (await proofInBody(c)) ?? (oldPassword === undefined ? undefined : { password: oldPassword });
          await confirmPresence(services, c, proof);
        }
      }
      const passwordHash = newPassword === undefined ? undefined : await hashPassword(newPassword, services.hashing);
      try {
        // Both changes or neither: a taken email must not leave the password changed.
        await db.transaction().execute(async (trx) => {
          if (newEmail !== undefined) await changeEmail(trx, member.id, newEmail);
          if (passwordHash !== undefined) await updatePasswordHash(trx, member.id, passwordHash);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw apiError('email-already-in-use');
        throw error;
      }
      // Whoever else holds a session may be why the password is being changed; this device stays.
      if (passwordHash !== undefined) await revokeOtherSessions(db, member.id, c.var.sessionId);
      if (newEmail !== undefined) {
        // A code mailed before the change (a reset code in the old mailbox, say) must not outlive it,
        // and the old address hears of the change, since a session alone was enough to make it.
        const emails = [member.email, normalizeEmail(newEmail)];
        await retireCodesOfMember(
          db,
          { appId: c.var.app.id, mode: c.var.mode, memberId: member.id, emails },
          new Date().toISOString(),
        );
        await services.mailer.send(emailChangedMail(member.email, c.var.app.name, normalizeEmail(newEmail)));
      }
      return answer(c, await memberView(db, await findSignedInMember(db, c.var.memberId)));
    });
}
