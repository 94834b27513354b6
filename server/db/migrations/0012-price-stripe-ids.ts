import type { Kysely, Migration } from 'kysely';

// Frozen like every migration: an untyped Kysely.
type Db = Kysely<any>;

/**
 * The Stripe Price a price of ours is sold as, from the operator's app configuration: checkout
 * then charges that Price (its tax, trial and statement settings made in Stripe) instead of an
 * amount of ours.
 */
export const priceStripeIds: Migration = {
  async up(db: Db) {
    await db.schema.alterTable('ms_prices').addColumn('stripe_price_id', 'text').execute();
  },
  async down(db: Db) {
    await db.schema.alterTable('ms_prices').dropColumn('stripe_price_id').execute();
  },
};
