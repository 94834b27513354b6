import type { Kysely } from 'kysely';
import type { Database } from '../../schema.ts';

/** The member's authenticator app row, pending or confirmed. */
export function findTotp(db: Kysely<Database>, memberId: string) {
  return db.selectFrom('ms_totp').selectAll().where('member_id', '=', memberId).executeTakeFirst();
}

/** A new pending secret, replacing an earlier pending one; never a confirmed one (the update is conditional). */
export async function putPendingTotp(db: Kysely<Database>, memberId: string, secretSealed: string, now: string) {
  await db
    .insertInto('ms_totp')
    .values({
      member_id: memberId,
      secret_sealed: secretSealed,
      confirmed_at: null,
      last_used_step: null,
      created_at: now,
    })
    .onConflict((oc) =>
      oc
        .column('member_id')
        .doUpdateSet({ secret_sealed: secretSealed, created_at: now, last_used_step: null })
        .where('ms_totp.confirmed_at', 'is', null),
    )
    .execute();
}

/**
 * Takes the code's time step, once: one conditional UPDATE, so of two requests with the same code
 * only one gets it, and no code of that step or an earlier one is taken afterwards.
 */
export async function claimTotpStep(db: Kysely<Database>, memberId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('ms_totp')
    .set({ last_used_step: step })
    .where('member_id', '=', memberId)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function confirmTotp(db: Kysely<Database>, memberId: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('ms_totp')
    .set({ confirmed_at: now })
    .where('member_id', '=', memberId)
    .where('confirmed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Turns two-step off: the secret and every backup code go. */
export async function deleteTwoStep(db: Kysely<Database>, memberId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('ms_backup_codes').where('member_id', '=', memberId).execute();
    await trx.deleteFrom('ms_totp').where('member_id', '=', memberId).execute();
  });
}

/** The member's backup codes become these (hashes), the old ones all invalid. */
export async function replaceBackupCodes(db: Kysely<Database>, memberId: string, hashes: string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('ms_backup_codes').where('member_id', '=', memberId).execute();
    await trx
      .insertInto('ms_backup_codes')
      .values(hashes.map((code_hash) => ({ member_id: memberId, code_hash, used_at: null })))
      .execute();
  });
}

/** Uses the code, once: of two requests with the same code only one gets it. */
export async function useBackupCode(db: Kysely<Database>, memberId: string, hash: string, now: string) {
  const result = await db
    .updateTable('ms_backup_codes')
    .set({ used_at: now })
    .where('member_id', '=', memberId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function countUnusedBackupCodes(db: Kysely<Database>, memberId: string): Promise<number> {
  const row = await db
    .selectFrom('ms_backup_codes')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('member_id', '=', memberId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
