import type { Kysely, Migration } from 'kysely';

// Frozen like every migration: an untyped Kysely.
type Db = Kysely<any>;

/**
 * What the console's activity figures read at 100,000 members: the members who signed in lately
 * are the sessions made lately, read from this index alone (time, then member) rather than by
 * visiting every member's sessions.
 */
export const consoleActivity: Migration = {
  async up(db: Db) {
    await db.schema
      .createIndex('ms_sessions_created_member')
      .on('ms_sessions')
      .columns(['created_at', 'member_id'])
      .execute();
  },
  async down(db: Db) {
    await db.schema.dropIndex('ms_sessions_created_member').execute();
  },
};
