import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { toClientError } from '../../core/client-error';
import { FormMessage } from '../../kit/form/form-message';
import { FormStack } from '../../kit/form/form-stack';
import { SubmitButton } from '../../kit/form/submit-button';
import { HeadingRow, SaveRow, SectionCard, SectionHeading, SectionLead } from './console-app-settings.styles';
import type { FieldMessages } from './use-field-messages';

export interface SettingsSectionProps {
  title: string;
  /** h3 for a card inside a titled group (a mode's column); h2 otherwise. */
  headingLevel?: 'h2' | 'h3';
  /** Beside the title: which modes the section's settings serve. */
  tag?: ReactNode;
  lead: ReactNode;
  /** Something differs from what is saved: Save can be pressed. */
  dirty: boolean;
  /** Every field is valid; otherwise Save says what to fix and sends nothing. */
  valid: boolean;
  /** Sends the section; a rejection is shown in the section and the draft stays as it is. */
  onSave: () => Promise<unknown>;
  /** When its fields' messages show: each once typed in and left, all once Save is pressed. */
  messages?: FieldMessages;
  children: ReactNode;
}

/** One card of the page: its fields, the section's message and its own Save. */
export function SettingsSection({
  title,
  headingLevel = 'h2',
  tag,
  lead,
  dirty,
  valid,
  onSave,
  messages,
  children,
}: SettingsSectionProps) {
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid) {
      messages?.showAll();
      setError('Some fields are not valid: see the messages above.');
      return;
    }
    setBusy(true);
    setError('');
    try {
      await onSave();
      messages?.reset();
    } catch (thrown) {
      setError(toClientError(thrown).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <SectionCard part="section" aria-labelledby={headingId}>
      <HeadingRow>
        <SectionHeading as={headingLevel} part="section-heading" id={headingId}>
          {title}
        </SectionHeading>
        {tag}
      </HeadingRow>
      <SectionLead>{lead}</SectionLead>
      <FormStack onSubmit={submit} aria-labelledby={headingId}>
        {children}
        <FormMessage error={error} />
        <SaveRow>
          <SubmitButton busy={busy} disabled={!dirty}>
            Save
          </SubmitButton>
        </SaveRow>
      </FormStack>
    </SectionCard>
  );
}
