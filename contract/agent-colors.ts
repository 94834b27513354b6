import type { AgentColorName, AgentColors } from './chat.ts';
import { composite, contrastRatio, parseCssColor } from './css-color.ts';

/**
 * Colours an account may not give its chat, because the panel or its text could no longer be read.
 * A colour left unset is the theme's (light or dark, the page's choice), so a pair is judged only
 * when both of its colours are set.
 */

/** WCAG's floor for large text and interface parts: below it, text is hard to make out at all. */
export const MIN_TEXT_CONTRAST = 3;

/** The colours text is read on: each must hide what is behind it. */
const SURFACES: readonly AgentColorName[] = ['background', 'surface', 'userBubble', 'assistantBubble'];

/** Each text colour and the surfaces it is read on. */
const TEXT_ON: readonly [AgentColorName, AgentColorName][] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['muted', 'background'],
  ['userText', 'userBubble'],
  ['assistantText', 'assistantBubble'],
];

export interface ColorProblem {
  name: AgentColorName;
  message: string;
}

const ratioText = (ratio: number) => `${Math.floor(ratio * 10) / 10}:1`;

export function unreadableColors(colors: AgentColors): ColorProblem[] {
  const problems: ColorProblem[] = [];
  const parsed = (name: AgentColorName) => {
    const value = colors[name];
    return value === undefined ? undefined : parseCssColor(value);
  };
  for (const name of SURFACES) {
    const color = parsed(name);
    if (color === 'currentcolor')
      problems.push({
        name,
        message: 'must be a colour of its own: currentcolor is the text colour, so text on it would vanish',
      });
    else if (color && color.a < 1)
      problems.push({ name, message: 'must be opaque (no transparency): the page behind would show through the text' });
  }
  for (const [text, surface] of TEXT_ON) {
    const color = parsed(text);
    if (color === undefined || color === null || color === 'currentcolor') continue;
    if (color.a === 0) {
      if (!problems.some((problem) => problem.name === text))
        problems.push({ name: text, message: 'must not be transparent: the text would not show' });
      continue;
    }
    const under = parsed(surface);
    if (!under || under === 'currentcolor' || under.a < 1) continue;
    const ratio = contrastRatio(composite(color, under), under);
    if (ratio < MIN_TEXT_CONTRAST && !problems.some((problem) => problem.name === text))
      problems.push({
        name: text,
        message: `has a contrast of ${ratioText(ratio)} with the ${surface} colour; text needs at least ${MIN_TEXT_CONTRAST}:1 to be read`,
      });
  }
  return problems;
}
