import type { Kysely, Migration } from 'kysely';

// Frozen like every migration: an untyped Kysely.
type Db = Kysely<any>;

const SESSIONS = ['ms_sessions', 'ms_owner_sessions'];

/**
 * When the person holding a session last proved they are there (a password, a second-step code or
 * an emailed code asked for before a sensitive change). Until then a session's own sign-in counts,
 * so existing rows need no value.
 */
export const presenceConfirmed: Migration = {
  async up(db: Db) {
    for (const table of SESSIONS) await db.schema.alterTable(table).addColumn('confirmed_at', 'text').execute();
  },
  async down(db: Db) {
    for (const table of SESSIONS) await db.schema.alterTable(table).dropColumn('confirmed_at').execute();
  },
};
