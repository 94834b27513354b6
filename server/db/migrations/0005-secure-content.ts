import type { Kysely, Migration } from 'kysely';
import { inList } from './0003-membership-members.ts';

// Frozen like every migration: an untyped Kysely.
type Db = Kysely<any>;

/**
 * Gated content (POST /membership/secure-content): an item per app and key, readable by the
 * members its content group admits. Reusing the group keeps one rule for a page and its content.
 */
export const secureContent: Migration = {
  async up(db: Db) {
    await db.schema
      .createTable('ms_secure_content')
      .addColumn('app_id', 'text', (col) => col.notNull().references('ms_apps.id').onDelete('cascade'))
      .addColumn('key', 'text', (col) => col.notNull())
      .addColumn('group_id', 'text', (col) => col.notNull().references('ms_content_groups.id').onDelete('cascade'))
      .addColumn('type', 'text', (col) => col.notNull())
      .addColumn('content', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('ms_secure_content_pk', ['app_id', 'key'])
      .addCheckConstraint(
        'ms_secure_content_type',
        inList('type', ['HTML', 'CSS', 'LINK', 'JS', 'JSON', 'TEXT', 'IMAGE', 'FILE']),
      )
      .execute();
    await db.schema.createIndex('ms_secure_content_group').on('ms_secure_content').column('group_id').execute();
  },
  async down(db: Db) {
    await db.schema.dropTable('ms_secure_content').execute();
  },
};
