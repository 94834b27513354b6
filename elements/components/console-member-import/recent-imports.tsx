import { useId } from 'react';
import type { ImportSummary } from '../../../contract/console-import-answers';
import { OUTCOME_LABELS } from '../../../contract/import-report-csv';
import { consoleClient, importReportCsvUrl } from '../../core/console-client';
import { formatDateTime } from '../../core/format';
import { ActionLink, Section, SectionLead, SectionTitle } from '../../kit/console/console-controls';
import { type Column, DataTable, NO_ROWS } from '../../kit/ui/data-table/data-table';
import { useRemoteData } from '../../kit/use-remote-data';
import { Reasons } from './console-member-import.styles';

export const RECENT_IMPORTS_LOAD_ERROR = 'Unable to load the recent imports.';

const OUTCOMES = ['created', 'updated', 'unchanged', 'failed'] as const;

/** The outcomes that happened, each a short line: `2 created`, `1 failed`. */
const outcomeLines = (summary: ImportSummary) =>
  OUTCOMES.filter((outcome) => summary.counts[outcome] > 0).map(
    (outcome) => `${summary.counts[outcome].toLocaleString('en')} ${OUTCOME_LABELS[outcome].toLowerCase()}`,
  );

const columns: readonly Column<ImportSummary>[] = [
  {
    header: 'Finished',
    text: (summary) => formatDateTime(summary.finishedAt),
    sortValue: (summary) => summary.finishedAt,
    wraps: true,
  },
  { header: 'File', text: (summary) => summary.fileName || '(no name)', wraps: true },
  { header: 'Mode', text: (summary) => (summary.mode === 'live' ? 'Live' : 'Test') },
  {
    header: 'Outcome',
    text: (summary) => outcomeLines(summary).join(', ') || 'No rows',
    // One outcome a line: the column is as wide as its longest outcome, so it is never cut short
    // while the others have room.
    cell: (summary, text) => {
      const lines = outcomeLines(summary);
      return lines.length < 2 ? (
        text
      ) : (
        <Reasons>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Reasons>
      );
    },
  },
  { header: 'By', text: (summary) => summary.ownerEmail ?? 'A removed owner', wraps: true },
  {
    header: 'Report',
    text: () => 'Download CSV',
    wraps: true,
    cell: (summary, text) => (
      <ActionLink
        part="recent-report"
        href={importReportCsvUrl(summary.id)}
        download
        aria-label={`${text}: the report of ${summary.fileName || 'the import'} finished ${formatDateTime(summary.finishedAt)}`}
      >
        {text}
      </ActionLink>
    ),
  },
];

/**
 * The app's recent imports, both modes, newest first, each report kept on the server to download
 * again. `version` changes when an import finishes here, which loads the list again.
 */
export function RecentImports({ version }: { version: number }) {
  const titleId = useId();
  const recent = useRemoteData({
    load: (signal) => consoleClient.recentImports(signal),
    key: String(version),
    perAccount: false,
    failure: { message: RECENT_IMPORTS_LOAD_ERROR },
  });
  return (
    <Section aria-labelledby={titleId} part="recent-imports">
      <SectionTitle id={titleId}>Recent imports</SectionTitle>
      <SectionLead>The app's newest 20 imports; each report of every row downloads again as CSV.</SectionLead>
      <DataTable
        label="Recent imports"
        columns={columns}
        rows={recent.data?.imports ?? NO_ROWS}
        rowKey={(summary) => summary.id}
        remote={recent}
        emptyText="No imports yet."
        noun={['import', 'imports']}
      />
    </Section>
  );
}
