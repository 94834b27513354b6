import type { Kysely, Migration } from 'kysely';

// Frozen like every migration: an untyped Kysely.
type Db = Kysely<any>;

/** The development mailbox: every mail sent while no SMTP server is configured. */
export const devMailbox: Migration = {
  async up(db: Db) {
    await db.schema
      .createTable('dev_mailbox')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('to_address', 'text', (col) => col.notNull())
      .addColumn('subject', 'text', (col) => col.notNull())
      .addColumn('text_body', 'text', (col) => col.notNull())
      .addColumn('html_body', 'text', (col) => col.notNull())
      .addColumn('sent_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('dev_mailbox_sent').on('dev_mailbox').column('sent_at').execute();
  },
  async down(db: Db) {
    await db.schema.dropTable('dev_mailbox').execute();
  },
};
