import type { Kysely, Migration } from 'kysely';
import { inList, MODES } from './0003-membership-members.ts';

// Frozen like every migration: an untyped Kysely.
type Db = Kysely<any>;

/**
 * The report of each member import, kept so an owner can open it and download it again later:
 * the counts for the list of recent imports, and every row's outcome as one JSON document (read
 * whole, never queried by row). The app's newest few are kept; older ones are deleted as new ones come.
 */
export const memberImportReports: Migration = {
  async up(db: Db) {
    await db.schema
      .createTable('member_import_reports')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('app_id', 'text', (col) => col.notNull().references('ms_apps.id').onDelete('cascade'))
      // No foreign key: the report outlives the owner who ran it.
      .addColumn('owner_id', 'text', (col) => col.notNull())
      .addColumn('mode', 'text', (col) => col.notNull())
      .addColumn('file_name', 'text', (col) => col.notNull())
      .addColumn('rows', 'integer', (col) => col.notNull())
      .addColumn('counts', 'text', (col) => col.notNull())
      .addColumn('results', 'text', (col) => col.notNull())
      .addColumn('started_at', 'text', (col) => col.notNull())
      .addColumn('finished_at', 'text', (col) => col.notNull())
      .addCheckConstraint('member_import_reports_mode', inList('mode', MODES))
      .execute();
    await db.schema
      .createIndex('member_import_reports_app_time')
      .on('member_import_reports')
      .columns(['app_id', 'finished_at'])
      .execute();
  },
  async down(db: Db) {
    await db.schema.dropTable('member_import_reports').execute();
  },
};
