import type { Kysely, Migration } from 'kysely';

// Frozen like every migration: an untyped Kysely.
type Db = Kysely<any>;

const EXPIRING = ['ms_sessions', 'ms_codes', 'api_tokens'];

/**
 * Members' sessions, one-time codes and API tokens are deleted a while after they expire, a batch
 * at each new one: the sweep reads the oldest expiries from these indexes rather than every row.
 */
export const expirySweeps: Migration = {
  async up(db: Db) {
    for (const table of EXPIRING) {
      await db.schema.createIndex(`${table}_expires`).on(table).column('expires_at').execute();
    }
  },
  async down(db: Db) {
    for (const table of EXPIRING) await db.schema.dropIndex(`${table}_expires`).execute();
  },
};
