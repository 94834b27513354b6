import type { ImportReportRow } from './console-import-answers.ts';
import { type CsvColumn, toCsv } from './csv.ts';

/** Each outcome as the report's table and CSV name it. */
export const OUTCOME_LABELS: Record<ImportReportRow['outcome'], string> = {
  created: 'Created',
  updated: 'Updated',
  unchanged: 'Unchanged',
  failed: 'Failed',
};

const COLUMNS: readonly (CsvColumn & { text: (row: ImportReportRow) => string })[] = [
  { header: 'Row', text: (row) => String(row.row), numeric: true },
  { header: 'Email', text: (row) => row.email },
  { header: 'Outcome', text: (row) => OUTCOME_LABELS[row.outcome] },
  { header: 'Member', text: (row) => row.memberId ?? '' },
  { header: 'Details', text: (row) => row.detail },
];

/** Every row of an import's report as CSV, spreadsheet-safe: a reason may quote what the file held. */
export const importReportCsv = (rows: readonly ImportReportRow[]): string =>
  toCsv(
    COLUMNS,
    rows.map((row) => COLUMNS.map((column) => column.text(row))),
  );
