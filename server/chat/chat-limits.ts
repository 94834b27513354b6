import { CHAT_LIMITS } from '../../contract/chat.ts';
import type { StoredMessage } from '../db/queries/chat/conversations.ts';
import { apiError } from '../http/errors.ts';
import type { RateLimitStore } from '../http/rate-limit/index.ts';

const MINUTE = 60_000;

/** Counted in the shared rate-limit store (Redis when configured), so every instance counts together. */
export async function limitMessageRate(store: RateLimitStore, memberId: string, perMinute: number): Promise<void> {
  const result = await store.hit(`chat:member:${memberId}`, perMinute, MINUTE);
  if (result.allowed) return;
  const seconds = Math.ceil(result.retryAfterMs / 1000);
  throw apiError('too-many-requests', {
    message: `You have sent ${perMinute} messages in the last minute, the most the chat takes. Please wait ${seconds === 1 ? '1 second' : `${seconds} seconds`} and try again.`,
    headers: { 'Retry-After': String(seconds), 'Access-Control-Expose-Headers': 'Retry-After' },
  });
}

/**
 * A conversation holds at most CHAT_LIMITS.conversationMessages shown messages and
 * CHAT_LIMITS.conversationBytes of their text: a message that would go past either is refused (413).
 */
export function checkConversationSize(history: StoredMessage[]): void {
  const shown = history.filter((message) => message.text !== '');
  if (shown.length + 1 > CHAT_LIMITS.conversationMessages) {
    throw apiError('payload-too-large', {
      message: `This conversation has reached ${CHAT_LIMITS.conversationMessages} messages, the most one conversation holds. Please start a new chat.`,
    });
  }
  const bytes = shown.reduce((sum, message) => sum + Buffer.byteLength(message.text), 0);
  if (bytes > CHAT_LIMITS.conversationBytes) {
    throw apiError('payload-too-large', {
      message: `This conversation has reached ${CHAT_LIMITS.conversationBytes / 1000} kB of text, the most one conversation holds. Please start a new chat.`,
    });
  }
}
