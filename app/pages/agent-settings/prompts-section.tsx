import { AGENT_SETTINGS_LIMITS } from '../../../contract/chat';
import { FieldError } from '../../../elements/kit/form/field.styles';
import { OutlineButton } from '../../../elements/kit/ui/button';
import { PromptList } from './agent-settings.styles';
import { PromptRow } from './prompt-row';
import { type Draft, type DraftEdit, promptItems } from './settings-draft';
import type { Problems } from './settings-problems';
import { SettingsSection } from './settings-section';
import { usePromptFocus } from './use-prompt-focus';

export function PromptsSection({
  prompts,
  problems,
  sectionProblem,
  edit,
}: {
  prompts: Draft['prompts'];
  problems: Problems['prompts'];
  sectionProblem: string | undefined;
  edit: DraftEdit;
}) {
  const { inputRef, focusAfterRender } = usePromptFocus();
  return (
    <SettingsSection
      title="Suggested prompts"
      hint={`${prompts.length} of ${AGENT_SETTINGS_LIMITS.maxPrompts}; a click sends one`}
    >
      <PromptList aria-label="Suggested prompts">
        {prompts.map((prompt, index) => (
          <PromptRow
            key={prompt.key}
            promptKey={prompt.key}
            text={prompt.text}
            index={index}
            error={problems[index]}
            removable={prompts.length > AGENT_SETTINGS_LIMITS.minPrompts}
            inputRef={inputRef(prompt.key)}
            onChange={(text) =>
              edit((current) => ({
                ...current,
                prompts: current.prompts.map((item) => (item.key === prompt.key ? { ...item, text } : item)),
              }))
            }
            onRemove={() => {
              const neighbour = prompts[index + 1] ?? prompts[index - 1];
              focusAfterRender(neighbour?.key ?? null);
              edit((current) => ({
                ...current,
                prompts: current.prompts.filter((item) => item.key !== prompt.key),
              }));
            }}
          />
        ))}
      </PromptList>
      {sectionProblem && <FieldError>{sectionProblem}</FieldError>}
      <div>
        <OutlineButton
          type="button"
          disabled={prompts.length >= AGENT_SETTINGS_LIMITS.maxPrompts}
          onClick={() => {
            const [added] = promptItems(['']);
            if (!added) return;
            focusAfterRender(added.key);
            edit((current) => ({ ...current, prompts: [...current.prompts, added] }));
          }}
        >
          + Add a prompt
        </OutlineButton>
      </div>
    </SettingsSection>
  );
}
