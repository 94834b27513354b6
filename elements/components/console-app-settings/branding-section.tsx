import { BothModes } from './both-modes';
import { useId } from 'react';
import { consoleClient } from '../../core/console-client';
import { isCssColor, parseCssColor } from '../../../contract/css-color';
import { TextField } from '../../kit/form/text-field';
import { FieldsRow, Swatch } from './console-app-settings.styles';
import type { SectionProps } from './section-props';
import { SettingsSection } from './settings-section';
import { useFieldMessages } from './use-field-messages';

const hex = (channel: number) => Math.round(channel).toString(16).padStart(2, '0');

/** The colour as #rrggbb for the browser's colour picker, which takes nothing else. */
function pickerValue(colour: string): string {
  const parsed = parseCssColor(colour);
  return parsed && parsed !== 'currentcolor' ? `#${hex(parsed.r)}${hex(parsed.g)}${hex(parsed.b)}` : '#2962ff';
}

export const colourProblem = (colour: string): string | undefined =>
  isCssColor(colour.trim()) ? undefined : 'A CSS colour such as #2962ff, rgb(41, 98, 255) or teal.';

/** The modals' primary button colour. */
export function BrandingSection({ saved, draft, change, save }: SectionProps) {
  const pickerId = useId();
  const colour = draft.options.primaryButton;
  const set = (primaryButton: string) =>
    change((current) => ({ ...current, options: { ...current.options, primaryButton } }));
  const problem = colourProblem(colour);
  const messages = useFieldMessages();

  return (
    <SettingsSection
      title="Branding"
      tag={<BothModes />}
      lead="The colour of the login and profile modals' main buttons. The preview shows it as you type."
      dirty={colour !== saved.options.primaryButton}
      valid={!problem}
      messages={messages}
      onSave={() =>
        save(
          'branding',
          () => consoleClient.changeAppOptions({ primaryButton: colour.trim() }),
          (answer, current) => ({
            ...current,
            options: { ...current.options, primaryButton: answer.options.primaryButton },
          }),
        )
      }
    >
      <FieldsRow>
        <TextField
          label="Primary button colour"
          name="primary-button"
          value={colour}
          onChange={set}
          onBlur={() => messages.leave('colour', colour)}
          error={messages.shown('colour', problem)}
        />
        <Swatch
          id={pickerId}
          type="color"
          aria-label="Pick the primary button colour"
          value={pickerValue(colour)}
          onChange={(event) => set(event.currentTarget.value)}
        />
      </FieldsRow>
    </SettingsSection>
  );
}
