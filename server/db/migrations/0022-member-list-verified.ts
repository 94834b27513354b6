import type { Kysely, Migration } from 'kysely';

// Frozen like every migration: an untyped Kysely.
type Db = Kysely<any>;

/**
 * The members list filtered by a verified email, at 100,000 members: its count reads this index
 * alone rather than every member, and its pages walk it in `seq` order (2,000 unverified members
 * are 2,000 entries, not a walk of 100,000 checking each). 0017's sessions-by-time index goes: the
 * activity figures read the members' last sign-in since 0019, and no query ranges sessions by time.
 */
export const memberListVerified: Migration = {
  async up(db: Db) {
    await db.schema
      .createIndex('members_app_mode_verified_seq')
      .on('members')
      .columns(['app_id', 'mode', 'verified', 'seq'])
      .execute();
    await db.schema.dropIndex('ms_sessions_created_member').execute();
  },
  async down(db: Db) {
    await db.schema
      .createIndex('ms_sessions_created_member')
      .on('ms_sessions')
      .columns(['created_at', 'member_id'])
      .execute();
    await db.schema.dropIndex('members_app_mode_verified_seq').execute();
  },
};
