import { useId } from 'react';
import type { ImportReport } from '../../../contract/console-import-answers';
import { OUTCOME_LABELS } from '../../../contract/import-report-csv';
import { importReportCsvUrl } from '../../core/console-client';
import { PrimaryAction, Section, SectionLead, SectionTitle, Toolbar } from '../../kit/console/console-controls';
import { OutlineButton } from '../../kit/ui/button';
import { DataTable } from '../../kit/ui/data-table/data-table';
import { Counts, Note } from './console-member-import.styles';
import { reportColumns } from './import-columns';
import { count } from './import-stages';

/** Failed rows the report's table shows; the download holds every row. */
const REPORT_TABLE_ROWS = 500;

/** The finished import: its counts by outcome, its failed rows with their reasons, and its report to download. */
export function ReportStep({
  file,
  report,
  onStartOver,
}: {
  file: File;
  report: ImportReport;
  onStartOver: () => void;
}) {
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>Imported {file.name}</SectionTitle>
      <SectionLead role="status">
        {count(report.rows)} rows into {report.mode === 'live' ? 'live' : 'test'} mode.
      </SectionLead>
      <Counts part="counts" aria-label="Rows by outcome">
        {(['created', 'updated', 'unchanged', 'failed'] as const).map((name) => (
          <div key={name} data-tone={name === 'failed' && report.counts.failed > 0 ? 'danger' : undefined}>
            <dt>{OUTCOME_LABELS[name]}</dt>
            <dd>{count(report.counts[name])}</dd>
          </div>
        ))}
      </Counts>
      <Toolbar>
        <PrimaryAction as="a" part="download-report" href={importReportCsvUrl(report.id)} download>
          Download report (CSV)
        </PrimaryAction>
        <OutlineButton type="button" $size="medium" onClick={onStartOver}>
          Import another file
        </OutlineButton>
      </Toolbar>
      <Note>
        {report.counts.failed > REPORT_TABLE_ROWS
          ? `The first ${REPORT_TABLE_ROWS} failed rows; the report holds them all.`
          : 'Failed rows, with their reasons:'}
      </Note>
      <DataTable
        label="Failed rows"
        columns={reportColumns}
        rows={report.results.filter((row) => row.outcome === 'failed').slice(0, REPORT_TABLE_ROWS)}
        rowKey={(row) => String(row.row)}
        emptyText="No row failed."
        noun={['row', 'rows']}
      />
    </Section>
  );
}
