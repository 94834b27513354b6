import { sql, type Kysely, type Migration } from 'kysely';
import { flag } from './0003-membership-members.ts';

// Frozen like every migration: an untyped Kysely.
type Db = Kysely<any>;

/**
 * The settings that differ between an app's test mode (`pk_sb_`) and live mode: the origins its
 * pages live on (staging and localhost beside the production domains), whether signup asks for a
 * captcha, and the Stripe Price each price is sold as (a test-mode Stripe Price does not exist in
 * live mode). The one value each had becomes live mode's, renamed in place so the flags' check
 * keeps naming it, and is copied to test mode: nothing changes for a running app.
 */
export const appModeSettings: Migration = {
  async up(db: Db) {
    await db.schema.alterTable('ms_apps').renameColumn('allowed_origins', 'live_allowed_origins').execute();
    await db.schema.alterTable('ms_apps').renameColumn('captcha_required', 'live_captcha_required').execute();
    await db.schema
      .alterTable('ms_apps')
      .addColumn('test_allowed_origins', 'text', (col) => col.notNull().defaultTo('[]'))
      .execute();
    await db.schema
      .alterTable('ms_apps')
      .addColumn('test_captcha_required', 'integer', (col) =>
        col.notNull().defaultTo(0).check(flag('test_captcha_required')),
      )
      .execute();
    await sql`update ms_apps set test_allowed_origins = live_allowed_origins,
      test_captcha_required = live_captcha_required`.execute(db);
    await db.schema.alterTable('ms_prices').renameColumn('stripe_price_id', 'live_stripe_price_id').execute();
    await db.schema.alterTable('ms_prices').addColumn('test_stripe_price_id', 'text').execute();
    await sql`update ms_prices set test_stripe_price_id = live_stripe_price_id`.execute(db);
  },
  async down(db: Db) {
    await db.schema.alterTable('ms_prices').dropColumn('test_stripe_price_id').execute();
    await db.schema.alterTable('ms_prices').renameColumn('live_stripe_price_id', 'stripe_price_id').execute();
    await db.schema.alterTable('ms_apps').dropColumn('test_captcha_required').execute();
    await db.schema.alterTable('ms_apps').dropColumn('test_allowed_origins').execute();
    await db.schema.alterTable('ms_apps').renameColumn('live_captcha_required', 'captcha_required').execute();
    await db.schema.alterTable('ms_apps').renameColumn('live_allowed_origins', 'allowed_origins').execute();
  },
};
