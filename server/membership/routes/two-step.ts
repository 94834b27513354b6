import { Hono } from 'hono';
import * as v from 'valibot';
import type { BackupCodesAnswer, TwoStepEnrolment, TwoStepStatus } from '../../../contract/membership-answers.ts';
import { recordSecurityEvent } from '../../db/queries/membership/security-events.ts';
import {
  confirmTotp,
  countUnusedBackupCodes,
  deleteTwoStep,
  findTotp,
  putPendingTotp,
  replaceBackupCodes,
} from '../../db/queries/membership/two-step.ts';
import { apiError } from '../../http/errors.ts';
import { boundedText } from '../../http/fields.ts';
import { jsonBody } from '../../http/validate.ts';
import type { MembershipEnv, MembershipServices } from '../membership-context.ts';
import { answer } from '../http/answer.ts';
import { requireMemberSession } from '../http/member-session.ts';
import type { requireApp } from '../http/require-app.ts';
import { withSignedInMember } from '../http/signed-in-member.ts';
import { signInChangedMail } from '../mail/account-notices.ts';
import { hashBackupCode, newBackupCodes } from '../security/backup-codes.ts';
import { requirePresence } from '../security/presence.ts';
import { revokeOtherSessions } from '../security/sessions.ts';
import { newTotpSecret, totpEnrolment } from '../security/totp.ts';
import { hasTwoStep, sealTotpSecret } from '../two-step/factors.ts';
import { assertMemberCode } from '../two-step/member-code.ts';

const codeBody = v.object({ code: boundedText(32) });

/**
 * Two-step sign-in with an authenticator app, for the signed-in member:
 * - GET /member/two-step: `{ enabled, pending, backupCodesLeft }`.
 * - POST /member/two-step/enrol: a new pending secret, `{ secret, uri, qrSvg }`. Someone else's
 *   authenticator would lock the member out, so this needs the member there (security/presence.ts).
 * - POST /member/two-step/confirm `{ code }`: a first code turns it on; answers 10 backup codes,
 *   once, and signs out every other session (whoever else was signed in now needs the app too).
 * - POST /member/two-step/backup-codes `{ code }`: 10 new backup codes, the old ones void.
 * - POST /member/two-step/off `{ code }`: turns it off.
 * The last two take a current authenticator code or an unused backup code (the phone may be lost).
 * Each change mails the member and goes in their record.
 */
export function twoStepRoutes(services: MembershipServices, withApp: ReturnType<typeof requireApp>) {
  const { db, secret, mailer } = services;
  const withMember = [requireMemberSession(db), withSignedInMember(db)] as const;

  async function freshBackupCodes(memberId: string): Promise<string[]> {
    const codes = newBackupCodes();
    await replaceBackupCodes(
      db,
      memberId,
      codes.map((code) => hashBackupCode(secret, code)),
    );
    return codes;
  }

  return new Hono<MembershipEnv>()
    .get('/member/two-step', withApp, ...withMember, async (c) => {
      const totp = await findTotp(db, c.var.memberId);
      const status: TwoStepStatus = {
        enabled: totp?.confirmed_at != null,
        pending: totp !== undefined && totp.confirmed_at === null,
        backupCodesLeft: totp?.confirmed_at != null ? await countUnusedBackupCodes(db, c.var.memberId) : 0,
      };
      return answer(c, status);
    })
    .post('/member/two-step/enrol', withApp, ...withMember, requirePresence(services), async (c) => {
      if (await hasTwoStep(db, c.var.memberId)) throw apiError('two-step-already-on');
      const base32 = newTotpSecret();
      await putPendingTotp(
        db,
        c.var.memberId,
        sealTotpSecret(secret, c.var.memberId, base32),
        new Date().toISOString(),
      );
      const enrolment: TwoStepEnrolment = totpEnrolment(base32, c.var.app.name, c.var.member.email);
      return answer(c, enrolment);
    })
    .post('/member/two-step/confirm', withApp, ...withMember, jsonBody(codeBody), async (c) => {
      const totp = await findTotp(db, c.var.memberId);
      if (totp?.confirmed_at != null) throw apiError('two-step-already-on');
      if (!totp) throw apiError('two-step-not-started');
      await assertMemberCode(services, c, c.get('body').code, { pending: true });
      if (!(await confirmTotp(db, c.var.memberId, new Date().toISOString()))) throw apiError('two-step-already-on');
      const backupCodes = await freshBackupCodes(c.var.memberId);
      await revokeOtherSessions(db, c.var.memberId, c.var.sessionId);
      await recordSecurityEvent(db, c.var.memberId, 'two-step-on');
      await mailer.send(signInChangedMail(c.var.member.email, c.var.app.name, 'two-step-on'));
      const data: BackupCodesAnswer = { backupCodes, otherSessionsEnded: true };
      return answer(c, data);
    })
    .post('/member/two-step/backup-codes', withApp, ...withMember, jsonBody(codeBody), async (c) => {
      if (!(await hasTwoStep(db, c.var.memberId))) throw apiError('two-step-off');
      await assertMemberCode(services, c, c.get('body').code);
      const backupCodes = await freshBackupCodes(c.var.memberId);
      await recordSecurityEvent(db, c.var.memberId, 'backup-codes-regenerated');
      await mailer.send(signInChangedMail(c.var.member.email, c.var.app.name, 'backup-codes-regenerated'));
      const data: BackupCodesAnswer = { backupCodes, otherSessionsEnded: false };
      return answer(c, data);
    })
    .post('/member/two-step/off', withApp, ...withMember, jsonBody(codeBody), async (c) => {
      if (!(await hasTwoStep(db, c.var.memberId))) throw apiError('two-step-off');
      await assertMemberCode(services, c, c.get('body').code);
      await deleteTwoStep(db, c.var.memberId);
      await recordSecurityEvent(db, c.var.memberId, 'two-step-off');
      await mailer.send(signInChangedMail(c.var.member.email, c.var.app.name, 'two-step-off'));
      const status: TwoStepStatus = { enabled: false, pending: false, backupCodesLeft: 0 };
      return answer(c, status);
    });
}
