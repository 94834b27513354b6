import type { ImportPreviewRow, ImportReportRow } from '../../core/contract/console-import-answers';
import { toCsv } from '../../core/contract/csv';
import { Mono } from '../../kit/console/console-controls';
import type { Column } from '../../kit/ui/data-table/data-table';
import { Reasons } from './console-member-import.styles';

const reasons = (lines: readonly string[]) =>
  lines.length === 0 ? null : (
    <Reasons>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </Reasons>
  );

/** The preview's rows: where each is in the file, whose it is, and what it would change or why it cannot. */
export const previewColumns: readonly Column<ImportPreviewRow>[] = [
  { header: 'Row', text: (row) => String(row.row), numeric: true },
  { header: 'Email', text: (row) => row.email },
  { header: 'Member', text: (row) => row.memberId ?? '', cell: (_row, text) => (text ? <Mono>{text}</Mono> : '') },
  {
    header: 'Details',
    text: (row) => [...row.errors, ...row.changes, ...row.warnings].join('; '),
    cell: (row) => reasons([...row.errors, ...row.changes, ...row.warnings]),
  },
];

const OUTCOMES: Record<ImportReportRow['outcome'], string> = {
  created: 'Created',
  updated: 'Updated',
  unchanged: 'Unchanged',
  failed: 'Failed',
};

/** The report's rows, as the table shows them and the CSV download holds them. */
export const reportColumns: readonly Column<ImportReportRow>[] = [
  { header: 'Row', text: (row) => String(row.row), numeric: true },
  { header: 'Email', text: (row) => row.email },
  { header: 'Outcome', text: (row) => OUTCOMES[row.outcome] },
  { header: 'Member', text: (row) => row.memberId ?? '', cell: (_row, text) => (text ? <Mono>{text}</Mono> : '') },
  { header: 'Details', text: (row) => row.detail, cell: (row) => reasons(row.detail ? row.detail.split('; ') : []) },
];

/** Every row of the report as CSV, spreadsheet-safe: a reason may quote what the file held. */
export const reportCsv = (rows: readonly ImportReportRow[]): string =>
  toCsv(
    reportColumns,
    rows.map((row) => reportColumns.map((column) => column.text(row))),
  );
