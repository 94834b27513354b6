import '../../../elements/components/chainforge-chat/chainforge-chat';
import { type AgentColors, DEFAULT_AGENT_SETTINGS, isCssColor } from '../../../contract/chat';
import type { Theme } from '../../../elements/kit/theme-tokens';
import { Preview } from './agent-settings.styles';
import { colorsOf, type Draft, promptsOf } from './settings-draft';

/** The chat as visitors would see it with the draft saved; colours that are none yet are left out. */
export function ChatPreview({ theme, draft }: { theme: Theme; draft: Draft }) {
  const validColors = Object.fromEntries(
    Object.entries(colorsOf(draft)).filter(([, value]) => isCssColor(value)),
  ) as AgentColors;
  const prompts = promptsOf(draft).filter(Boolean);

  return (
    <Preview aria-labelledby="chat-preview-title">
      <h2 id="chat-preview-title">Live preview</h2>
      <chainforge-chat
        theme={theme}
        inline
        newChat
        configName="supplyChain"
        heading={draft.title.trim() || DEFAULT_AGENT_SETTINGS.title}
        greeting={draft.greeting.trim()}
        disclaimer={draft.disclaimer.trim()}
        prompts={prompts.length > 0 ? prompts : undefined}
        colors={validColors}
        maxHeight="560px"
      />
    </Preview>
  );
}
