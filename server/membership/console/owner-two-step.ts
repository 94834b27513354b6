import type { Kysely } from 'kysely';
import { claimOwnerTotpStep, setOwnerPendingTotp, type OwnerRow } from '../../db/queries/membership/owners.ts';
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
