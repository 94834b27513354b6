import type { CSSProperties } from 'react';
import {
  AGENT_COLOR_NAMES,
  type AgentColorName,
  type AgentColors,
  type AgentSettings,
  DEFAULT_AGENT_SETTINGS,
  isCssColor,
} from '../../../contract/chat';
import type { ChainforgeChatProps } from './chainforge-chat.props';

/** Where each named colour goes: the theme's token, or the chat's own. */
const COLOR_PROPERTIES: Record<AgentColorName, string> = {
  primary: '--cf-color-primary',
  background: '--cf-chat-background',
  surface: '--cf-chat-surface',
  text: '--cf-color-text',
  muted: '--cf-color-text-muted',
  border: '--cf-color-border',
  userBubble: '--cf-chat-user-bubble',
  userText: '--cf-chat-user-text',
  assistantBubble: '--cf-chat-assistant-bubble',
  assistantText: '--cf-chat-assistant-text',
};

/** The colours as custom properties; only CSS colours are taken, the others stay the theme's. */
function colorStyle(colors: AgentColors | undefined): Record<string, string> {
  const style: Record<string, string> = {};
  if (!colors || typeof colors !== 'object') return style;
  for (const name of AGENT_COLOR_NAMES) {
    const value = colors[name];
    if (typeof value === 'string' && isCssColor(value.trim())) style[COLOR_PROPERTIES[name]] = value.trim();
  }
  return style;
}

const isPromptList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string' && item.trim() !== '');

type PageTexts = Pick<ChainforgeChatProps, 'heading' | 'greeting' | 'disclaimer' | 'prompts'>;

/** The page's attributes, then the account's settings, then the defaults. */
export function chatTexts({ heading, greeting, disclaimer, prompts }: PageTexts, settings: AgentSettings | undefined) {
  return {
    title: heading || settings?.title || DEFAULT_AGENT_SETTINGS.title,
    greetingText: greeting ?? settings?.greeting ?? DEFAULT_AGENT_SETTINGS.greeting,
    disclaimerText: disclaimer ?? settings?.disclaimer ?? DEFAULT_AGENT_SETTINGS.disclaimer,
    promptList: isPromptList(prompts) ? prompts : (settings?.prompts ?? DEFAULT_AGENT_SETTINGS.prompts),
  };
}

type PageSize = Pick<ChainforgeChatProps, 'maxHeight' | 'maxWidth' | 'colors'>;

export function panelStyle({ maxHeight, maxWidth, colors }: PageSize, settings: AgentSettings | undefined) {
  return {
    maxHeight: maxHeight || '75vh',
    maxWidth: maxWidth || '650px',
    // The page's colours replace the account's as a whole, as the settings' own colours do the theme's.
    ...colorStyle(colors ?? settings?.colors),
  } as CSSProperties;
}
