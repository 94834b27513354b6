import { AGENT_SETTINGS_LIMITS } from '../../../contract/chat';
import type { Draft, DraftEdit } from './settings-draft';
import type { Problems } from './settings-problems';
import { SettingsSection } from './settings-section';
import { TextSetting } from './text-setting';

const TEXT_SETTINGS = [
  { field: 'title', label: 'Title', max: AGENT_SETTINGS_LIMITS.titleChars, multiline: false },
  { field: 'greeting', label: 'Greeting', max: AGENT_SETTINGS_LIMITS.greetingChars, multiline: true },
  { field: 'disclaimer', label: 'Disclaimer', max: AGENT_SETTINGS_LIMITS.disclaimerChars, multiline: true },
] as const;

export function ChatWindowSection({
  draft,
  problems,
  edit,
}: {
  draft: Draft;
  problems: Problems['fields'];
  edit: DraftEdit;
}) {
  return (
    <SettingsSection title="Chat window">
      {TEXT_SETTINGS.map(({ field, label, max, multiline }) => (
        <TextSetting
          key={field}
          label={label}
          value={draft[field]}
          max={max}
          error={problems[field]}
          multiline={multiline}
          onChange={(value) => edit((current) => ({ ...current, [field]: value }))}
        />
      ))}
    </SettingsSection>
  );
}
