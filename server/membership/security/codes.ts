import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  claimAttempt,
  consumeCode,
  countBlindMiss,
  findOutstandingByEmail,
  findOutstandingByHash,
  insertCode,
  retireCode,
  retireCodes,
  retireOlderCodes,
  type CodeScope,
} from '../../db/queries/membership/codes.ts';
import { normalizeEmail } from '../../db/queries/membership/members.ts';
import type { Database } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { newId } from '../../db/ids.ts';

export type { CodeScope };
export const CODE_PATTERN = /^\d{6}$/;
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
/**
 * A code's row stays a day past its expiry, so its email is told the code expired rather than
 * that it is wrong; a used one is refused alike whether its row is kept or gone.
 */
export const CODE_KEPT_AFTER_EXPIRY_MS = 86_400_000;
/**
 * Wrong guesses without an email that a code may live through and still be redeemed by its digits
 * alone. Each such guess is compared with every outstanding code of the app at once, so whatever
 * the number of addresses or of outstanding codes, each code faces at most 50 of them: a chance
 * of 50 in 1,000,000 that it is guessed, and an attacker must get a code mailed to a victim (rate
 * limited, and the victim is told) for each such chance. With its email, the code keeps its 5 tries.
 */
export const CODE_MAX_BLIND_ATTEMPTS = 50;
/** Tries to draw a code that no outstanding code of the scope has; a clash is rare (1 in 10^6 per code). */
const DRAWS = 8;

export type CodeRedeem =
  | { ok: true; email: string; memberId: string | null }
  | { ok: false; reason: 'invalid' | 'expired' | 'too-many-attempts' };

/** Keyed, and bound to its scope, so the same digits for another app or purpose hash apart. */
export function hashCode(secret: Buffer, scope: CodeScope, code: string): string {
  return createHmac('sha256', secret).update(`${scope.appId}\n${scope.mode}\n${scope.purpose}\n${code}`).digest('hex');
}

/**
 * A new 6-digit code for the email, from a secure random source, valid 10 minutes. The email's
 * earlier codes of the scope stop working: a new send replaces the old code.
 * Returns the code to mail; only its keyed hash is stored.
 */
export async function issueCode(
  db: Kysely<Database>,
  secret: Buffer,
  scope: CodeScope,
  { email, memberId = null, now = new Date() }: { email: string; memberId?: string | null; now?: Date },
): Promise<{ code: string; expiresAt: Date }> {
  const address = normalizeEmail(email);
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
  await retireCodes(db, scope, address, now.toISOString());
  for (let draw = 0; draw < DRAWS; draw++) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const id = newId('code');
    try {
      await insertCode(
        db,
        {
          id,
          app_id: scope.appId,
          mode: scope.mode,
          purpose: scope.purpose,
          email: address,
          member_id: memberId,
          code_hash: hashCode(secret, scope, code),
          created_at: now.toISOString(),
          expires_at: expiresAt.toISOString(),
          consumed_at: null,
        },
        { expiredBy: new Date(now.getTime() - CODE_KEPT_AFTER_EXPIRY_MS).toISOString() },
      );
      await retireOlderCodes(db, scope, { email: address, createdAt: now.toISOString() });
      return { code, expiresAt };
    } catch (error) {
      // Another outstanding code has these digits: draw again (codes are unique while outstanding).
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('Could not draw a free one-time code');
}

/**
 * Checks and uses up a code. With the email, every try (right or wrong) is counted against that
 * email's code before the comparison, so parallel guesses get no more than 5 comparisons, and the
 * fifth wrong one kills it (`lastChance`: this wrong one does). Without an email (a reset by code
 * alone) the code is found by its hash, and a miss counts against every outstanding code
 * (CODE_MAX_BLIND_ATTEMPTS); the caller limits such guesses per address too. Single use even
 * under parallel redeems.
 */
export async function redeemCode(
  db: Kysely<Database>,
  secret: Buffer,
  scope: CodeScope,
  {
    code,
    email,
    lastChance = false,
    now = new Date(),
  }: { code: string; email?: string; lastChance?: boolean; now?: Date },
): Promise<CodeRedeem> {
  if (!CODE_PATTERN.test(code)) return { ok: false, reason: 'invalid' };
  const codeHash = hashCode(secret, scope, code);
  const at = now.toISOString();
  const row =
    email === undefined
      ? await findOutstandingByHash(db, scope, codeHash, CODE_MAX_BLIND_ATTEMPTS)
      : await findOutstandingByEmail(db, scope, normalizeEmail(email));
  if (!row) {
    if (email === undefined) await countBlindMiss(db, scope, at);
    return { ok: false, reason: 'invalid' };
  }
  if (row.expires_at <= at) return { ok: false, reason: 'expired' };
  if (row.attempts >= CODE_MAX_ATTEMPTS) return { ok: false, reason: 'too-many-attempts' };
  if (email !== undefined) {
    const attempts = await claimAttempt(db, row.id, CODE_MAX_ATTEMPTS, at);
    // Used or killed by a parallel request since it was read.
    if (attempts === undefined) return { ok: false, reason: 'invalid' };
    if (!timingSafeEqual(Buffer.from(row.code_hash, 'hex'), Buffer.from(codeHash, 'hex'))) {
      if (attempts < CODE_MAX_ATTEMPTS && !lastChance) return { ok: false, reason: 'invalid' };
      await retireCode(db, row.id, at);
      return { ok: false, reason: 'too-many-attempts' };
    }
  }
  if (!(await consumeCode(db, row.id, CODE_MAX_ATTEMPTS, at))) return { ok: false, reason: 'invalid' };
  return { ok: true, email: row.email, memberId: row.member_id };
}
