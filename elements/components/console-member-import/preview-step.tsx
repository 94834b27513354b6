import { useId, useState } from 'react';
import type { ImportPreview, ImportRowKind } from '../../../contract/console-import-answers';
import { ChoiceGroup } from '../../kit/console/choice-group';
import { PrimaryAction, Section, SectionLead, SectionTitle, Toolbar } from '../../kit/console/console-controls';
import { OutlineButton } from '../../kit/ui/button';
import { DataTable } from '../../kit/ui/data-table/data-table';
import { LoadingBar } from '../../kit/ui/loading-bar';
import { Counts, KindChoice, Note } from './console-member-import.styles';
import { previewColumns } from './import-columns';
import { count, KIND_LABELS, KINDS, writableRows } from './import-stages';

/** The kind of rows shown first: what needs fixing, else what will change. */
const firstKind = (preview: ImportPreview): ImportRowKind => KINDS.find((kind) => preview.counts[kind] > 0) ?? 'new';

interface PreviewStepProps {
  file: File;
  preview: ImportPreview;
  importing: boolean;
  onImport: () => void;
  onStartOver: () => void;
}

/**
 * What importing the file would do: its counts, each kind's first rows with their reasons, and
 * Import. Given a new preview (its key), it shows that preview's rows to fix first.
 */
export function PreviewStep({ file, preview, importing, onImport, onStartOver }: PreviewStepProps) {
  const [kind, setKind] = useState<ImportRowKind>(() => firstKind(preview));
  const titleId = useId();
  const writable = writableRows(preview);
  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>Preview of {file.name}</SectionTitle>
      <SectionLead>
        {count(preview.rows)} rows into {preview.mode === 'live' ? 'live' : 'test'} mode. Nothing is written until you
        import.
        {preview.columns.ignored.length > 0 && ` Read but never imported: ${preview.columns.ignored.join(', ')}.`}
      </SectionLead>
      <Counts part="counts" aria-label="Rows by what importing does">
        {(['new', 'changed', 'unchanged', 'invalid'] as const).map((name) => (
          <div key={name} data-tone={name === 'invalid' && preview.counts.invalid > 0 ? 'danger' : undefined}>
            <dt>{KIND_LABELS[name]}</dt>
            <dd>{count(preview.counts[name])}</dd>
          </div>
        ))}
      </Counts>
      <KindChoice>
        <ChoiceGroup
          label="Rows shown"
          value={kind}
          options={KINDS.map((value) => ({ value, label: `${KIND_LABELS[value]} (${count(preview.counts[value])})` }))}
          onChange={setKind}
        />
      </KindChoice>
      <Note>
        {preview.counts[kind] > preview.sampleSize
          ? `The first ${preview.sampleSize} of ${count(preview.counts[kind])}; the report after importing lists every row.`
          : ' '}
      </Note>
      <DataTable
        label={`${KIND_LABELS[kind]} rows`}
        columns={previewColumns}
        rows={preview.samples[kind]}
        rowKey={(row) => String(row.row)}
        emptyText={`No ${KIND_LABELS[kind].toLowerCase()} rows.`}
        noun={['row', 'rows']}
      />
      <Note>
        {preview.counts.invalid > 0 &&
          'Invalid rows are not imported: fix them in the file and import it again; rows already imported stay unchanged.'}
      </Note>
      <Toolbar>
        <PrimaryAction type="button" part="import-button" disabled={importing} aria-busy={importing} onClick={onImport}>
          {writable === 0
            ? 'Run the import (no changes)'
            : `Import ${count(writable)} ${writable === 1 ? 'row' : 'rows'}`}
        </PrimaryAction>
        <OutlineButton type="button" $size="medium" disabled={importing} onClick={onStartOver}>
          Choose another file
        </OutlineButton>
      </Toolbar>
      {importing && (
        <>
          <Note />
          <LoadingBar label="Importing" />
          <Note role="status">
            Importing {count(writable)} rows: about a second for every thousand. Keep this page open.
          </Note>
        </>
      )}
    </Section>
  );
}
