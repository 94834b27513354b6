import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../schema.ts';
import type { MemberImportReportsTable } from '../../schema-owners.ts';

/** Reports kept per app: enough to find last week's imports again, never a growing pile of files. */
export const KEPT_IMPORT_REPORTS = 20;

/** Keeps a report, and lets the app's oldest go beyond the newest KEPT_IMPORT_REPORTS. */
export async function insertImportReport(
  db: Kysely<Database>,
  row: Insertable<MemberImportReportsTable>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('member_import_reports').values(row).execute();
    const newest = trx
      .selectFrom('member_import_reports')
      .select('id')
      .where('app_id', '=', row.app_id)
      .orderBy('finished_at', 'desc')
      .orderBy('id', 'desc')
      .limit(KEPT_IMPORT_REPORTS);
    await trx
      .deleteFrom('member_import_reports')
      .where('app_id', '=', row.app_id)
      .where('id', 'not in', newest)
      .execute();
  });
}

const summaryColumns = [
  'r.id',
  'r.mode',
  'r.file_name',
  'r.rows',
  'r.counts',
  'r.started_at',
  'r.finished_at',
  'o.email as owner_email',
] as const;

/** The app's kept reports without their rows, newest first, with the email of the owner who ran each. */
export function listImportSummaries(db: Kysely<Database>, appId: string) {
  return db
    .selectFrom('member_import_reports as r')
    .leftJoin('ms_owners as o', 'o.id', 'r.owner_id')
    .select(summaryColumns)
    .where('r.app_id', '=', appId)
    .orderBy('r.finished_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
}

export type ImportSummaryRow = Awaited<ReturnType<typeof listImportSummaries>>[number];

/** One of the app's kept reports with its rows; another app's is no different from none. */
export function findImportReport(db: Kysely<Database>, appId: string, id: string) {
  return db
    .selectFrom('member_import_reports as r')
    .leftJoin('ms_owners as o', 'o.id', 'r.owner_id')
    .select([...summaryColumns, 'r.results'])
    .where('r.app_id', '=', appId)
    .where('r.id', '=', id)
    .executeTakeFirst();
}
