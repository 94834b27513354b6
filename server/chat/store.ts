import { sql, type Kysely } from 'kysely';
import type {
  AgentSettings,
  ChatConversation,
  ChatConversationSummary,
  ChatMessageMetadata,
  ChatRole,
  ChatUIMessage,
} from '../../elements/core/contract/chat.ts';
import { DEFAULT_AGENT_SETTINGS } from '../../elements/core/contract/chat.ts';
import { isoDay } from '../db/calendar.ts';
import { parseJsonObject } from '../db/json-columns.ts';
import { toNumber } from '../db/numbers.ts';
import type { Database } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';

/** The chat's tables (migration 0009), beside the rest of the schema. */
export type ChatTables = {
  chat_conversations: {
    member_id: string;
    id: string;
    title: string;
    created_at: string;
    updated_at: string;
  };
  chat_messages: {
    member_id: string;
    conversation_id: string;
    position: number;
    id: string;
    role: ChatRole;
    text: string;
    /** ChatMessageMetadata as JSON. */
    metadata: string;
    created_at: string;
  };
  agent_settings: {
    member_id: string;
    /** The account's own values (AgentSettingsUpdate applied), as JSON; defaults are filled in on reading. */
    settings: string;
    updated_at: string;
  };
};

export type ChatDb = Kysely<Database & ChatTables>;

export const chatDb = (db: Kysely<Database>): ChatDb => db.withTables<ChatTables>();

/** A message as stored, in order. */
export interface StoredMessage {
  position: number;
  id: string;
  role: ChatRole;
  text: string;
  metadata: ChatMessageMetadata;
}

export interface StoredConversation {
  id: string;
  title: string;
  messages: StoredMessage[];
}

const toUIMessage = (message: StoredMessage): ChatUIMessage => ({
  id: message.id,
  role: message.role,
  parts: [{ type: 'text', text: message.text }],
  metadata: message.metadata,
});

/**
 * The account's conversations, newest first. A message without text (an answer stopped before its
 * first word, or one still being written) is not counted, as it is not shown either.
 */
export async function listConversations(
  db: ChatDb,
  memberId: string,
  limit: number,
): Promise<ChatConversationSummary[]> {
  const rows = await db
    .selectFrom('chat_conversations as c')
    .select((eb) => [
      'c.id',
      'c.title',
      'c.created_at',
      'c.updated_at',
      eb
        .selectFrom('chat_messages as m')
        .select((inner) => inner.fn.countAll().as('n'))
        .whereRef('m.member_id', '=', 'c.member_id')
        .whereRef('m.conversation_id', '=', 'c.id')
        .where('m.text', '<>', '')
        .as('message_count'),
    ])
    .where('c.member_id', '=', memberId)
    .orderBy('c.updated_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    created_at: row.created_at,
    updated_at: row.updated_at,
    message_count: toNumber(row.message_count),
  }));
}

export async function hasConversation(db: ChatDb, memberId: string, conversationId: string): Promise<boolean> {
  const row = await db
    .selectFrom('chat_conversations')
    .select('id')
    .where('member_id', '=', memberId)
    .where('id', '=', conversationId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findConversation(
  db: ChatDb,
  memberId: string,
  conversationId: string,
): Promise<StoredConversation | undefined> {
  const conversation = await db
    .selectFrom('chat_conversations')
    .select(['id', 'title'])
    .where('member_id', '=', memberId)
    .where('id', '=', conversationId)
    .executeTakeFirst();
  if (!conversation) return undefined;
  const rows = await db
    .selectFrom('chat_messages')
    .select(['position', 'id', 'role', 'text', 'metadata'])
    .where('member_id', '=', memberId)
    .where('conversation_id', '=', conversationId)
    .orderBy('position')
    .execute();
  return {
    ...conversation,
    messages: rows.map((row) => ({
      position: toNumber(row.position),
      id: row.id,
      role: row.role,
      text: row.text,
      metadata: parseJsonObject(row.metadata) as ChatMessageMetadata,
    })),
  };
}

/** GET /api/chat/conversations/:id: the messages that have text, in order. */
export function conversationView(conversation: StoredConversation): ChatConversation {
  return {
    id: conversation.id,
    title: conversation.title,
    messages: conversation.messages.filter((message) => message.text !== '').map(toUIMessage),
  };
}

export async function deleteConversation(db: ChatDb, memberId: string, conversationId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('chat_messages')
      .where('member_id', '=', memberId)
      .where('conversation_id', '=', conversationId)
      .execute();
    const result = await trx
      .deleteFrom('chat_conversations')
      .where('member_id', '=', memberId)
      .where('id', '=', conversationId)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  });
}

