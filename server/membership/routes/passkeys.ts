import { Hono } from 'hono';
import {
  deletePasskey,
  findPasskey,
  insertPasskey,
  listPasskeys,
  renamePasskey,
} from '../../db/queries/membership/passkeys.ts';
import { recordSecurityEvent } from '../../db/queries/membership/security-events.ts';
import { apiError } from '../../http/errors.ts';
import { jsonBody } from '../../http/validate.ts';
import type { MembershipEnv, MembershipServices } from '../membership-context.ts';
import { answer } from '../http/answer.ts';
import { requireMemberSession } from '../http/member-session.ts';
import type { requireApp } from '../http/require-app.ts';
import { withSignedInMember } from '../http/signed-in-member.ts';
import { signInChangedMail } from '../mail/account-notices.ts';
import { hasAnotherWayIn } from '../members/ways-in.ts';
import { memberCeremony, registrationOptions, verifyRegistration } from '../passkeys/ceremonies.ts';
import { passkeyRegistrationBody, passkeyRenameBody } from '../passkeys/credential-body.ts';
import { storeNewPasskey } from '../passkeys/passkey-use.ts';
import { relyingParty } from '../passkeys/relying-party.ts';
import { requirePresence } from '../security/presence.ts';
import { revokeOtherSessions } from '../security/sessions.ts';
import { passkeyView } from '../views/passkey-view.ts';

const NOT_FOUND = () => apiError('passkey-not-found');

/**
 * The signed-in member's passkeys:
 * - POST /member/passkeys/options: `{ options }` for navigator.credentials.create(). Adding a
 *   passkey is a new way in, so both steps need the member there (security/presence.ts): a recent
 *   sign-in, or a proof with the options.
 * - POST /member/passkeys `{ credential, name? }`: verifies and adds it, answering `{ passkey,
 *   otherSessionsEnded: true }`: every other session ends (whoever else holds one cannot have
 *   added it unseen and stay), and the member is mailed.
 * - GET /member/passkeys: the list. PATCH /member/passkeys/:id `{ name }`: renames one.
 * - DELETE /member/passkeys/:id: removes one, answering the rest; never the last way in.
 * Each change goes in the member's record.
 */
export function passkeyRoutes(services: MembershipServices, withApp: ReturnType<typeof requireApp>) {
  const { db, mailer } = services;
  const party = relyingParty(services.config.webauthn, services.publicUrl);
  const withMember = [requireMemberSession(db), withSignedInMember(db)] as const;
  const present = requirePresence(services);
  const listed = async (memberId: string) => (await listPasskeys(db, memberId)).map(passkeyView);

  return new Hono<MembershipEnv>()
    .post('/member/passkeys/options', withApp, ...withMember, present, async (c) => {
      const ceremony = memberCeremony(db, party, c.var.app, c.var.mode);
      return answer(c, {
        options: await registrationOptions(ceremony, c.var.member, await listPasskeys(db, c.var.memberId)),
      });
    })
    .post('/member/passkeys', withApp, ...withMember, present, jsonBody(passkeyRegistrationBody), async (c) => {
      const { credential, name = 'Passkey' } = c.get('body');
      const ceremony = memberCeremony(db, party, c.var.app, c.var.mode);
      const row = {
        ...(await verifyRegistration(ceremony, c.var.memberId, credential)),
        member_id: c.var.memberId,
        name,
        created_at: new Date().toISOString(),
        last_used_at: null,
      };
      await storeNewPasskey(() => insertPasskey(db, row));
      await revokeOtherSessions(db, c.var.memberId, c.var.sessionId);
      await recordSecurityEvent(db, c.var.memberId, 'passkey-added', { passkeyId: row.id, name });
      await mailer.send(signInChangedMail(c.var.member.email, c.var.app.name, 'passkey-added', name));
      const passkey = await findPasskey(db, row.id);
      if (!passkey) throw NOT_FOUND();
      return answer(c, { passkey: passkeyView(passkey), otherSessionsEnded: true });
    })
    .get('/member/passkeys', withApp, ...withMember, async (c) => answer(c, await listed(c.var.memberId)))
    .patch('/member/passkeys/:id', withApp, ...withMember, jsonBody(passkeyRenameBody), async (c) => {
      const id = c.req.param('id');
      const { name } = c.get('body');
      if (!(await renamePasskey(db, c.var.memberId, id, name))) throw NOT_FOUND();
      await recordSecurityEvent(db, c.var.memberId, 'passkey-renamed', { passkeyId: id, name });
      const passkey = await findPasskey(db, id);
      if (!passkey) throw NOT_FOUND();
      return answer(c, passkeyView(passkey));
    })
    .delete('/member/passkeys/:id', withApp, ...withMember, async (c) => {
      const id = c.req.param('id');
      const passkey = await findPasskey(db, id);
      if (passkey?.member_id !== c.var.memberId) throw NOT_FOUND();
      if (!(await hasAnotherWayIn(db, c.var.member, { passkeyId: id })))
        throw apiError('last-sign-in-method', {
          message:
            'This passkey is your only way to sign in. Set a password or add another passkey before deleting it.',
        });
      if (!(await deletePasskey(db, c.var.memberId, id))) throw NOT_FOUND();
      await recordSecurityEvent(db, c.var.memberId, 'passkey-deleted', { passkeyId: id, name: passkey.name });
      return answer(c, await listed(c.var.memberId));
    });
}
