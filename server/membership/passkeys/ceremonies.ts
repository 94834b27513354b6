import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Kysely, Selectable } from 'kysely';
import { insertWebauthnChallenge, takeWebauthnChallenge } from '../../db/queries/membership/passkeys.ts';
import type { Database } from '../../db/schema.ts';
import type { MemberMode } from '../../db/schema-membership.ts';
import type { MsPasskeysTable, WebauthnPurpose } from '../../db/schema-sign-in-factors.ts';
import { apiError } from '../../http/errors.ts';
import { errorMessage, logger } from '../../observability/logger.ts';
import type { MembershipApp } from '../apps.ts';
import { readClientData } from './client-data.ts';
import { isPasskeyOrigin, type RelyingParty } from './relying-party.ts';

const CHALLENGE_TTL_MS = 5 * 60_000;

/** Where a ceremony's challenges wait for their answer: members' and owners' each have their table. */
export interface ChallengeStore {
  /** `userId`: whom a registration challenge is issued to (null for a sign-in's). */
  store(challenge: string, purpose: WebauthnPurpose, userId: string | null, expiresAt: Date): Promise<void>;
  /** Takes the live challenge out, once; undefined when it is unknown, spent, expired or of another purpose. */
  take(challenge: string, purpose: WebauthnPurpose): Promise<{ userId: string | null } | undefined>;
}

/** Who a ceremony is for: the relying party, its challenges, and the pages it may come from. */
export interface Ceremony {
  party: RelyingParty;
  /** The relying party's name as the browser shows it when a passkey is made. */
  rpName: string;
  challenges: ChallengeStore;
  allowsOrigin(origin: string): boolean;
  /** Why another page is refused, in a person's words. */
  otherOriginMessage: string;
}

/** A member's ceremony: the app's challenges of this mode, from the configured origins or the app's. */
export function memberCeremony(
  db: Kysely<Database>,
  party: RelyingParty,
  app: MembershipApp,
  mode: MemberMode,
): Ceremony {
  return {
    party,
    rpName: app.name,
    challenges: {
      async store(challenge, purpose, userId, expiresAt) {
        const row = {
          challenge,
          purpose,
          app_id: app.id,
          mode,
          member_id: userId,
          expires_at: expiresAt.toISOString(),
        };
        await insertWebauthnChallenge(db, row, new Date().toISOString());
      },
      async take(challenge, purpose) {
        const scope = { purpose, appId: app.id, mode };
        const taken = await takeWebauthnChallenge(db, challenge, scope, new Date().toISOString());
        return taken && { userId: taken.member_id };
      },
    },
    allowsOrigin: (origin) => isPasskeyOrigin(party, app, origin),
    otherOriginMessage: "Passkeys cannot be used from this page: it is not one of the app's.",
  };
}

const storeChallenge = (ceremony: Ceremony, challenge: string, purpose: WebauthnPurpose, userId: string | null) =>
  ceremony.challenges.store(challenge, purpose, userId, new Date(Date.now() + CHALLENGE_TTL_MS));

/**
 * Takes the answered challenge out of the store before anything is verified, so a challenge
 * answers once whatever the outcome, and checks the page's origin. Answers the origin to verify
 * against and the user a registration challenge was issued to.
 */
async function takeChallenge(ceremony: Ceremony, purpose: WebauthnPurpose, clientDataJSON: string) {
  const data = readClientData(clientDataJSON);
  if (!data) throw apiError('passkey-failed');
  const taken = await ceremony.challenges.take(data.challenge, purpose);
  if (!taken) throw apiError('passkey-expired');
  if (!ceremony.allowsOrigin(data.origin)) throw apiError('passkey-failed', { message: ceremony.otherOriginMessage });
  return { challenge: data.challenge, origin: data.origin, userId: taken.userId };
}

/** A verified credential as stored: the same columns for a member's passkey and an owner's. */
export type VerifiedCredential = Pick<
  Selectable<MsPasskeysTable>,
  'id' | 'public_key' | 'counter' | 'device_type' | 'backed_up' | 'transports'
>;

/** Options for navigator.credentials.create(): a discoverable credential, user verification preferred. */
export async function registrationOptions(
  ceremony: Ceremony,
  user: { id: string; email: string },
  existing: { id: string }[],
) {
  const options = await generateRegistrationOptions({
    rpName: ceremony.rpName,
    rpID: ceremony.party.id,
    userID: new TextEncoder().encode(user.id),
    userName: user.email,
    userDisplayName: user.email,
    attestationType: 'none',
    excludeCredentials: existing.map(({ id }) => ({ id })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    timeout: CHALLENGE_TTL_MS,
  });
  await storeChallenge(ceremony, options.challenge, 'register', user.id);
  return options;
}

/** The new passkey, from a verified registration of the user's own challenge. */
export async function verifyRegistration(
  ceremony: Ceremony,
  userId: string,
  response: RegistrationResponseJSON,
): Promise<VerifiedCredential> {
  const {
    challenge,
    origin,
    userId: issuedTo,
  } = await takeChallenge(ceremony, 'register', response.response.clientDataJSON);
  if (issuedTo !== userId) throw apiError('passkey-expired');
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
    public_key: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    device_type: credentialDeviceType,
    backed_up: credentialBackedUp ? 1 : 0,
    transports: JSON.stringify(credential.transports ?? response.response.transports ?? []),
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
  | { ok: true; counter: number; backedUp: boolean; userVerified: boolean }
  | { ok: false; reason: 'invalid' | 'counter-regressed' };

/**
 * Takes the challenge, then checks the assertion against the stored passkey of `userId` (signature,
 * origin, relying party, counter).
 */
export async function verifyAssertion(
  ceremony: Ceremony,
  passkey: Pick<Selectable<MsPasskeysTable>, 'id' | 'public_key' | 'counter' | 'transports'>,
  userId: string,
  response: AuthenticationResponseJSON,
): Promise<AssertionOutcome> {
  const { challenge, origin } = await takeChallenge(ceremony, 'authenticate', response.response.clientDataJSON);
  const userHandle = response.response.userHandle;
  if (userHandle !== undefined && Buffer.from(userHandle, 'base64url').toString('utf8') !== userId)
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
    return {
      ok: true,
      counter: authenticationInfo.newCounter,
      backedUp: authenticationInfo.credentialBackedUp,
      userVerified: authenticationInfo.userVerified,
    };
  } catch (error) {
    // The library refuses a counter at or below the stored one: the mark of a cloned authenticator.
    if (/counter/i.test(errorMessage(error))) return { ok: false, reason: 'counter-regressed' };
    logger.info({ passkeyId: passkey.id, error: errorMessage(error) }, 'Passkey assertion refused');
    return { ok: false, reason: 'invalid' };
  }
}
