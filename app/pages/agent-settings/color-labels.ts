import type { AgentColorName } from '../../../contract/chat';

export const COLOR_LABELS: Record<AgentColorName, string> = {
  primary: 'Accent (buttons, links)',
  background: 'Background',
  surface: 'Message box',
  text: 'Text',
  muted: 'Secondary text',
  border: 'Borders',
  userBubble: "Visitor's bubble",
  userText: "Visitor's text",
  assistantBubble: "Assistant's bubble",
  assistantText: "Assistant's text",
};
