import {
  AGENT_COLOR_NAMES,
  type AgentColorName,
  type AgentColors,
  type AgentSettings,
  type AgentSettingsUpdate,
} from '../../../contract/chat';

/** What the form holds. */
export interface Draft {
  title: string;
  greeting: string;
  disclaimer: string;
  /** Each prompt with a key of its own, so removing one keeps the others' inputs (and focus). */
  prompts: { key: number; text: string }[];
  colors: Record<AgentColorName, string>;
}

export type DraftEdit = (change: (draft: Draft) => Draft) => void;

let nextKey = 1;
export const promptItems = (prompts: readonly string[]) => prompts.map((text) => ({ key: nextKey++, text }));

export function draftOf(settings: AgentSettings): Draft {
  return {
    title: settings.title,
    greeting: settings.greeting,
    disclaimer: settings.disclaimer,
    prompts: promptItems(settings.prompts),
    colors: Object.fromEntries(AGENT_COLOR_NAMES.map((name) => [name, settings.colors[name] ?? ''])) as Record<
      AgentColorName,
      string
    >,
  };
}

export const colorsOf = (draft: Draft): AgentColors =>
  Object.fromEntries(
    AGENT_COLOR_NAMES.flatMap((name) => (draft.colors[name].trim() ? [[name, draft.colors[name].trim()]] : [])),
  );

export const promptsOf = (draft: Draft) => draft.prompts.map((prompt) => prompt.text.trim());

/** Only what changed: the API takes partial updates, and `colors` as a whole. */
export function changesOf(draft: Draft, saved: AgentSettings): AgentSettingsUpdate {
  const update: AgentSettingsUpdate = {};
  if (draft.title.trim() !== saved.title) update.title = draft.title.trim();
  if (draft.greeting.trim() !== saved.greeting) update.greeting = draft.greeting.trim();
  if (draft.disclaimer.trim() !== saved.disclaimer) update.disclaimer = draft.disclaimer.trim();
  if (JSON.stringify(promptsOf(draft)) !== JSON.stringify(saved.prompts)) update.prompts = promptsOf(draft);
  const colors = colorsOf(draft);
  const savedColors = Object.fromEntries(Object.entries(saved.colors).filter(([, value]) => value));
  if (JSON.stringify(colors) !== JSON.stringify(sortedColors(savedColors))) update.colors = colors;
  return update;
}

const sortedColors = (colors: AgentColors): AgentColors =>
  Object.fromEntries(AGENT_COLOR_NAMES.flatMap((name) => (colors[name] ? [[name, colors[name]]] : [])));
