import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { Hono } from 'hono';
import {
  deleteOwnerPasskey,
  findOwnerPasskey,
  insertOwnerPasskey,
  listOwnerPasskeys,
  renameOwnerPasskey,
} from '../../db/queries/membership/owner-passkeys.ts';
import { recordPasskeyUse } from '../../db/queries/membership/passkey-use.ts';
import { findAppName, findOwnerById } from '../../db/queries/membership/owners.ts';
import { clientIp } from '../../http/client-ip.ts';
import { apiError } from '../../http/errors.ts';
import { afterSignIn, afterWrongCredential, beforeCredentialCheck } from '../../http/rate-limit/sign-in-guard.ts';
import { jsonBody } from '../../http/validate.ts';
import type { MembershipServices } from '../membership-context.ts';
import { answer } from '../http/answer.ts';
import { authenticationOptions, registrationOptions, verifyRegistration } from '../passkeys/ceremonies.ts';
import { passkeyRegistrationBody, passkeyRenameBody, passkeySignInBody } from '../passkeys/credential-body.ts';
import { provePasskeyUse, storeNewPasskey } from '../passkeys/passkey-use.ts';
import { relyingParty } from '../passkeys/relying-party.ts';
import { passkeyView } from '../views/passkey-view.ts';
import { consoleOrigins } from './console-origins.ts';
import type { ConsoleEnv } from './console-context.ts';
import { noteOwnerAudit, ownerAction, ownerRead, recordOwnerEvent } from './owner-audit.ts';
import { ownerSignInChangedMail } from './mails.ts';
import { ownerCeremony } from './owner-passkeys.ts';
import { ownerPresence } from './owner-presence.ts';
import { startOwnerSession } from './owner-sessions.ts';
import { isPasskeyIdShaped } from './path-ids.ts';
import { requireOwner } from './require-owner.ts';
import { answerSession, ownerAttempt } from './signed-in.ts';

const NOT_HERE = () =>
  apiError('passkey-failed', { message: 'This passkey is not an owner passkey here. Sign in another way.' });
const NOT_FOUND = () => apiError('passkey-not-found');

/**
 * Owners' passkeys. A signed-in owner adds them (`POST /passkeys/options`, then `POST /passkeys
 * { credential, name? }`), lists, renames (`PATCH /passkeys/:id { name }`) and removes them (an
 * owner always keeps their password and authenticator, so a passkey is never the last way in); then `POST /sign-in/passkey/options` and
 * `POST /sign-in/passkey { credential }` sign in at once to a signed-in session: a passkey is two
 * factors (the device, and its unlock), so it asks for no second step. Tries count in the
 * account's sign-in budgets as a password does; ceremonies are accepted only from the console's
 * origins, with the members' relying party (WEBAUTHN_RP_ID, else the public URL's host). Adding
 * (its options too, so the owner is asked before the browser's ceremony) and removing one ask for
 * proof that the owner is there past 10 minutes after signing in (owner-presence.ts).
 */
