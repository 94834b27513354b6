import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { claimTotpStep, findTotp, useBackupCode } from '../../db/queries/membership/two-step.ts';
import { hashBackupCode } from '../security/backup-codes.ts';
import { seal, unseal } from '../security/sealed.ts';
import { totpStepOf } from '../security/totp.ts';

// Bound to the member: a sealed secret copied onto another member's row does not open.
const purpose = (memberId: string) => `totp-secret:${memberId}`;

export const sealTotpSecret = (secret: Buffer, memberId: string, base32: string) =>
  seal(secret, purpose(memberId), { base32 }, null);

export function unsealTotpSecret(secret: Buffer, memberId: string, sealed: string): string | undefined {
  return unseal<{ base32: string }>(secret, purpose(memberId), sealed)?.base32;
}

/** Whether signing in needs a second step: an authenticator app confirmed. */
export async function hasTwoStep(db: Kysely<Database>, memberId: string): Promise<boolean> {
  return (await findTotp(db, memberId))?.confirmed_at != null;
}

/**
 * Whether the code is the member's: six digits are an authenticator code (its time step used at
 * most once, with `pending` the not yet confirmed secret's), anything else a backup code (used
 * once). A right code is used up by this call.
 */
export async function acceptSecondFactor(
  db: Kysely<Database>,
  secret: Buffer,
  memberId: string,
  code: string,
  { pending = false } = {},
): Promise<boolean> {
  const totp = await findTotp(db, memberId);
  if (!totp || (totp.confirmed_at === null) !== pending) return false;
  const typed = code.trim();
  if (/^\d{6}$/.test(typed)) {
    const base32 = unsealTotpSecret(secret, memberId, totp.secret_sealed);
    const step = base32 === undefined ? undefined : totpStepOf(base32, typed);
    return step !== undefined && (await claimTotpStep(db, memberId, step));
  }
  if (pending) return false;
  return useBackupCode(db, memberId, hashBackupCode(secret, typed), new Date().toISOString());
}
