import type { ChatConversation, ChatUIMessage } from '../../contract/chat.ts';
import type { StoredConversation, StoredMessage } from '../db/queries/chat/conversations.ts';

const toUIMessage = (message: StoredMessage): ChatUIMessage => ({
  id: message.id,
  role: message.role,
  parts: [{ type: 'text', text: message.text }],
  metadata: message.metadata,
});

/** GET /api/chat/conversations/:id: the messages that have text, in order. */
export function conversationView(conversation: StoredConversation): ChatConversation {
  return {
    id: conversation.id,
    title: conversation.title,
    messages: conversation.messages.filter((message) => message.text !== '').map(toUIMessage),
  };
}

/** A conversation's title: its first user message on one line, at most `max` characters, cut at a word. */
export function conversationTitle(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line || 'New chat';
  const cut = line.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}
