import { useLayoutEffect, useState } from 'react';
import { AGENT_COLOR_NAMES, type AgentColorName } from '../../../contract/chat';

/** The theme token each colour stands in for when left empty, as the chat element maps them. */
const THEME_TOKENS: Record<AgentColorName, string> = {
  primary: '--cf-color-primary',
  background: '--cf-color-surface',
  surface: '--cf-color-surface-raised',
  text: '--cf-color-text',
  muted: '--cf-color-text-muted',
  border: '--cf-color-border',
  userBubble: '--cf-color-primary',
  userText: '--cf-color-on-primary',
  assistantBubble: '--cf-color-surface-raised',
  assistantText: '--cf-color-text',
};

/** The theme's colours (hex), read from the page once its theme is applied: what an empty colour shows. */
export function useThemeColors(theme: string): Record<AgentColorName, string> {
  const [colors, setColors] = useState<Record<AgentColorName, string>>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again when the theme changes.
  useLayoutEffect(() => {
    const style = getComputedStyle(document.documentElement);
    setColors(
      Object.fromEntries(
        AGENT_COLOR_NAMES.map((name) => [name, style.getPropertyValue(THEME_TOKENS[name]).trim()]),
      ) as Record<AgentColorName, string>,
    );
  }, [theme]);
  return colors ?? (Object.fromEntries(AGENT_COLOR_NAMES.map((name) => [name, ''])) as Record<AgentColorName, string>);
}
