import type { Kysely } from 'kysely';
import {
  claimOwnerTotpStep,
  replaceOwnerTotp,
  setOwnerPendingTotp,
  type OwnerRow,
} from '../../db/queries/membership/owners.ts';
import type { Database } from '../../db/schema.ts';
import { seal, unseal } from '../security/sealed.ts';
import { newTotpSecret, totpEnrolment, totpStepOf } from '../security/totp.ts';

// Bound to the owner: a sealed secret copied onto another owner's row does not open.
const purpose = (ownerId: string) => `owner-totp-secret:${ownerId}`;

export const sealOwnerTotpSecret = (secret: Buffer, ownerId: string, base32: string) =>
  seal(secret, purpose(ownerId), { base32 }, null);

const unsealOwnerTotpSecret = (secret: Buffer, ownerId: string, sealed: string) =>
  unseal<{ base32: string }>(secret, purpose(ownerId), sealed)?.base32;

/** What the console's authenticator apps show the owner by. */
const ISSUER = 'Chain Forge console';

/** A new authenticator secret for the owner, pending until a first code confirms it (replacing a pending one). */
export async function enrolOwnerTotp(db: Kysely<Database>, secret: Buffer, owner: OwnerRow) {
  const base32 = newTotpSecret();
  await setOwnerPendingTotp(db, owner.id, sealOwnerTotpSecret(secret, owner.id, base32));
  return totpEnrolment(base32, ISSUER, owner.email);
}

/**
 * Whether the code is the owner's authenticator's now (a step either side too), each time step
 * accepted once. `pending`: the secret being set up rather than the confirmed one. Owners have no
 * backup codes: an owner who loses the phone is removed and invited again by another owner.
 */
export async function acceptOwnerTotp(
  db: Kysely<Database>,
  secret: Buffer,
  owner: OwnerRow,
  code: string,
  { pending = false } = {},
): Promise<boolean> {
  if (!owner.totp_secret_sealed || (owner.totp_confirmed_at === null) !== pending) return false;
  const typed = code.trim();
  if (!/^\d{6}$/.test(typed)) return false;
  const base32 = unsealOwnerTotpSecret(secret, owner.id, owner.totp_secret_sealed);
  const step = base32 === undefined ? undefined : totpStepOf(base32, typed);
  return step !== undefined && claimOwnerTotpStep(db, owner.id, step);
}

// The new secret of a re-enrolment travels with the page, sealed to the owner and the session
// that asked, until its first code confirms it: the confirmed one keeps working meanwhile.
const reenrolmentPurpose = (ownerId: string, sessionId: string) => `owner-totp-reenrolment:${ownerId}:${sessionId}`;
const REENROLMENT_TTL_MS = 10 * 60_000;

/** A new authenticator for a signed-in owner: what setup shows, and `enrolment`, to send back with its first code. */
export function startOwnerTotpReenrolment(secret: Buffer, owner: OwnerRow, sessionId: string) {
  const base32 = newTotpSecret();
  const enrolment = seal(secret, reenrolmentPurpose(owner.id, sessionId), { base32 }, REENROLMENT_TTL_MS);
  return { ...totpEnrolment(base32, ISSUER, owner.email), enrolment };
}

/**
 * Confirms a re-enrolment with a code of the new authenticator, which then replaces the old one
 * (whose codes stop working). `expired`: the enrolment is older than 10 minutes, another
 * session's or not ours.
 */
export async function confirmOwnerTotpReenrolment(
  db: Kysely<Database>,
  secret: Buffer,
  owner: OwnerRow,
  sessionId: string,
  { enrolment, code }: { enrolment: string; code: string },
): Promise<'confirmed' | 'expired' | 'wrong-code'> {
  const base32 = unseal<{ base32: string }>(secret, reenrolmentPurpose(owner.id, sessionId), enrolment)?.base32;
  if (base32 === undefined) return 'expired';
  const typed = code.trim();
  const step = /^\d{6}$/.test(typed) ? totpStepOf(base32, typed) : undefined;
  if (step === undefined) return 'wrong-code';
  const sealed = sealOwnerTotpSecret(secret, owner.id, base32);
  await replaceOwnerTotp(db, owner.id, { sealed, confirmedAt: new Date().toISOString(), step });
  return 'confirmed';
}
