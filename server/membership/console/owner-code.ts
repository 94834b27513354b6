import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { claimOwnerCodeTry, consumeOwnerCode, setOwnerCode } from '../../db/queries/membership/owners.ts';
import type { Database } from '../../db/schema.ts';
import { CODE_MAX_ATTEMPTS, CODE_TTL_MS } from '../security/codes.ts';

/** Keyed and bound to the owner, like members' codes: six digits are too few to survive a plain hash. */
const hashOwnerCode = (secret: Buffer, ownerId: string, code: string) =>
  createHmac('sha256', secret).update(`owner-sign-in\n${ownerId}\n${code}`).digest('hex');

/**
 * A new 6-digit sign-in code for an owner not yet set up (the first owner, an invitee who did not
 * finish): valid 10 minutes and 5 tries, as members' codes; a new one replaces the last.
 */
export async function issueOwnerCode(db: Kysely<Database>, secret: Buffer, ownerId: string, now = new Date()) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
  await setOwnerCode(db, ownerId, hashOwnerCode(secret, ownerId, code), {
    expiresAt: expiresAt.toISOString(),
    now: now.toISOString(),
  });
  return { code, expiresAt };
}

/**
 * Whether the code is the owner's live one. Each try claims one of the code's 5 before comparing,
 * so parallel guesses get no more; a right code is used up by this call.
 */
export async function redeemOwnerCode(
  db: Kysely<Database>,
  secret: Buffer,
  ownerId: string,
  code: string,
  now = new Date(),
): Promise<boolean> {
  const claimed = await claimOwnerCodeTry(db, ownerId, CODE_MAX_ATTEMPTS, now.toISOString());
  if (!claimed) return false;
  const typed = Buffer.from(hashOwnerCode(secret, ownerId, code), 'hex');
  const stored = Buffer.from(claimed.code_hash, 'hex');
  if (typed.length !== stored.length || !timingSafeEqual(typed, stored)) return false;
  return consumeOwnerCode(db, ownerId, claimed.code_hash);
}
