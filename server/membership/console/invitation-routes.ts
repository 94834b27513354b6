import { Hono } from 'hono';
import * as v from 'valibot';
import type { OwnerInvitationPreview } from '../../../contract/console-answers.ts';
import {
  acceptOwnerInvitation,
  findOpenOwnerInvitation,
  insertOwnerInvitation,
  listOpenOwnerInvitations,
  revokeOpenInvitationsOf,
  revokeOwnerInvitation,
} from '../../db/queries/membership/owner-invitations.ts';
import {
  findAppName,
  findOwnerByEmail,
  findOwnerById,
  insertOwnerIfMissing,
} from '../../db/queries/membership/owners.ts';
import { clientIp } from '../../http/client-ip.ts';
import { apiError } from '../../http/errors.ts';
import { boundedText, passwordField } from '../../http/fields.ts';
import { beforeCodeSend } from '../../http/rate-limit/sign-in-guard.ts';
import { jsonBody } from '../../http/validate.ts';
import { hashBearerToken, newBearerToken } from '../../security/bearer-tokens.ts';
import { newId } from '../../db/ids.ts';
import type { MembershipServices } from '../membership-context.ts';
import { answer } from '../http/answer.ts';
import { assertAcceptablePassword, hashPassword } from '../security/passwords.ts';
import type { ConsoleEnv } from './console-context.ts';
import { ownerInvitationMail } from './mails.ts';
import { noteOwnerAudit, ownerAction, ownerRead, recordOwnerEvent } from './owner-audit.ts';
import { ownerPresence } from './owner-presence.ts';
import { startOwnerSession } from './owner-sessions.ts';
import { invitationView } from './owner-views.ts';
import { isIdShaped } from './path-ids.ts';
import { requireOwner } from './require-owner.ts';
import { answerSession, ownerEmailField } from './signed-in.ts';

const INVITATION_DAYS = 7;
const TOKEN_PREFIX = 'cf_oi_';
/** Where the invitation link opens: the console's page for it; the token after `#` never reaches a server log. */
export const INVITATION_PAGE = '/console/invitation';

const inviteBody = v.object({ email: ownerEmailField });
const tokenBody = v.object({ token: boundedText(100) });
const acceptBody = v.object({ token: boundedText(100), password: passwordField });

/**
 * Owners invite owners: a single-use link, mailed, valid 7 days (a new invitation to the same
 * address ends the one before). The invitee opens it on the console's page, which shows who is
 * invited where (`/invitations/preview`) and accepts it with a password (`/invitations/accept`):
 * they are then an owner, signed in to set up their authenticator app. Inviting and revoking an
 * invitation ask for proof that the owner is there past 10 minutes after signing in
 * (owner-presence.ts): an invitation is a new owner.
 */
export function invitationRoutes(services: MembershipServices) {
  const { db, limiter, hashing, mailer, publicUrl } = services;
  const signedIn = requireOwner(services);
  const present = ownerPresence(services);

  async function openInvitation(token: string) {
    const invitation = await findOpenOwnerInvitation(db, hashBearerToken(token), new Date().toISOString());
    if (!invitation) throw apiError('invalid-invitation');
    return invitation;
  }

  return new Hono<ConsoleEnv>()
    .get('/invitations', signedIn, ownerRead(limiter), async (c) => {
      const rows = await listOpenOwnerInvitations(db, c.var.owner.app_id, new Date().toISOString());
      return answer(c, { invitations: rows.map(invitationView) });
    })
    .post(
      '/invitations',
      signedIn,
      ownerAction(db, limiter, 'owners.invite'),
      present,
      jsonBody(inviteBody),
      async (c) => {
        const { email } = c.get('body');
        const { owner } = c.var;
        noteOwnerAudit(c, { targetType: 'invitation', detail: { email } });
        if (await findOwnerByEmail(db, owner.app_id, email)) throw apiError('already-owner');
        await beforeCodeSend(limiter, { ip: clientIp(c), account: `console:${email}` });
        const now = new Date();
        await revokeOpenInvitationsOf(db, owner.app_id, email, now.toISOString());
        const token = newBearerToken(TOKEN_PREFIX);
        const row = {
          id: newId('oin'),
          app_id: owner.app_id,
          email,
          token_hash: hashBearerToken(token),
          invited_by: owner.id,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + INVITATION_DAYS * 86_400_000).toISOString(),
        };
        await insertOwnerInvitation(db, row);
        noteOwnerAudit(c, { targetId: row.id });
        const link = `${new URL(publicUrl).origin}${INVITATION_PAGE}#${token}`;
        const appName = (await findAppName(db, owner.app_id)) ?? owner.app_id;
        await mailer.send(ownerInvitationMail(email, appName, owner.email, link, INVITATION_DAYS));
        return answer(c, invitationView({ ...row, accepted_at: null, revoked_at: null }), 201);
      },
    )
    .delete('/invitations/:id', signedIn, ownerAction(db, limiter, 'invitations.revoke'), present, async (c) => {
      const id = c.req.param('id');
      // A path that names no id of ours is recorded without it: PostgreSQL stores no NUL byte.
      noteOwnerAudit(c, { targetType: 'invitation', targetId: isIdShaped(id) ? id : undefined });
      if (!isIdShaped(id) || !(await revokeOwnerInvitation(db, c.var.owner.app_id, id, new Date().toISOString()))) {
        throw apiError('invitation-not-found');
      }
      return answer(c, { id, revoked: true });
    })
    .post('/invitations/preview', jsonBody(tokenBody), async (c) => {
      await limiter.enforce('codeCheckPerIp', clientIp(c));
      const invitation = await openInvitation(c.get('body').token);
      const data: OwnerInvitationPreview = {
        email: invitation.email,
        app: { id: invitation.app_id, name: (await findAppName(db, invitation.app_id)) ?? invitation.app_id },
        expiresAt: invitation.expires_at,
      };
      return answer(c, data);
    })
    .post('/invitations/accept', jsonBody(acceptBody), async (c) => {
      const { token, password } = c.get('body');
      const ip = clientIp(c);
      await limiter.enforce('codeCheckPerIp', ip);
      const invitation = await openInvitation(token);
      assertAcceptablePassword(password);
      if (await findOwnerByEmail(db, invitation.app_id, invitation.email)) throw apiError('already-owner');
      const passwordHash = await hashPassword(password, hashing);
      const now = new Date();
      if (!(await acceptOwnerInvitation(db, invitation.id, now.toISOString()))) throw apiError('invalid-invitation');
      const id = newId('own');
      await insertOwnerIfMissing(db, {
        id,
        app_id: invitation.app_id,
        email: invitation.email,
        password_hash: passwordHash,
        invited_by: invitation.invited_by,
        created_at: now.toISOString(),
      });
      const owner = await findOwnerById(db, id);
      if (!owner) throw apiError('already-owner');
      await recordOwnerEvent(
        db,
        c,
        owner,
        { action: 'owners.accept-invitation', targetType: 'invitation', targetId: invitation.id },
        200,
      );
      const { token: sessionToken, session } = await startOwnerSession(db, owner, 'setup', {
        origin: c.req.header('origin') ?? '',
        ip,
      });
      return answerSession(services, c, owner, session, sessionToken);
    });
}
