import type { Kysely, Migration } from 'kysely';

// Frozen like every migration: an untyped Kysely.
type Db = Kysely<any>;

/**
 * The Stripe events the webhook has acted on. Stripe delivers at least once (and retries after a
 * timeout even when we did the work), so the event id is claimed with the change it makes.
 */
export const stripeEvents: Migration = {
  async up(db: Db) {
    await db.schema
      .createTable('ms_stripe_events')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('type', 'text', (col) => col.notNull())
      .addColumn('processed_at', 'text', (col) => col.notNull())
      .execute();
  },
  async down(db: Db) {
    await db.schema.dropTable('ms_stripe_events').execute();
  },
};
