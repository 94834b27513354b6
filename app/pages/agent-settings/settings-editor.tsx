import { useSnapshot } from 'valtio';
import type { AgentSettings } from '../../../contract/chat';
import { themeStore } from '../../theme-store';
import { Form, Layout, Lead } from './agent-settings.styles';
import { ChatPreview } from './chat-preview';
import { ChatWindowSection } from './chat-window-section';
import { ColorsSection } from './colors-section';
import { PromptsSection } from './prompts-section';
import { SaveBar } from './save-bar';
import { useSettingsForm } from './use-settings-form';
import { useThemeColors } from './use-theme-colors';

export function SettingsEditor({ loaded }: { loaded: AgentSettings }) {
  const { theme } = useSnapshot(themeStore);
  const themeColors = useThemeColors(theme);
  const { draft, shown, changed, saving, edit, submit, resetToDefaults, discardChanges } = useSettingsForm(loaded);

  return (
    <>
      <Lead>
        What visitors see in the Chain Forge chat: its title, greeting, small print, suggested prompts and colours. The
        preview follows your changes; they apply to the chat once saved.
      </Lead>
      <Layout>
        <Form onSubmit={submit} noValidate aria-label="Chat settings">
          <ChatWindowSection draft={draft} problems={shown.fields} edit={edit} />
          <PromptsSection
            prompts={draft.prompts}
            problems={shown.prompts}
            sectionProblem={shown.fields.prompts}
            edit={edit}
          />
          <ColorsSection
            colors={draft.colors}
            themeColors={themeColors}
            problems={shown.colors}
            sectionProblem={shown.fields.colors}
            edit={edit}
          />
          <SaveBar changed={changed} saving={saving} onResetToDefaults={resetToDefaults} onDiscard={discardChanges} />
        </Form>
        <ChatPreview theme={theme} draft={draft} />
      </Layout>
    </>
  );
}
