import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/** Tables whose rows end at `expires_at` and are swept, a while later, as new ones are made. */
type ExpiringTable = 'ms_sessions' | 'ms_codes' | 'api_tokens';

/**
 * Rows one sweep deletes at most. In steady state a sweep finds about one row per row made; a
 * backlog (the first sweeps after an upgrade) drains over many inserts rather than holding one
 * request and the tables' writes for as long as it takes.
 */
export const SWEEP_BATCH = 200;

/**
 * Deletes up to SWEEP_BATCH rows that expired at or before `expiredBy`. Each instance may run it
 * at once: a row deleted by another is simply not deleted twice. Returns how many this call deleted.
 */
export async function deleteExpiredRows(db: Kysely<Database>, table: ExpiringTable, expiredBy: string) {
  const result = await db
    .deleteFrom(table)
    .where('id', 'in', (eb) =>
      eb.selectFrom(table).select('id').where('expires_at', '<=', expiredBy).limit(SWEEP_BATCH),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
