import { BothModes } from './both-modes';
import type { ConsoleCustomField } from '../../../contract/console-app-settings';
import { CUSTOM_FIELD_KEY } from '../../../contract/console-app-settings';
import { consoleClient } from '../../core/console-client';
import { Field, Label } from '../../kit/form/field.styles';
import { TextField } from '../../kit/form/text-field';
import { CheckRow, KeyText, ListRow, SmallButton, Toolbar } from './console-app-settings.styles';
import { type SectionProps, same } from './section-props';
import { SelectField } from './select-field';
import { SettingsSection } from './settings-section';
import { type FieldMessages, useFieldMessages } from './use-field-messages';

/** Who may see a field; a field the owner made for members only keeps that choice too. */
const VISIBILITIES = [
  ['PUBLIC', 'Public'],
  ['PRIVATE', 'Private'],
] as const;

/** What is wrong with each field's key and label, by position. */
export function fieldProblems(fields: readonly ConsoleCustomField[]): { key?: string; label?: string }[] {
  return fields.map((field, index) => ({
    key: !CUSTOM_FIELD_KEY.test(field.key)
      ? 'Lowercase letters, digits and -, starting with a letter or digit (at most 40).'
      : fields.findIndex((other) => other.key === field.key) !== index
        ? 'Another field has this key.'
        : undefined,
    label: field.label.trim() === '' ? 'Give the field a label.' : undefined,
  }));
}

/** The fields members fill in, in the order the signup and profile show them. */
export function FieldsSection({ saved, draft, change, save }: SectionProps) {
  const fields = draft.customFields;
  const problems = fieldProblems(fields);
  const messages = useFieldMessages();
  const savedKeys = new Set(saved.customFields.map((field) => field.key));
  const set = (next: ConsoleCustomField[]) => change((current) => ({ ...current, customFields: next }));
  const update = (index: number, patch: Partial<ConsoleCustomField>) =>
    set(fields.map((field, at) => (at === index ? { ...field, ...patch } : field)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...fields];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(index + by, 0, moved);
    set(next);
  };

  return (
    <SettingsSection
      title="Custom fields"
      tag={<BothModes />}
      lead="What members fill in at signup and in their profile, in this order. Public fields may be shown on the site; hidden ones are the app's own and never shown to members."
      dirty={!same(fields, saved.customFields)}
      valid={problems.every((problem) => !problem.key && !problem.label)}
      messages={messages}
      onSave={() =>
        save(
          'custom-fields',
          () => consoleClient.saveCustomFields(fields),
          (answer, current) => ({ ...current, customFields: answer.customFields }),
        )
      }
    >
      <div>
        {fields.map((field, index) => (
          <FieldRow
            // biome-ignore lint/suspicious/noArrayIndexKey: a field being typed has no key yet; its place names it.
            key={index}
            field={field}
            problems={problems[index] ?? {}}
            messages={messages}
            name={(part) => `field-${index}-${part}`}
            keySaved={savedKeys.has(field.key)}
            first={index === 0}
            last={index === fields.length - 1}
            update={(patch) => update(index, patch)}
            move={(by) => move(index, by)}
            remove={() => set(fields.filter((_, at) => at !== index))}
          />
        ))}
      </div>
      <Toolbar>
        <SmallButton
          type="button"
          onClick={() => set([...fields, { key: '', label: '', hidden: false, visibility: 'PUBLIC' }])}
        >
          Add a field
        </SmallButton>
      </Toolbar>
    </SettingsSection>
  );
}

interface FieldRowProps {
  field: ConsoleCustomField;
  problems: { key?: string; label?: string };
  messages: FieldMessages;
  /** The input's name among the section's messages: the row's place and the input. */
  name: (part: 'label' | 'key') => string;
  /** A saved field's key stays: members' records are filed under it. */
  keySaved: boolean;
  first: boolean;
  last: boolean;
  update: (patch: Partial<ConsoleCustomField>) => void;
  move: (by: -1 | 1) => void;
  remove: () => void;
}

function FieldRow({
  field,
  problems,
  messages,
  name: nameOf,
  keySaved,
  first,
  last,
  update,
  move,
  remove,
}: FieldRowProps) {
  const name = field.label || 'the new field';
  return (
    <ListRow data-field-row={field.key}>
      <TextField
        label="Label"
        name="field-label"
        value={field.label}
        onChange={(label) => update({ label })}
        onBlur={() => messages.leave(nameOf('label'), field.label)}
        error={messages.shown(nameOf('label'), problems.label)}
      />
      {keySaved ? (
        <Field part="field">
          <Label as="span">Key</Label>
          <KeyText>{field.key}</KeyText>
        </Field>
      ) : (
        <TextField
          label="Key"
          name="field-key"
          value={field.key}
          onChange={(key) => update({ key: key.toLowerCase() })}
          onBlur={() => messages.leave(nameOf('key'), field.key)}
          error={messages.shown(nameOf('key'), problems.key)}
          placeholder="company-size"
        />
      )}
      <SelectField
        label="Visibility"
        value={field.visibility}
        options={field.visibility === 'MEMBERS' ? [...VISIBILITIES, ['MEMBERS', 'Members'] as const] : VISIBILITIES}
        onChange={(visibility) => update({ visibility })}
      />
      <CheckRow>
        <input
          type="checkbox"
          checked={field.hidden}
          onChange={(event) => update({ hidden: event.currentTarget.checked })}
        />
        Hidden
      </CheckRow>
      <Toolbar>
        <SmallButton type="button" aria-label={`Move ${name} up`} disabled={first} onClick={() => move(-1)}>
          ↑
        </SmallButton>
        <SmallButton type="button" aria-label={`Move ${name} down`} disabled={last} onClick={() => move(1)}>
          ↓
        </SmallButton>
        <SmallButton type="button" aria-label={`Remove ${name}`} onClick={remove}>
          Remove
        </SmallButton>
      </Toolbar>
    </ListRow>
  );
}
