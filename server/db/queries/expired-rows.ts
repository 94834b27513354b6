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
 * Deletes up to SWEEP_BATCH rows that expired at or before `expiredBy`, the oldest first. Each
 * instance may run it at once: a row deleted by another is simply not deleted twice. Returns how
 * many this call deleted. The order also keeps PostgreSQL on the expiry index: without it, once a
 * backlog is gone but its statistics are not, the planner expects many rows due and scans the
 * whole table for the first 200 (17 ms at 200,000 sessions, against well under one in the index).
 */
export async function deleteExpiredRows(db: Kysely<Database>, table: ExpiringTable, expiredBy: string) {
  const result = await db
    .deleteFrom(table)
    .where('id', 'in', (eb) =>
      eb.selectFrom(table).select('id').where('expires_at', '<=', expiredBy).orderBy('expires_at').limit(SWEEP_BATCH),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
