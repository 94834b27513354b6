import { type DragEvent, useId, useRef, useState } from 'react';
import type { ConsoleMemberMode } from '../../core/contract/console-answers';
import type { ImportPreview, ImportReport, ImportRowKind } from '../../core/contract/console-import-answers';
import { describeError } from '../../core/client-error';
import { consoleClient, importReportCsvUrl } from '../../core/console-client';
import { ChoiceGroup } from '../../kit/console/choice-group';
import {
  ActError,
  PrimaryAction,
  Section,
  SectionLead,
  SectionTitle,
  Toolbar,
} from '../../kit/console/console-controls';
import type { KitProps } from '../../kit/define-element';
import { emit } from '../../kit/events';
import { OutlineButton } from '../../kit/ui/button';
import { DataTable } from '../../kit/ui/data-table/data-table';
import { LoadingBar } from '../../kit/ui/loading-bar';
import type { ConsoleMemberImportProps } from './console-member-import.props';
import { Counts, DropZone, KindChoice, Note, Page } from './console-member-import.styles';
import { previewColumns, reportColumns } from './import-columns';
import { RecentImports } from './recent-imports';

/** The server's limit on a file: 10 MB. Refused here first, so a large file is not sent for nothing. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Failed rows the report's table shows; the download holds every row. */
const REPORT_TABLE_ROWS = 500;

type Stage =
  | { name: 'choose' }
  | { name: 'previewing'; file: File }
  | { name: 'preview'; file: File; preview: ImportPreview }
  | { name: 'importing'; file: File; preview: ImportPreview }
  | { name: 'report'; file: File; report: ImportReport };

const MODES = [
  { value: 'live', label: 'Live' },
  { value: 'test', label: 'Test mode' },
] as const;

const KIND_LABELS: Record<ImportRowKind, string> = {
  invalid: 'Invalid',
  new: 'New',
  changed: 'Changed',
  unchanged: 'Unchanged',
};
const KINDS: readonly ImportRowKind[] = ['invalid', 'new', 'changed', 'unchanged'];

const isCsv = (file: File) => /\.csv$/i.test(file.name) || file.type === 'text/csv';
const count = (value: number) => value.toLocaleString('en');
const writableRows = (preview: ImportPreview) => preview.counts.new + preview.counts.changed;
/** The kind of rows shown first: what needs fixing, else what will change. */
const firstKind = (preview: ImportPreview): ImportRowKind => KINDS.find((kind) => preview.counts[kind] > 0) ?? 'new';

/**
 * The member import: a CSV chosen or dropped is previewed by the server (nothing written), its
 * counts and rows shown with their reasons; Import sends the same file with the preview's id, and
 * the report of every row, kept by the server, downloads as CSV, then and among the recent imports.
 */
