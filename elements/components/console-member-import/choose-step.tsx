import { useId, useRef, useState } from 'react';
import type { ConsoleMemberMode } from '../../../contract/console-answers';
import { ChoiceGroup } from '../../kit/console/choice-group';
import {
  ActError,
  PrimaryAction,
  Section,
  SectionLead,
  SectionTitle,
  Toolbar,
} from '../../kit/console/console-controls';
import { LoadingBar } from '../../kit/ui/loading-bar';
import { DropZone, Note } from './console-member-import.styles';
import type { ImportStage } from './import-stages';

const MODES = [
  { value: 'live', label: 'Live' },
  { value: 'test', label: 'Test mode' },
] as const;

interface ChooseStepProps {
  mode: ConsoleMemberMode;
  stage: ImportStage;
  busy: boolean;
  error: string | null;
  onMode: (mode: ConsoleMemberMode) => void;
  onFile: (file: File) => void;
}

/** What the import reads, the mode it imports into, and the file: chosen or dropped. */
export function ChooseStep({ mode, stage, busy, error, onMode, onFile }: ChooseStepProps) {
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>Import members from a CSV file</SectionTitle>
      <SectionLead>
        The columns of Memberstack's import, as the members list's Export CSV writes them: Email (required), Member ID,
        Verified, Created At, Free Plans (plan ids, comma-separated), Login Redirect, JSON, Metadata, Stripe Customer ID
        and one column per custom field key. A row updates the member with its Member ID, else its email, or creates
        one; an empty cell changes nothing and no plan is taken away. New members have no password: they sign in with an
        emailed code or reset it.
      </SectionLead>
      <Toolbar>
        <ChoiceGroup label="Import into" value={mode} options={MODES} onChange={onMode} />
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
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          const file = event.dataTransfer.files[0];
          if (file && !busy) onFile(file);
        }}
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
            // Emptied at once, so choosing the same file again (fixed since) reads it again.
            event.currentTarget.value = '';
            if (file) onFile(file);
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
  );
}
