import type { Kysely } from 'kysely';
import type { ChatMessageMetadata } from '../../../../contract/chat.ts';
import type { Database } from '../../schema.ts';
import { isUniqueViolation } from '../../unique-violation.ts';
import { countChatUsage } from './chat-usage.ts';
import { findConversation, type StoredMessage } from './conversations.ts';

export interface TurnStart {
  /** Whether this request made the conversation (and so counted a chat session). */
  created: boolean;
  /** The stored messages before the answer: the context the answer is given in, the user's message last. */
  history: StoredMessage[];
  /** The placeholder row the answer is written into when it ends. */
  answerId: string;
}

export interface NewTurn {
  memberId: string;
  conversationId: string;
  title: string;
  user: { id: string; text: string };
  answerId: string;
  answerMetadata: ChatMessageMetadata;
  now: Date;
}

/**
 * Stores the user's message and a placeholder for the answer, in one transaction:
 * - a new conversation is made (and counted as a chat session for today);
 * - a message id already stored (a retry, a regenerate, an edited message) replaces that message's
 *   text, and every message after it goes: the answer is given again from there;
 * - any other message is added at the end.
 * The placeholder keeps the answer's place, so a message sent while an answer is still being
 * written (or after it was stopped) comes after it.
 *
 * `check` sees the history as it will be before anything is written, and may throw to refuse it.
 */
export async function startTurn(
  db: Kysely<Database>,
  turn: NewTurn,
  check: (history: StoredMessage[]) => void,
): Promise<TurnStart> {
  // Two requests for one conversation at once can pick the same position: the loser tries again.
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction().execute((trx) => startTurnOnce(trx, turn, check));
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

async function startTurnOnce(
  trx: Kysely<Database>,
  turn: NewTurn,
  check: (history: StoredMessage[]) => void,
): Promise<TurnStart> {
  const at = turn.now.toISOString();
  const existing = await findConversation(trx, turn.memberId, turn.conversationId);
  const stored = existing?.messages ?? [];
  const same = stored.find((message) => message.id === turn.user.id);
  if (same && same.role !== 'user') {
    // An assistant message's id sent as the user's: keep both apart rather than overwrite the answer.
    turn = { ...turn, user: { ...turn.user, id: `${turn.user.id}-u` } };
  }
  const replaced = same?.role === 'user' ? same : undefined;
  const kept = replaced ? stored.filter((message) => message.position < replaced.position) : stored;
  const userPosition = replaced ? replaced.position : (stored.at(-1)?.position ?? -1) + 1;
  const user: StoredMessage = {
    position: userPosition,
    id: turn.user.id,
    role: 'user',
    text: turn.user.text,
    metadata: { created_at: at },
  };
  const history = [...kept, user];
  check(history);

  if (!existing) {
    await trx
      .insertInto('chat_conversations')
      .values({ member_id: turn.memberId, id: turn.conversationId, title: turn.title, created_at: at, updated_at: at })
      .execute();
    await countChatUsage(trx, turn.memberId, turn.now, { sessions: 1, tokens: 0 });
  } else {
    await trx
      .updateTable('chat_conversations')
      .set({ updated_at: at })
      .where('member_id', '=', turn.memberId)
      .where('id', '=', turn.conversationId)
      .execute();
  }
  if (replaced) {
    await trx
      .deleteFrom('chat_messages')
      .where('member_id', '=', turn.memberId)
      .where('conversation_id', '=', turn.conversationId)
      .where('position', '>=', replaced.position)
      .execute();
  }
  const answer: StoredMessage = {
    position: userPosition + 1,
    id: turn.answerId,
    role: 'assistant',
    text: '',
    metadata: turn.answerMetadata,
  };
  await trx
    .insertInto('chat_messages')
    .values([messageRow(turn, user, at), messageRow(turn, answer, at)])
    .execute();
  return { created: !existing, history, answerId: turn.answerId };
}

function messageRow(turn: NewTurn, message: StoredMessage, at: string) {
  return {
    member_id: turn.memberId,
    conversation_id: turn.conversationId,
    position: message.position,
    id: message.id,
    role: message.role,
    text: message.text,
    metadata: JSON.stringify(message.metadata),
    created_at: at,
  };
}

export interface FinishedAnswer {
  memberId: string;
  conversationId: string;
  answerId: string;
  text: string;
  metadata: ChatMessageMetadata;
  tokens: number;
  now: Date;
}

/**
 * Writes the answer into its placeholder (as far as it got) and counts its tokens. When the
 * placeholder is gone (the conversation was deleted, or the message regenerated meanwhile), only
 * the tokens are counted: they were spent all the same.
 */
export async function finishTurn(db: Kysely<Database>, answer: FinishedAnswer): Promise<void> {
  const { memberId, conversationId, tokens, now } = answer;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('chat_messages')
      .set({ text: answer.text, metadata: JSON.stringify(answer.metadata) })
      .where('member_id', '=', memberId)
      .where('conversation_id', '=', conversationId)
      .where('id', '=', answer.answerId)
      .execute();
    await trx
      .updateTable('chat_conversations')
      .set({ updated_at: now.toISOString() })
      .where('member_id', '=', memberId)
      .where('id', '=', conversationId)
      .execute();
    if (tokens > 0) await countChatUsage(trx, memberId, now, { sessions: 0, tokens });
  });
}
