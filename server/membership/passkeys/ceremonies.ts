import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { MemberRow } from '../../db/queries/membership/members.ts';
import { insertWebauthnChallenge, takeWebauthnChallenge } from '../../db/queries/membership/passkeys.ts';
import type { Database } from '../../db/schema.ts';
import type { MemberMode, MsPasskeysTable, WebauthnPurpose } from '../../db/schema-membership.ts';
import { apiError } from '../../http/errors.ts';
import { errorMessage, logger } from '../../observability/logger.ts';
import type { MembershipApp } from '../apps.ts';
import { readClientData } from './client-data.ts';
import { isPasskeyOrigin, type RelyingParty } from './relying-party.ts';

const CHALLENGE_TTL_MS = 5 * 60_000;

export interface Ceremony {
  db: Kysely<Database>;
  party: RelyingParty;
  app: MembershipApp;
  mode: MemberMode;
}

async function storeChallenge(
  { db, app, mode }: Ceremony,
  challenge: string,
  purpose: WebauthnPurpose,
  memberId: string | null,
) {
  const now = Date.now();
  await insertWebauthnChallenge(
    db,
    {
      challenge,
      purpose,
      app_id: app.id,
      mode,
      member_id: memberId,
      expires_at: new Date(now + CHALLENGE_TTL_MS).toISOString(),
    },
    new Date(now).toISOString(),
  );
}

/**
 * Takes the answered challenge out of the store before anything is verified, so a challenge
 * answers once whatever the outcome, and checks the page's origin. Answers the origin to verify
 * against and the member a registration challenge was issued to.
 */
async function takeChallenge(ceremony: Ceremony, purpose: WebauthnPurpose, clientDataJSON: string) {
  const data = readClientData(clientDataJSON);
  if (!data) throw apiError('passkey-failed');
  const { db, app, mode, party } = ceremony;
  const taken = await takeWebauthnChallenge(
    db,
    data.challenge,
    { purpose, appId: app.id, mode },
    new Date().toISOString(),
  );
  if (!taken) throw apiError('passkey-expired');
  if (!isPasskeyOrigin(party, app, data.origin))
    throw apiError('passkey-failed', {
      message: "Passkeys cannot be used from this page: it is not one of the app's.",
    });
  return { challenge: data.challenge, origin: data.origin, memberId: taken.member_id };
}

/** Options for navigator.credentials.create(): a discoverable credential, user verification preferred. */
export async function registrationOptions(ceremony: Ceremony, member: MemberRow, existing: { id: string }[]) {
  const options = await generateRegistrationOptions({
    rpName: ceremony.app.name,
    rpID: ceremony.party.id,
    userID: new TextEncoder().encode(member.id),
    userName: member.email,
    userDisplayName: member.email,
    attestationType: 'none',
    excludeCredentials: existing.map(({ id }) => ({ id })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    timeout: CHALLENGE_TTL_MS,
  });
  await storeChallenge(ceremony, options.challenge, 'register', member.id);
  return options;
}

/** The new passkey's row, from a verified registration of the member's own challenge. */
export async function verifyRegistration(
  ceremony: Ceremony,
  memberId: string,
  response: RegistrationResponseJSON,
  now: string,
): Promise<Omit<Insertable<MsPasskeysTable>, 'name'>> {
  const {
    challenge,
    origin,
    memberId: issuedTo,
  } = await takeChallenge(ceremony, 'register', response.response.clientDataJSON);
  if (issuedTo !== memberId) throw apiError('passkey-expired');
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: ceremony.party.id,
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!verification?.verified) throw apiError('passkey-failed');
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  return {
    id: credential.id,
    member_id: memberId,
    public_key: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    device_type: credentialDeviceType,
    backed_up: credentialBackedUp ? 1 : 0,
    transports: JSON.stringify(credential.transports ?? response.response.transports ?? []),
    created_at: now,
    last_used_at: null,
  };
}

/** Options for navigator.credentials.get() with no list of credentials: the browser offers the discoverable ones. */
export async function authenticationOptions(ceremony: Ceremony) {
  const options = await generateAuthenticationOptions({
    rpID: ceremony.party.id,
    userVerification: 'preferred',
    timeout: CHALLENGE_TTL_MS,
  });
  await storeChallenge(ceremony, options.challenge, 'authenticate', null);
  return options;
}

export type AssertionOutcome =
  | { ok: true; counter: number; backedUp: boolean }
  | { ok: false; reason: 'invalid' | 'counter-regressed' };

/** Takes the challenge, then checks the assertion against the stored passkey (signature, origin, relying party, counter). */
export async function verifyAssertion(
  ceremony: Ceremony,
  passkey: Pick<Selectable<MsPasskeysTable>, 'id' | 'member_id' | 'public_key' | 'counter' | 'transports'>,
  response: AuthenticationResponseJSON,
): Promise<AssertionOutcome> {
  const { challenge, origin } = await takeChallenge(ceremony, 'authenticate', response.response.clientDataJSON);
  const userHandle = response.response.userHandle;
  if (userHandle !== undefined && Buffer.from(userHandle, 'base64url').toString('utf8') !== passkey.member_id)
    return { ok: false, reason: 'invalid' };
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: ceremony.party.id,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
        counter: Number(passkey.counter),
        transports: JSON.parse(passkey.transports) as string[],
      },
      requireUserVerification: false,
    });
    if (!verified) return { ok: false, reason: 'invalid' };
    return { ok: true, counter: authenticationInfo.newCounter, backedUp: authenticationInfo.credentialBackedUp };
  } catch (error) {
    // The library refuses a counter at or below the stored one: the mark of a cloned authenticator.
    if (/counter/i.test(errorMessage(error))) return { ok: false, reason: 'counter-regressed' };
    logger.info({ passkeyId: passkey.id, error: errorMessage(error) }, 'Passkey assertion refused');
    return { ok: false, reason: 'invalid' };
  }
}