export function ConsoleMemberImport({ mode: initialMode, host }: ConsoleMemberImportProps & KitProps) {
  const [mode, setMode] = useState<ConsoleMemberMode>(initialMode === 'test' ? 'test' : 'live');
  const [stage, setStage] = useState<Stage>({ name: 'choose' });
  const [kind, setKind] = useState<ImportRowKind>('invalid');
  const [error, setError] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  // Each import finished here loads the recent imports again.
  const [importsDone, setImportsDone] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const busy = stage.name === 'previewing' || stage.name === 'importing';

  const runPreview = async (file: File, into: ConsoleMemberMode) => {
    setError(null);
    if (!isCsv(file)) {
      setError('Choose a CSV file (.csv): export the list from a spreadsheet as CSV (UTF-8).');
      return;
    }
    if (file.size > MAX_FILE_BYTES) {
      setError('The file is larger than 10 MB: split it into parts and import each.');
      return;
    }
    setStage({ name: 'previewing', file });
    try {
      const preview = await consoleClient.previewImport(file, into);
      setKind(firstKind(preview));
      setStage({ name: 'preview', file, preview });
    } catch (thrown) {
      setError(describeError(thrown));
      setStage({ name: 'choose' });
    }
  };

  const runImport = async () => {
    if (stage.name !== 'preview') return;
    const { file, preview } = stage;
    setError(null);
    setStage({ name: 'importing', file, preview });
    try {
      const report = await consoleClient.commitImport(file, preview.mode, preview.previewId);
      setStage({ name: 'report', file, report });
      setImportsDone((done) => done + 1);
      emit(host, 'console-member-import-done', report.counts);
    } catch (thrown) {
      setError(describeError(thrown));
      setStage({ name: 'preview', file, preview });
    }
  };

  const chooseMode = (next: ConsoleMemberMode) => {
    setMode(next);
    if (stage.name === 'preview') void runPreview(stage.file, next);
  };

  const startOver = () => {
    setError(null);
    setStage({ name: 'choose' });
    if (input.current) input.current.value = '';
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) void runPreview(file, mode);
  };

  return (
    <Page>
      <Section aria-labelledby={`${id}-choose`}>
        <SectionTitle id={`${id}-choose`}>Import members from a CSV file</SectionTitle>
        <SectionLead>
          The columns of Memberstack's import, as the members list's Export CSV writes them: Email (required), Member
          ID, Verified, Created At, Free Plans (plan ids, comma-separated), Login Redirect, JSON, Metadata, Stripe
          Customer ID and one column per custom field key. A row updates the member with its Member ID, else its email,
          or creates one; an empty cell changes nothing and no plan is taken away. New members have no password: they
          sign in with an emailed code or reset it.
        </SectionLead>
        <Toolbar>
          <ChoiceGroup label="Import into" value={mode} options={MODES} onChange={chooseMode} />
        </Toolbar>
        <Note />
        <DropZone
          part="drop-zone"
          $over={over}
          onDragOver={(event) => {
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={drop}
        >
          <p>Drop a CSV file here, or</p>
          <PrimaryAction type="button" disabled={busy} onClick={() => input.current?.click()}>
            Choose a file
          </PrimaryAction>
          <input
            ref={input}
            type="file"
            accept=".csv,text/csv"
            aria-label="CSV file of members"
            tabIndex={-1}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) void runPreview(file, mode);
            }}
          />
        </DropZone>
        {stage.name === 'previewing' && (
          <>
            <LoadingBar label="Checking the file" />
            <Note role="status">Checking every row of {stage.file.name}…</Note>
          </>
        )}
        {error && (
          <ActError role="alert" part="error">
            {error}
          </ActError>
        )}
      </Section>

      {(stage.name === 'preview' || stage.name === 'importing') && (
        <Section aria-labelledby={`${id}-preview`}>
          <SectionTitle id={`${id}-preview`}>Preview of {stage.file.name}</SectionTitle>
          <SectionLead>
            {count(stage.preview.rows)} rows into {stage.preview.mode === 'live' ? 'live' : 'test'} mode. Nothing is
            written until you import.
            {stage.preview.columns.ignored.length > 0 &&
              ` Read but never imported: ${stage.preview.columns.ignored.join(', ')}.`}
          </SectionLead>
          <Counts part="counts" aria-label="Rows by what importing does">
            {(['new', 'changed', 'unchanged', 'invalid'] as const).map((name) => (
              <div key={name} data-tone={name === 'invalid' && stage.preview.counts.invalid > 0 ? 'danger' : undefined}>
                <dt>{KIND_LABELS[name]}</dt>
                <dd>{count(stage.preview.counts[name])}</dd>
              </div>
            ))}
          </Counts>
          <KindChoice>
            <ChoiceGroup
              label="Rows shown"
              value={kind}
              options={KINDS.map((value) => ({
                value,
                label: `${KIND_LABELS[value]} (${count(stage.preview.counts[value])})`,
              }))}
              onChange={setKind}
            />
          </KindChoice>
          <Note>
            {stage.preview.counts[kind] > stage.preview.sampleSize
              ? `The first ${stage.preview.sampleSize} of ${count(stage.preview.counts[kind])}; the report after importing lists every row.`
              : ' '}
          </Note>
          <DataTable
            label={`${KIND_LABELS[kind]} rows`}
            columns={previewColumns}
            rows={stage.preview.samples[kind]}
            rowKey={(row) => String(row.row)}
            status="loaded"
            emptyText={`No ${KIND_LABELS[kind].toLowerCase()} rows.`}
            errorText=""
            onRetry={startOver}
            noun={['row', 'rows']}
          />
          <Note>
            {stage.preview.counts.invalid > 0 &&
              'Invalid rows are not imported: fix them in the file and import it again; rows already imported stay unchanged.'}
          </Note>
          <Toolbar>
            <PrimaryAction
              type="button"
              part="import-button"
              disabled={busy}
              aria-busy={stage.name === 'importing'}
              onClick={runImport}
            >
              {writableRows(stage.preview) === 0
                ? 'Run the import (no changes)'
                : `Import ${count(writableRows(stage.preview))} ${writableRows(stage.preview) === 1 ? 'row' : 'rows'}`}
            </PrimaryAction>
            <OutlineButton type="button" disabled={busy} onClick={startOver}>
              Choose another file
            </OutlineButton>
          </Toolbar>
          {stage.name === 'importing' && (
            <>
              <Note />
              <LoadingBar label="Importing" />
              <Note role="status">
                Importing {count(writableRows(stage.preview))} rows: about a second for every thousand. Keep this page
                open.
              </Note>
            </>
          )}
        </Section>
      )}

      {stage.name === 'report' && (
        <Section aria-labelledby={`${id}-report`}>
          <SectionTitle id={`${id}-report`}>Imported {stage.file.name}</SectionTitle>
          <SectionLead role="status">
            {count(stage.report.rows)} rows into {stage.report.mode === 'live' ? 'live' : 'test'} mode.
          </SectionLead>
          <Counts part="counts" aria-label="Rows by outcome">
            {(['created', 'updated', 'unchanged', 'failed'] as const).map((name) => (
              <div key={name} data-tone={name === 'failed' && stage.report.counts.failed > 0 ? 'danger' : undefined}>
                <dt>{name[0]?.toUpperCase() + name.slice(1)}</dt>
                <dd>{count(stage.report.counts[name])}</dd>
              </div>
            ))}
          </Counts>
          <Toolbar>
            <PrimaryAction as="a" part="download-report" href={importReportCsvUrl(stage.report.id)} download>
              Download report (CSV)
            </PrimaryAction>
            <OutlineButton type="button" onClick={startOver}>
              Import another file
            </OutlineButton>
          </Toolbar>
          <Note>
            {stage.report.counts.failed > REPORT_TABLE_ROWS
              ? `The first ${REPORT_TABLE_ROWS} failed rows; the report holds them all.`
              : 'Failed rows, with their reasons:'}
          </Note>
          <DataTable
            label="Failed rows"
            columns={reportColumns}
            rows={stage.report.results.filter((row) => row.outcome === 'failed').slice(0, REPORT_TABLE_ROWS)}
            rowKey={(row) => String(row.row)}
            status="loaded"
            emptyText="No row failed."
            errorText=""
            onRetry={startOver}
            noun={['row', 'rows']}
          />
        </Section>
      )}

      <RecentImports version={importsDone} />
    </Page>
  );
}
