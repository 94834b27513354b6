import type { ImportPreviewRow, ImportReportRow } from '../../../contract/console-import-answers';
import { OUTCOME_LABELS } from '../../../contract/import-report-csv';
import { Mono } from '../../kit/console/console-controls';
import type { Column } from '../../kit/ui/data-table/data-table';
import { StatusBadge, type StatusTone } from '../../kit/ui/status-badge';
import { Reasons } from './console-member-import.styles';

const reasons = (lines: readonly string[]) =>
  lines.length === 0 ? null : (
    <Reasons>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </Reasons>
  );

/** A row's outcome by what it means: done, nothing to do, or refused. */
const OUTCOME_TONES: Record<ImportReportRow['outcome'], StatusTone> = {
  created: 'success',
  updated: 'success',
  unchanged: 'neutral',
  failed: 'danger',
};

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

/** The report's rows as the table shows them (the server's CSV of it has the same columns). */
export const reportColumns: readonly Column<ImportReportRow>[] = [
  { header: 'Row', text: (row) => String(row.row), numeric: true },
  { header: 'Email', text: (row) => row.email },
  {
    header: 'Outcome',
    text: (row) => OUTCOME_LABELS[row.outcome],
    cell: (row, text) => <StatusBadge $tone={OUTCOME_TONES[row.outcome]}>{text}</StatusBadge>,
  },
  { header: 'Member', text: (row) => row.memberId ?? '', cell: (_row, text) => (text ? <Mono>{text}</Mono> : '') },
  { header: 'Details', text: (row) => row.detail, cell: (row) => reasons(row.detail ? row.detail.split('; ') : []) },
];
