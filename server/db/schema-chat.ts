/**
 * The chat's tables (migration 0009), as Kysely sees them. The conventions of schema.ts hold, plus:
 * JSON values are text, read through parseJsonObject (json-columns.ts). Every row belongs to one
 * member, and every query names that member, so no account ever reads another's conversations.
 */
import type { ChatRole } from '../../contract/chat.ts';

export interface ChatConversationsTable {
  member_id: string;
  id: string;
  title: string;
  created_at: string;
  updated_at: string;
}

export interface ChatMessagesTable {
  member_id: string;
  conversation_id: string;
  /** The message's place in its conversation, from 0; unique per conversation. */
  position: number;
  id: string;
  role: ChatRole;
  /** Empty while the answer is being written, or when it was stopped before its first word. */
  text: string;
  /** ChatMessageMetadata as JSON. */
  metadata: string;
  created_at: string;
}

export interface AgentSettingsTable {
  member_id: string;
  /** The account's own values (AgentSettingsUpdate applied), as JSON; defaults are filled in on reading. */
  settings: string;
  updated_at: string;
}

export interface ChatTables {
  chat_conversations: ChatConversationsTable;
  chat_messages: ChatMessagesTable;
  agent_settings: AgentSettingsTable;
}
