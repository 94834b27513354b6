import type { Kysely, Migration } from 'kysely';

// Frozen like every migration: an untyped Kysely.
type Db = Kysely<any>;

/**
 * An API token made by single sign-on remembers the membership session it was exchanged from, so
 * that it dies with that session (logout, password change, reset). Tokens made before this
 * migration, or by the operator's token command, have none and end with a password change or reset.
 */
export const apiTokenSessions: Migration = {
  async up(db: Db) {
    await db.schema.alterTable('api_tokens').addColumn('session_id', 'text').execute();
    await db.schema.createIndex('api_tokens_session').on('api_tokens').column('session_id').execute();
  },
  async down(db: Db) {
    await db.schema.dropIndex('api_tokens_session').execute();
    await db.schema.alterTable('api_tokens').dropColumn('session_id').execute();
  },
};
