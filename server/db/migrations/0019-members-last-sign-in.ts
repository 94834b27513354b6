import { sql, type Kysely, type Migration } from 'kysely';

// Frozen like every migration: an untyped Kysely.
type Db = Kysely<any>;

/**
 * Each member's last sign-in, kept on the member as every sign-in starts a session: the console's
 * "active within 30 days" is then a range of one index (app, mode, last sign-in) rather than a
 * walk of every recent session and its member. Filled from the sessions made so far.
 */
export const membersLastSignIn: Migration = {
  async up(db: Db) {
    await db.schema.alterTable('members').addColumn('last_sign_in_at', 'text').execute();
    await sql`update members set last_sign_in_at =
      (select max(s.created_at) from ms_sessions s where s.member_id = members.id)`.execute(db);
    await db.schema
      .createIndex('members_app_mode_last_sign_in')
      .on('members')
      .columns(['app_id', 'mode', 'last_sign_in_at'])
      .execute();
  },
  async down(db: Db) {
    await db.schema.dropIndex('members_app_mode_last_sign_in').execute();
    await db.schema.alterTable('members').dropColumn('last_sign_in_at').execute();
  },
};
