import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  deleteOwnerPasskey,
  findOwnerPasskey,
  insertOwnerPasskey,
  listOwnerPasskeys,
  recordOwnerPasskeyUse,
} from '../../db/queries/membership/owner-passkeys.ts';
import { findAppName, findOwnerById } from '../../db/queries/membership/owners.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { clientIp } from '../../http/client-ip.ts';
import { apiError } from '../../http/errors.ts';
import { afterSignIn, afterWrongPassword, beforePasswordCheck } from '../../http/rate-limit/sign-in-guard.ts';
import { jsonBody } from '../../http/validate.ts';
import type { MembershipServices } from '../env.ts';
import { answer } from '../http/answer.ts';
import {
  authenticationOptions,
  registrationOptions,
  verifyAssertion,
  verifyRegistration,
} from '../passkeys/ceremonies.ts';
import { authenticationCredential, registrationCredential } from '../passkeys/credential-body.ts';
import { relyingParty } from '../passkeys/relying-party.ts';
import { passkeyView } from '../views/passkey-view.ts';
import { consoleOrigins } from './console-origins.ts';
import type { ConsoleEnv } from './env.ts';
import { noteOwnerAudit, ownerAction, ownerRead, recordOwnerEvent } from './owner-audit.ts';
import { ownerCeremony } from './owner-passkeys.ts';
import { startOwnerSession } from './owner-sessions.ts';
import { isIdShaped } from './path-ids.ts';
import { requireOwner } from './require-owner.ts';
import { answerSession, ownerAttempt } from './signed-in.ts';

const nameField = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'is required'),
  v.maxLength(64, 'must be at most 64 characters'),
);
const registerBody = v.object({ credential: registrationCredential, name: v.optional(nameField) });
const signInBody = v.object({ credential: authenticationCredential });

const NOT_HERE = () =>
  apiError('passkey-failed', { message: 'This passkey is not an owner passkey here. Sign in another way.' });
const COPIED = () =>
  apiError('passkey-failed', {
    message:
      'This passkey was refused: its signature counter went back, the mark of a copied key. Sign in another way and remove it.',
  });

/**
 * Owners' passkeys. A signed-in owner adds them (`POST /passkeys/options`, then `POST /passkeys
 * { credential, name? }`), lists and removes them; then `POST /sign-in/passkey/options` and
 * `POST /sign-in/passkey { credential }` sign in at once to a signed-in session: a passkey is two
 * factors (the device, and its unlock), so it asks for no second step. Tries count in the
 * account's sign-in budgets as a password does; ceremonies are accepted only from the console's
 * origins, with the members' relying party (WEBAUTHN_RP_ID, else the public URL's host).
 */
export function passkeyRoutes(services: MembershipServices) {
  const { db, limiter } = services;
  const party = relyingParty(services.config.webauthn, services.publicUrl);
  const origins = consoleOrigins(services.publicUrl, services.config.isProduction);
  const ceremonyFor = async (appId: string) =>
    ownerCeremony(db, party, (await findAppName(db, appId)) ?? appId, origins);
  const signedIn = requireOwner(services);

  async function signInWith(credential: AuthenticationResponseJSON, c: Parameters<typeof ownerAttempt>[0]) {
    const passkey = await findOwnerPasskey(db, credential.id);
    const owner = passkey && (await findOwnerById(db, passkey.owner_id));
    if (!passkey || !owner) {
      await limiter.enforce('loginPerIp', clientIp(c));
      throw NOT_HERE();
    }
    const attempt = ownerAttempt(c, owner.email);
    await beforePasswordCheck(limiter, attempt);
    const outcome = await verifyAssertion(await ceremonyFor(owner.app_id), passkey, owner.id, credential).catch(
      async (error: unknown) => {
        await afterWrongPassword(limiter, attempt);
        await recordOwnerEvent(db, c, owner, { action: 'console.sign-in', detail: { method: 'passkey' } }, 400);
        throw error;
      },
    );
    const now = new Date().toISOString();
    const used = outcome.ok && (await recordOwnerPasskeyUse(db, passkey.id, { ...outcome, now }));
    if (!used) {
      await afterWrongPassword(limiter, attempt);
      await recordOwnerEvent(db, c, owner, { action: 'console.sign-in', detail: { method: 'passkey' } }, 400);
      // Recorded only while the stored counter is below the new one: losing that race is a copy too.
      throw outcome.ok || outcome.reason === 'counter-regressed' ? COPIED() : apiError('passkey-failed');
    }
    await afterSignIn(limiter, attempt);
    await recordOwnerEvent(db, c, owner, { action: 'console.sign-in', detail: { method: 'passkey' } }, 200);
    return {
      owner,
      ...(await startOwnerSession(db, owner, 'active', { origin: c.req.header('origin') ?? '', ip: attempt.ip })),
    };
  }

  return new Hono<ConsoleEnv>()
    .post('/sign-in/passkey/options', async (c) => {
      // Asked for whenever the sign-in page shows, before anyone tries anything: limited on its own.
      await limiter.enforce('passkeyOptionsPerIp', clientIp(c));
      return answer(c, { options: await authenticationOptions(ownerCeremony(db, party, '', origins)) });
    })
    .post('/sign-in/passkey', jsonBody(signInBody), async (c) => {
      const { owner, session, token } = await signInWith(c.get('body').credential, c);
      return answerSession(services, c, owner, session, token);
    })
    .get('/passkeys', signedIn, ownerRead(limiter), async (c) => {
      const rows = await listOwnerPasskeys(db, c.var.owner.id);
      return answer(c, { passkeys: rows.map(passkeyView) });
    })
    .post('/passkeys/options', signedIn, ownerRead(limiter), async (c) => {
      const existing = await listOwnerPasskeys(db, c.var.owner.id);
      const options = await registrationOptions(await ceremonyFor(c.var.owner.app_id), c.var.owner, existing);
      return answer(c, { options });
    })
    .post('/passkeys', signedIn, ownerAction(db, limiter, 'owners.passkey.add'), jsonBody(registerBody), async (c) => {
      const { credential, name = 'Passkey' } = c.get('body');
      const { owner } = c.var;
      const verified = await verifyRegistration(await ceremonyFor(owner.app_id), owner.id, credential);
      const row = { ...verified, owner_id: owner.id, name, created_at: new Date().toISOString(), last_used_at: null };
      noteOwnerAudit(c, { targetType: 'passkey', targetId: row.id, detail: { name } });
      try {
        await insertOwnerPasskey(db, row);
      } catch (error) {
        if (isUniqueViolation(error))
          throw apiError('passkey-failed', { message: 'This passkey is already registered.' });
        throw error;
      }
      const stored = await findOwnerPasskey(db, row.id);
      if (!stored) throw apiError('passkey-not-found');
      return answer(c, { passkey: passkeyView(stored) });
    })
    .delete('/passkeys/:id', signedIn, ownerAction(db, limiter, 'owners.passkey.delete'), async (c) => {
      const id = c.req.param('id');
      noteOwnerAudit(c, { targetType: 'passkey', targetId: isIdShaped(id) ? id : undefined });
      if (!isIdShaped(id) || !(await deleteOwnerPasskey(db, c.var.owner.id, id))) throw apiError('passkey-not-found');
      return answer(c, { id, deleted: true });
    });
}
