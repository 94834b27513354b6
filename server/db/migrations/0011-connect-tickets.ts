import type { Kysely, Migration } from 'kysely';

// Frozen like every migration: an untyped Kysely.
type Db = Kysely<any>;

/**
 * Tickets that let a provider popup connect an account to the signed-in member without the
 * member's token in its URL: single use, a minute at most, bound to the member's session, the app
 * and mode, and the provider. Only the ticket's SHA-256 is stored, like a session token's.
 */
export const connectTickets: Migration = {
  async up(db: Db) {
    await db.schema
      .createTable('ms_connect_tickets')
      .addColumn('ticket_hash', 'text', (col) => col.primaryKey())
      .addColumn('app_id', 'text', (col) => col.notNull().references('ms_apps.id').onDelete('cascade'))
      .addColumn('mode', 'text', (col) => col.notNull())
      .addColumn('member_id', 'text', (col) => col.notNull().references('members.id').onDelete('cascade'))
      .addColumn('session_id', 'text', (col) => col.notNull().references('ms_sessions.id').onDelete('cascade'))
      .addColumn('provider', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('ms_connect_tickets_expires').on('ms_connect_tickets').column('expires_at').execute();
  },
  async down(db: Db) {
    await db.schema.dropTable('ms_connect_tickets').execute();
  },
};
