import type { Kysely, Migration } from 'kysely';

// Frozen like every migration: an untyped Kysely.
type Db = Kysely<any>;

/** Added one at a time: SQLite's ALTER TABLE takes a single column per statement. */
const EVENT_COLUMNS = ['member_id', 'plan_id', 'purchase_id', 'invoice_id', 'payment_intent_id', 'fact'] as const;

/**
 * Stripe's subscription life. Each paid connection remembers the subscription (or one-time
 * payment) it follows and the Stripe time of the newest event folded into it, and every event we
 * act on keeps what it said (`fact`) with the purchase it belongs to, so a connection's state is
 * recomputed from all of its purchase's events in Stripe's order however they arrive. The payment
 * ids let a refund, which names only its invoice or payment, find its purchase before or after
 * that payment's own event.
 */
export const stripeSubscriptionLife: Migration = {
  async up(db: Db) {
    await db.schema.alterTable('ms_plan_connections').addColumn('stripe_subscription_id', 'text').execute();
    await db.schema.alterTable('ms_plan_connections').addColumn('stripe_event_at', 'text').execute();
    for (const column of EVENT_COLUMNS) {
      await db.schema.alterTable('ms_stripe_events').addColumn(column, 'text').execute();
    }
    await db.schema
      .createIndex('ms_stripe_events_connection')
      .on('ms_stripe_events')
      .columns(['member_id', 'plan_id'])
      .execute();
    for (const column of ['purchase_id', 'invoice_id', 'payment_intent_id']) {
      await db.schema.createIndex(`ms_stripe_events_${column}`).on('ms_stripe_events').column(column).execute();
    }
  },
  async down(db: Db) {
    for (const column of ['purchase_id', 'invoice_id', 'payment_intent_id']) {
      await db.schema.dropIndex(`ms_stripe_events_${column}`).execute();
    }
    await db.schema.dropIndex('ms_stripe_events_connection').execute();
    for (const column of [...EVENT_COLUMNS].reverse()) {
      await db.schema.alterTable('ms_stripe_events').dropColumn(column).execute();
    }
    await db.schema.alterTable('ms_plan_connections').dropColumn('stripe_event_at').execute();
    await db.schema.alterTable('ms_plan_connections').dropColumn('stripe_subscription_id').execute();
  },
};