/** A conversation's title: its first user message on one line, at most `max` characters, cut at a word. */
export function conversationTitle(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line || 'New chat';
  const cut = line.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

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
  db: ChatDb,
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
  trx: ChatDb,
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
    await countUsage(trx, turn.memberId, turn.now, { sessions: 1, tokens: 0 });
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
  await trx
    .insertInto('chat_messages')
    .values([
      messageRow(turn, user, at),
      messageRow(
        turn,
        { position: userPosition + 1, id: turn.answerId, role: 'assistant', text: '', metadata: turn.answerMetadata },
        at,
      ),
    ])
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

/**
 * Writes the answer into its placeholder (as far as it got) and counts its tokens. When the
 * placeholder is gone (the conversation was deleted, or the message regenerated meanwhile), only
 * the tokens are counted: they were spent all the same.
 */
export async function finishTurn(
  db: ChatDb,
  memberId: string,
  conversationId: string,
  answerId: string,
  text: string,
  metadata: ChatMessageMetadata,
  tokens: number,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('chat_messages')
      .set({ text, metadata: JSON.stringify(metadata) })
      .where('member_id', '=', memberId)
      .where('conversation_id', '=', conversationId)
      .where('id', '=', answerId)
      .execute();
    await trx
      .updateTable('chat_conversations')
      .set({ updated_at: now.toISOString() })
      .where('member_id', '=', memberId)
      .where('id', '=', conversationId)
      .execute();
    if (tokens > 0) await countUsage(trx, memberId, now, { sessions: 0, tokens });
  });
}

/** Adds to today's chat row of agent_usage, the dashboard's source for sessions and tokens. */
async function countUsage(
  db: ChatDb,
  memberId: string,
  now: Date,
  { sessions, tokens }: { sessions: number; tokens: number },
): Promise<void> {
  await db
    .insertInto('agent_usage')
    .values({ member_id: memberId, day: isoDay(now), agent: 'chat', sessions, tokens })
    .onConflict((oc) =>
      oc.columns(['member_id', 'agent', 'day']).doUpdateSet((eb) => ({
        sessions: sql<number>`${eb.ref('agent_usage.sessions')} + ${sessions}`,
        tokens: sql<number>`${eb.ref('agent_usage.tokens')} + ${tokens}`,
      })),
    )
    .execute();
}

/** The account's settings with the defaults filled in for what it never set. */
export async function readAgentSettings(db: ChatDb, memberId: string): Promise<AgentSettings> {
  const row = await db
    .selectFrom('agent_settings')
    .select('settings')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return withDefaults(parseJsonObject(row?.settings));
}

function withDefaults(own: Record<string, unknown>): AgentSettings {
  const pick = <K extends keyof AgentSettings>(key: K): AgentSettings[K] =>
    (own[key] ?? DEFAULT_AGENT_SETTINGS[key]) as AgentSettings[K];
  return {
    title: pick('title'),
    greeting: pick('greeting'),
    disclaimer: pick('disclaimer'),
    prompts: [...pick('prompts')],
    colors: { ...pick('colors') },
  };
}

/** Applies a validated partial update (`null` restores a default) and answers the settings as they now are. */
export async function updateAgentSettings(
  db: ChatDb,
  memberId: string,
  update: Record<string, unknown>,
  now: Date,
): Promise<AgentSettings> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('agent_settings')
      .select('settings')
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    const own: Record<string, unknown> = { ...parseJsonObject(row?.settings) };
    for (const [key, value] of Object.entries(update)) {
      if (value === null) delete own[key];
      else own[key] = value;
    }
    const settings = JSON.stringify(own);
    await trx
      .insertInto('agent_settings')
      .values({ member_id: memberId, settings, updated_at: now.toISOString() })
      .onConflict((oc) => oc.column('member_id').doUpdateSet({ settings, updated_at: now.toISOString() }))
      .execute();
    return withDefaults(own);
  });
}
