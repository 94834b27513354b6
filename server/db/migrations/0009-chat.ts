import { sql, type Kysely, type Migration } from 'kysely';

// Frozen like every migration: an untyped Kysely.
type Db = Kysely<any>;

/**
 * The chat: each account's conversations with their messages, and its chat widget settings.
 * A conversation's id is made by the client (useChat's chat id), so it is unique per account only:
 * the key is (member_id, id), and every read goes through the account. Messages keep their order
 * in `position`; only their text is stored (the chat writes and reads text parts alone), with the
 * message's metadata as JSON text.
 */
export const chat: Migration = {
  async up(db: Db) {
    await db.schema
      .createTable('chat_conversations')
      .addColumn('member_id', 'text', (col) => col.notNull().references('members.id').onDelete('cascade'))
      .addColumn('id', 'text', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('chat_conversations_pk', ['member_id', 'id'])
      .execute();
    await db.schema
      .createIndex('chat_conversations_member_updated')
      .on('chat_conversations')
      .columns(['member_id', 'updated_at'])
      .execute();

    await db.schema
      .createTable('chat_messages')
      .addColumn('member_id', 'text', (col) => col.notNull())
      .addColumn('conversation_id', 'text', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('id', 'text', (col) => col.notNull())
      .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('user', 'assistant')`))
      .addColumn('text', 'text', (col) => col.notNull())
      .addColumn('metadata', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('chat_messages_pk', ['member_id', 'conversation_id', 'position'])
      .addUniqueConstraint('chat_messages_id', ['member_id', 'conversation_id', 'id'])
      .addForeignKeyConstraint(
        'chat_messages_conversation',
        ['member_id', 'conversation_id'],
        'chat_conversations',
        ['member_id', 'id'],
        (constraint) => constraint.onDelete('cascade'),
      )
      .execute();

    await db.schema
      .createTable('agent_settings')
      .addColumn('member_id', 'text', (col) => col.primaryKey().references('members.id').onDelete('cascade'))
      .addColumn('settings', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
  },
  async down(db: Db) {
    await db.schema.dropTable('agent_settings').execute();
    await db.schema.dropTable('chat_messages').execute();
    await db.schema.dropTable('chat_conversations').execute();
  },
};
