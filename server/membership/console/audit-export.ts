import type { Kysely } from 'kysely';
import type { ConsoleAuditEvent } from '../../../contract/console-audit-answers.ts';
import { csvHeader, csvRecord } from '../../../contract/csv.ts';
import { type AuditCursor, type AuditLogFilter, listAuditLog } from '../../db/queries/audit-log.ts';
import type { Database } from '../../db/schema.ts';
import { auditEventView } from './audit-views.ts';

/** Events read per query while the file is written. */
const BATCH = 1000;

const COLUMNS: readonly { header: string; numeric?: boolean; value: (event: ConsoleAuditEvent) => string }[] = [
  { header: 'Time', value: (event) => event.createdAt },
  { header: 'Actor Type', value: (event) => event.actor.type },
  { header: 'Actor ID', value: (event) => event.actor.id },
  { header: 'Actor', value: (event) => event.actor.label ?? '' },
  { header: 'Action', value: (event) => event.action },
  { header: 'Target Type', value: (event) => event.target?.type ?? '' },
  { header: 'Target ID', value: (event) => event.target?.id ?? '' },
  { header: 'Status', numeric: true, value: (event) => String(event.status) },
  { header: 'Mode', value: (event) => event.mode ?? '' },
  { header: 'Client Address', value: (event) => event.clientIp },
  {
    header: 'Detail',
    value: (event) => (Object.keys(event.detail).length === 0 ? '' : JSON.stringify(event.detail)),
  },
];

/**
 * The filtered audit log as CSV, newest first, written while it is read: a batch at a time through
 * the log's (time, id) cursor, so a long log never sits in memory whole and the first bytes leave
 * at once. Cells are spreadsheet-safe (a detail may hold what a member typed as an email).
 */
export function auditCsvStream(db: Kysely<Database>, filter: AuditLogFilter): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: AuditCursor | undefined;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(csvHeader(COLUMNS)));
        return;
      }
      const rows = await listAuditLog(db, filter, { after, limit: BATCH });
      const text = rows
        .map((row) => {
          const event = auditEventView(row);
          return csvRecord(
            COLUMNS,
            COLUMNS.map((column) => column.value(event)),
          );
        })
        .join('');
      if (text) controller.enqueue(encoder.encode(text));
      const last = rows.at(-1);
      if (!last || rows.length < BATCH) controller.close();
      else after = { createdAt: last.created_at, id: last.id };
    },
  });
}
