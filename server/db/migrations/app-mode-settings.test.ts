// 0020 on a database with apps in use: each app's one set of origins, captcha rule and Stripe price
// ids becomes both modes' own, so nothing changes for a running app; going down keeps live mode's.
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { migrateToLatest, migrationProvider } from './index.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const migrateTo = async (name: string) => {
  const result = await new Migrator({ db: server.db, provider: migrationProvider }).migrateTo(name);
  expect(result.error).toBeUndefined();
};

describe('0020-app-mode-settings', () => {
  it("copies each app's origins, captcha rule and Stripe price ids into both modes", async () => {
    await migrateTo('0019-members-last-sign-in');
    await sql`update ms_apps set allowed_origins = ${'["https://www.shop.example"]'}, captcha_required = 1`.execute(
      server.db,
    );
    await sql`update ms_prices set stripe_price_id = ${'price_1TeamMonthly'} where id = ${'prc_chainforge_team_monthly'}`.execute(
      server.db,
    );

    await migrateToLatest(server.db);
    const app = await server.db.selectFrom('ms_apps').selectAll().executeTakeFirstOrThrow();
    expect(app).toMatchObject({
      test_allowed_origins: '["https://www.shop.example"]',
      live_allowed_origins: '["https://www.shop.example"]',
      test_captcha_required: 1,
      live_captcha_required: 1,
    });
    const price = await server.db
      .selectFrom('ms_prices')
      .select(['test_stripe_price_id', 'live_stripe_price_id'])
      .where('id', '=', 'prc_chainforge_team_monthly')
      .executeTakeFirstOrThrow();
    expect(price).toEqual({ test_stripe_price_id: 'price_1TeamMonthly', live_stripe_price_id: 'price_1TeamMonthly' });
    // The flags stay checked in both modes.
    await expect(
      server.db
        .updateTable('ms_apps')
        .set({ test_captcha_required: 2 as 1 })
        .execute(),
    ).rejects.toThrow();
    await expect(
      server.db
        .updateTable('ms_apps')
        .set({ live_captcha_required: 2 as 1 })
        .execute(),
    ).rejects.toThrow();
  });

  it("goes down to live mode's values under the old names", async () => {
    await server.db.updateTable('ms_apps').set({ test_allowed_origins: '["https://staging.shop.example"]' }).execute();
    await migrateTo('0019-members-last-sign-in');
    const rows = await sql<{ allowed_origins: string; captcha_required: number }>`
      select allowed_origins, captcha_required from ms_apps`.execute(server.db);
    expect(rows.rows[0]).toEqual({ allowed_origins: '["https://www.shop.example"]', captcha_required: 1 });
    await migrateToLatest(server.db);
  });
});
