import { AGENT_COLOR_NAMES, type AgentColorName } from '../../../contract/chat';
import type { FieldName, Problems } from './settings-problems';

/**
 * The server's validation message (`title: must not be empty; prompts.1: must be at most 200
 * characters`) by field, to be shown beside each.
 */
export function serverProblems(message: string): Problems | null {
  const problems: Problems = { fields: {}, prompts: {}, colors: {} };
  let found = false;
  for (const part of message.split('; ')) {
    const match = /^(title|greeting|disclaimer|prompts|colors)(?:\.(\w+))?: (.+)$/.exec(part.trim());
    if (!match) continue;
    const [, field, detail, text] = match as unknown as [string, FieldName, string | undefined, string];
    const sentence = `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`;
    found = true;
    if (field === 'prompts' && detail !== undefined && /^\d+$/.test(detail))
      problems.prompts[Number(detail)] = sentence;
    else if (field === 'colors' && detail && (AGENT_COLOR_NAMES as readonly string[]).includes(detail)) {
      problems.colors[detail as AgentColorName] = sentence;
    } else problems.fields[field] = sentence;
  }
  return found ? problems : null;
}
