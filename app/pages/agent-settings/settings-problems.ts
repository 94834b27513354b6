import { AGENT_COLOR_NAMES, AGENT_SETTINGS_LIMITS, type AgentColorName, isCssColor } from '../../../contract/chat';
import { characterCount } from './character-count';
import type { Draft } from './settings-draft';

export type FieldName = 'title' | 'greeting' | 'disclaimer' | 'prompts' | 'colors';

/** What to show beside each field: prompts by their place in the list. */
export interface Problems {
  fields: Partial<Record<FieldName, string>>;
  prompts: Record<number, string>;
  colors: Partial<Record<AgentColorName, string>>;
}

export function problemsOf(draft: Draft): Problems {
  const limits = AGENT_SETTINGS_LIMITS;
  const fields: Problems['fields'] = {};
  if (!draft.title.trim()) fields.title = 'Give the chat a title.';
  else if (characterCount(draft.title) > limits.titleChars) fields.title = `At most ${limits.titleChars} characters.`;
  if (characterCount(draft.greeting) > limits.greetingChars)
    fields.greeting = `At most ${limits.greetingChars} characters.`;
  if (characterCount(draft.disclaimer) > limits.disclaimerChars) {
    fields.disclaimer = `At most ${limits.disclaimerChars} characters.`;
  }
  if (draft.prompts.length < limits.minPrompts) fields.prompts = 'Add at least one prompt.';
  const prompts: Problems['prompts'] = {};
  draft.prompts.forEach((prompt, index) => {
    if (!prompt.text.trim()) prompts[index] = 'Write the prompt, or remove it.';
    else if (characterCount(prompt.text) > limits.promptChars)
      prompts[index] = `At most ${limits.promptChars} characters.`;
  });
  const colors: Problems['colors'] = {};
  for (const name of AGENT_COLOR_NAMES) {
    const value = draft.colors[name].trim();
    if (value && !isCssColor(value)) colors[name] = 'Not a colour: use #rrggbb, rgb(), hsl() or a colour name.';
  }
  return { fields, prompts, colors };
}

export const hasProblems = (problems: Problems) =>
  Object.keys(problems.fields).length + Object.keys(problems.prompts).length + Object.keys(problems.colors).length > 0;
