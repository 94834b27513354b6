import type { Kysely, Migration } from 'kysely';

// Frozen like every migration: an untyped Kysely.
type Db = Kysely<any>;

/**
 * What the console's owners change in an app beside the operator's file: where visitors go after
 * signing in, signing up and logging out; providers switched off without losing their settings;
 * and the digest of the configuration file last applied, so that a start with an unchanged file
 * keeps the owners' changes instead of writing the file over them.
 */
export const appSettings: Migration = {
  async up(db: Db) {
    await db.schema
      .alterTable('ms_apps')
      .addColumn('redirects', 'text', (col) => col.notNull().defaultTo('{}'))
      .execute();
    await db.schema.alterTable('ms_apps').addColumn('config_digest', 'text').execute();
    await db.schema
      .alterTable('ms_auth_providers')
      .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
  },
  async down(db: Db) {
    await db.schema.alterTable('ms_auth_providers').dropColumn('enabled').execute();
    await db.schema.alterTable('ms_apps').dropColumn('config_digest').execute();
    await db.schema.alterTable('ms_apps').dropColumn('redirects').execute();
  },
};