export function passkeyRoutes(services: MembershipServices) {
  const { db, limiter } = services;
  const party = relyingParty(services.config.webauthn, services.publicUrl);
  const origins = consoleOrigins(services.publicUrl, services.config.isProduction);
  const ceremonyFor = async (appId: string) =>
    ownerCeremony(db, party, (await findAppName(db, appId)) ?? appId, origins);
  const signedIn = requireOwner(services);
  const present = ownerPresence(services);

  async function signInWith(credential: AuthenticationResponseJSON, c: Parameters<typeof ownerAttempt>[0]) {
    const passkey = await findOwnerPasskey(db, credential.id);
    const owner = passkey && (await findOwnerById(db, passkey.owner_id));
    if (!passkey || !owner) {
      await limiter.enforce('loginPerIp', clientIp(c));
      throw NOT_HERE();
    }
    const attempt = ownerAttempt(c, owner.email);
    await beforeCredentialCheck(limiter, attempt);
    const signInNote = { action: 'console.sign-in', detail: { method: 'passkey' } };
    let userVerified: boolean;
    try {
      ({ userVerified } = await provePasskeyUse(await ceremonyFor(owner.app_id), passkey, owner.id, credential, (use) =>
        recordPasskeyUse(db, 'ms_owner_passkeys', passkey.id, use),
      ));
    } catch (error) {
      await afterWrongCredential(limiter, attempt);
      await recordOwnerEvent(db, c, owner, signInNote, 400);
      throw error;
    }
    await afterSignIn(limiter, attempt);
    await recordOwnerEvent(db, c, owner, signInNote, 200);
    return {
      owner,
      // A passkey that did not verify its user (a security key without a PIN) is only something held:
      // the owner takes the second step after it, as after a password.
      ...(await startOwnerSession(db, owner, userVerified ? 'active' : 'second-step', {
        origin: c.req.header('origin') ?? '',
        ip: attempt.ip,
      })),
    };
  }

  return new Hono<ConsoleEnv>()
    .post('/sign-in/passkey/options', async (c) => {
      // Asked for whenever the sign-in page shows, before anyone tries anything: limited on its own.
      await limiter.enforce('passkeyOptionsPerIp', clientIp(c));
      return answer(c, { options: await authenticationOptions(ownerCeremony(db, party, '', origins)) });
    })
    .post('/sign-in/passkey', jsonBody(passkeySignInBody), async (c) => {
      const { owner, session, token } = await signInWith(c.get('body').credential, c);
      return answerSession(services, c, owner, session, token);
    })
    .get('/passkeys', signedIn, ownerRead(limiter), async (c) => {
      const rows = await listOwnerPasskeys(db, c.var.owner.id);
      return answer(c, { passkeys: rows.map(passkeyView) });
    })
    .post('/passkeys/options', signedIn, ownerRead(limiter), present, async (c) => {
      const existing = await listOwnerPasskeys(db, c.var.owner.id);
      const options = await registrationOptions(await ceremonyFor(c.var.owner.app_id), c.var.owner, existing);
      return answer(c, { options });
    })
    .post(
      '/passkeys',
      signedIn,
      ownerAction(db, limiter, 'owners.passkey.add'),
      present,
      jsonBody(passkeyRegistrationBody),
      async (c) => {
        const { credential, name = 'Passkey' } = c.get('body');
        const { owner } = c.var;
        const verified = await verifyRegistration(await ceremonyFor(owner.app_id), owner.id, credential);
        const row = { ...verified, owner_id: owner.id, name, created_at: new Date().toISOString(), last_used_at: null };
        noteOwnerAudit(c, { targetType: 'passkey', targetId: row.id, detail: { name } });
        await storeNewPasskey(() => insertOwnerPasskey(db, row));
        const appName = (await findAppName(db, owner.app_id)) ?? owner.app_id;
        await services.mailer.send(ownerSignInChangedMail(owner.email, appName, 'passkey-added', name));
        const stored = await findOwnerPasskey(db, row.id);
        if (!stored) throw NOT_FOUND();
        return answer(c, { passkey: passkeyView(stored) });
      },
    )
    .patch(
      '/passkeys/:id',
      signedIn,
      ownerAction(db, limiter, 'owners.passkey.rename'),
      jsonBody(passkeyRenameBody),
      async (c) => {
        const id = c.req.param('id');
        const { name } = c.get('body');
        noteOwnerAudit(c, {
          targetType: 'passkey',
          targetId: isPasskeyIdShaped(id) ? id : undefined,
          detail: { name },
        });
        if (!isPasskeyIdShaped(id) || !(await renameOwnerPasskey(db, c.var.owner.id, id, name))) throw NOT_FOUND();
        const stored = await findOwnerPasskey(db, id);
        if (!stored) throw NOT_FOUND();
        return answer(c, { passkey: passkeyView(stored) });
      },
    )
    .delete('/passkeys/:id', signedIn, ownerAction(db, limiter, 'owners.passkey.delete'), present, async (c) => {
      const id = c.req.param('id');
      noteOwnerAudit(c, { targetType: 'passkey', targetId: isPasskeyIdShaped(id) ? id : undefined });
      if (!isPasskeyIdShaped(id) || !(await deleteOwnerPasskey(db, c.var.owner.id, id))) throw NOT_FOUND();
      return answer(c, { id, deleted: true });
    });
}
