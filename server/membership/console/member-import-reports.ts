import { Hono, type Context } from 'hono';
import type {
  ImportOutcome,
  ImportReport,
  ImportReportRow,
  ImportSummary,
  RecentImports,
} from '../../../contract/console-import-answers.ts';
import { importReportCsv } from '../../../contract/import-report-csv.ts';
import {
  findImportReport,
  type ImportSummaryRow,
  insertImportReport,
  listImportSummaries,
} from '../../db/queries/membership/member-import-reports.ts';
import type { MemberMode } from '../../db/schema-membership.ts';
import { apiError } from '../../http/errors.ts';
import { newId } from '../../db/ids.ts';
import type { MembershipServices } from '../membership-context.ts';
import { answer } from '../http/answer.ts';
import type { ConsoleEnv } from './console-context.ts';
import { noteOwnerAudit, ownerAction, ownerRead } from './owner-audit.ts';
import { isIdShaped } from './path-ids.ts';
import { requireOwner } from './require-owner.ts';

const summaryOf = (row: ImportSummaryRow): ImportSummary => ({
  id: row.id,
  mode: row.mode,
  fileName: row.file_name,
  rows: row.rows,
  counts: JSON.parse(row.counts) as Record<ImportOutcome, number>,
  ownerEmail: row.owner_email,
  startedAt: row.started_at,
  finishedAt: row.finished_at,
});

/** A committed import's report, kept for the owners of the app; answers it as the commit does. */
export async function keepImportReport(
  { db }: MembershipServices,
  owner: { id: string; app_id: string; email: string },
  run: { mode: MemberMode; fileName: string; results: ImportReportRow[]; startedAt: string },
): Promise<ImportReport> {
  const counts: Record<ImportOutcome, number> = { created: 0, updated: 0, unchanged: 0, failed: 0 };
  for (const row of run.results) counts[row.outcome]++;
  const report: ImportReport = {
    id: newId('imp'),
    mode: run.mode,
    fileName: run.fileName,
    rows: run.results.length,
    counts,
    ownerEmail: owner.email,
    startedAt: run.startedAt,
    finishedAt: new Date().toISOString(),
    results: run.results,
  };
  await insertImportReport(db, {
    id: report.id,
    app_id: owner.app_id,
    owner_id: owner.id,
    mode: report.mode,
    file_name: report.fileName,
    rows: report.rows,
    counts: JSON.stringify(counts),
    results: JSON.stringify(report.results),
    started_at: report.startedAt,
    finished_at: report.finishedAt,
  });
  return report;
}

/**
 * The app's kept import reports: GET /member-imports lists the newest (without their rows),
 * GET /member-imports/:id answers one as its commit did, and .../report.csv downloads every row
 * (recorded in the audit, as the members' export is: it holds their emails).
 */
export function memberImportReportRoutes(services: MembershipServices) {
  const { db, limiter } = services;
  const signedIn = requireOwner(services);
  const read = ownerRead(limiter);

  async function ownReport(c: Context<ConsoleEnv>): Promise<ImportReport> {
    const id = c.req.param('id') ?? '';
    if (c.var.audit) noteOwnerAudit(c, { targetType: 'member-import', targetId: isIdShaped(id) ? id : undefined });
    const row = isIdShaped(id) ? await findImportReport(db, c.var.owner.app_id, id) : undefined;
    if (!row) throw apiError('import-report-not-found');
    return { ...summaryOf(row), results: JSON.parse(row.results) as ImportReportRow[] };
  }

  return new Hono<ConsoleEnv>()
    .get('/member-imports', signedIn, read, async (c) => {
      const rows = await listImportSummaries(db, c.var.owner.app_id);
      return answer(c, { imports: rows.map(summaryOf) } satisfies RecentImports);
    })
    .get('/member-imports/:id', signedIn, read, async (c) => answer(c, await ownReport(c)))
    .get('/member-imports/:id/report.csv', signedIn, ownerAction(db, limiter, 'members.import-report'), async (c) => {
      const report = await ownReport(c);
      noteOwnerAudit(c, { detail: { mode: report.mode, rows: report.rows } });
      // A byte order mark first, so that Excel reads the file as UTF-8 (as the members' export does).
      return c.body(`\uFEFF${importReportCsv(report.results)}`, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="member-import-report-${report.finishedAt.slice(0, 10)}.csv"`,
        'Cache-Control': 'no-store',
      });
    });
}
