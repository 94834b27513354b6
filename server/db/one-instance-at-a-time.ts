import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database } from './schema.ts';

/** Any fixed number: the PostgreSQL advisory lock instances take while one prepares the database. */
const PREPARE_LOCK = 4_173_001;

/**
 * Instances that start together on one PostgreSQL database take turns: the first migrates and
 * seeds, the others then find it done, instead of seeding an empty database twice. SQLite is one
 * process's file, and its writes are serialised anyway.
 */
export async function oneInstanceAtATime(
  db: Kysely<Database>,
  work: (connection: Kysely<Database>) => Promise<void>,
): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return work(db);
  await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${PREPARE_LOCK})`.execute(connection);
    try {
      await work(connection);
    } finally {
      await sql`select pg_advisory_unlock(${PREPARE_LOCK})`.execute(connection);
    }
  });
}
