import type { Kysely } from 'kysely';
import type { ChatConversationSummary, ChatMessageMetadata, ChatRole } from '../../../../contract/chat.ts';
import { parseJsonObject } from '../../json-columns.ts';
import { toNumber } from '../../numbers.ts';
import type { Database } from '../../schema.ts';

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

/**
 * The account's conversations, newest first. A message without text (an answer stopped before its
 * first word, or one still being written) is not counted, as it is not shown either.
 */
export async function listConversations(
  db: Kysely<Database>,
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

export async function hasConversation(
  db: Kysely<Database>,
  memberId: string,
  conversationId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('chat_conversations')
    .select('id')
    .where('member_id', '=', memberId)
    .where('id', '=', conversationId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The conversation with every stored message, those without text too (an answer's placeholder). */
export async function findConversation(
  db: Kysely<Database>,
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

/** Deletes the conversation and its messages; returns whether there was one. */
export async function deleteConversation(
  db: Kysely<Database>,
  memberId: string,
  conversationId: string,
): Promise<boolean> {
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
