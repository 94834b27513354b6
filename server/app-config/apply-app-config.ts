import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { newId } from '../security/ids.ts';
import { type AppConfig, appModeSettings, priceStripeId } from './schema.ts';

type App = AppConfig['app'];

/**
 * Makes the database say what the operator's file says, on every start and any number of times:
 * the app's settings, fields, providers and content groups become the file's; plans and prices are
 * created or updated by id, and one the file no longer names is retired (INACTIVE: offered to no
 * one, while the members who hold it keep their connections), never deleted. What the file names
 * wins over any change made elsewhere since the last start; a start with the very file applied
 * last time changes nothing, so what owners set in the console since is kept until the file changes.
 */
export async function applyAppConfig(db: Kysely<Database>, config: AppConfig, now = new Date()): Promise<void> {
  const digest = createHash('sha256').update(JSON.stringify(config)).digest('hex');
  await db.transaction().execute(async (trx) => {
    const applied = await trx
      .selectFrom('ms_apps')
      .select('config_digest')
      .where('id', '=', config.app.id)
      .executeTakeFirst();
    // The same file as last time: what owners have changed in the console since stays.
    if (applied?.config_digest === digest) return;
    await applyAppConfigIn(trx, config, now.toISOString());
    await trx.updateTable('ms_apps').set({ config_digest: digest }).where('id', '=', config.app.id).execute();
  });
}

/** The same inside a transaction the caller holds (the demo seed). */
export async function applyAppConfigIn(
  trx: Transaction<Database>,
  { app }: AppConfig,
  createdAt: string,
): Promise<void> {
  await upsertApp(trx, app, createdAt);
  await replaceCustomFields(trx, app);
  await replaceProviders(trx, app);
  await upsertPlans(trx, app, createdAt);
  await replaceContentGroups(trx, app);
}

async function upsertApp(trx: Transaction<Database>, app: App, createdAt: string): Promise<void> {
  const test = appModeSettings(app, 'test');
  const live = appModeSettings(app, 'live');
  const settings = {
    name: app.name,
    test_public_key: app.testPublicKey,
    live_public_key: app.livePublicKey,
    passwordless_enabled: app.passwordless.enabled ? 1 : 0,
    passwordless_default: app.passwordless.default ? 1 : 0,
    test_captcha_required: test.captchaRequired ? 1 : 0,
    live_captcha_required: live.captchaRequired ? 1 : 0,
    require_email_verification: app.requireEmailVerification ? 1 : 0,
    test_allowed_origins: JSON.stringify(test.allowedOrigins),
    live_allowed_origins: JSON.stringify(live.allowedOrigins),
    branding: JSON.stringify({
      logo: app.branding.logo ?? null,
      colors: { lightMode: { primaryButton: app.branding.primaryButton ?? 'rgb(41, 98, 255)' } },
    }),
    sso_signup_button_url: app.ssoSignupButtonUrl,
  } as const;
  await trx
    .insertInto('ms_apps')
    .values({ id: app.id, ...settings, created_at: createdAt })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(settings))
    .execute();
}

async function replaceCustomFields(trx: Transaction<Database>, app: App): Promise<void> {
  // Only the definitions: what members entered stays in their records.
  await trx.deleteFrom('ms_custom_fields').where('app_id', '=', app.id).execute();
  if (app.customFields.length === 0) return;
  await trx
    .insertInto('ms_custom_fields')
    .values(
      app.customFields.map((field, index) => ({
        app_id: app.id,
        key: field.key,
        label: field.label,
        position: index + 1,
        hidden: field.hidden ? 1 : 0,
        visibility: field.visibility,
      })),
    )
    .execute();
}

async function replaceProviders(trx: Transaction<Database>, app: App): Promise<void> {
  await trx.deleteFrom('ms_auth_providers').where('app_id', '=', app.id).execute();
  if (app.providers.length === 0) return;
  await trx
    .insertInto('ms_auth_providers')
    .values(
      app.providers.map((entry, index) => ({
        app_id: app.id,
        provider: entry.provider,
        name: entry.name ?? entry.provider[0]?.toUpperCase() + entry.provider.slice(1),
        icon: null,
        position: index + 1,
      })),
    )
    .execute();
}

async function upsertPlans(trx: Transaction<Database>, app: App, createdAt: string): Promise<void> {
  const named = app.plans.map((plan) => plan.id);
  await trx
    .updateTable('ms_plans')
    .set({ status: 'INACTIVE' })
    .where('app_id', '=', app.id)
    .$if(named.length > 0, (query) => query.where('id', 'not in', named))
    .execute();
  for (const [index, plan] of app.plans.entries()) {
    const settings = {
      name: plan.name,
      description: plan.description,
      priority: index + 1,
      is_paid: plan.prices.length > 0 ? 1 : 0,
      status: 'ACTIVE',
      signup_surface: plan.signup,
    } as const;
    const stored = await trx
      .insertInto('ms_plans')
      .values({ id: plan.id, app_id: app.id, ...settings, created_at: createdAt })
      .onConflict((conflict) => conflict.column('id').doUpdateSet(settings).where('ms_plans.app_id', '=', app.id))
      .returning('id')
      .executeTakeFirst();
    if (!stored) throw new Error(`APP_CONFIG: plan ${plan.id} belongs to another app`);
    await upsertPrices(trx, plan);
  }
}

async function upsertPrices(trx: Transaction<Database>, plan: App['plans'][number]): Promise<void> {
  const named = plan.prices.map((price) => price.id);
  await trx
    .updateTable('ms_prices')
    .set({ status: 'INACTIVE' })
    .where('plan_id', '=', plan.id)
    .$if(named.length > 0, (query) => query.where('id', 'not in', named))
    .execute();
  for (const [position, price] of plan.prices.entries()) {
    const settings = {
      name: price.name,
      type: price.type,
      amount_cents: price.amount,
      currency: price.currency,
      interval_type: price.type === 'ONETIME' ? null : price.interval,
      interval_count: price.type === 'ONETIME' ? null : price.intervalCount,
      status: 'ACTIVE',
      position,
      test_stripe_price_id: priceStripeId(price, 'test'),
      live_stripe_price_id: priceStripeId(price, 'live'),
    } as const;
    const stored = await trx
      .insertInto('ms_prices')
      .values({ id: price.id, plan_id: plan.id, ...settings })
      .onConflict((conflict) => conflict.column('id').doUpdateSet(settings).where('ms_prices.plan_id', '=', plan.id))
      .returning('id')
      .executeTakeFirst();
    if (!stored) throw new Error(`APP_CONFIG: price ${price.id} belongs to another plan`);
  }
}

async function replaceContentGroups(trx: Transaction<Database>, app: App): Promise<void> {
  const existing = await trx
    .selectFrom('ms_content_groups')
    .select(['id', 'key'])
    .where('app_id', '=', app.id)
    .execute();
  const idByKey = new Map(existing.map((group) => [group.key, group.id]));
  const kept = new Set(app.contentGroups.map((group) => group.key));
  const removed = existing.filter((group) => !kept.has(group.key)).map((group) => group.id);
  if (removed.length > 0) {
    await trx.deleteFrom('ms_content_group_plans').where('group_id', 'in', removed).execute();
    await trx.deleteFrom('ms_content_groups').where('id', 'in', removed).execute();
  }
  for (const group of app.contentGroups) {
    const id = idByKey.get(group.key) ?? group.id ?? newId('grp');
    const settings = {
      name: group.name,
      redirect: group.redirect,
      allow_all_members: group.allowAllMembers ? 1 : 0,
      urls: JSON.stringify(group.urls),
    } as const;
    await trx
      .insertInto('ms_content_groups')
      .values({ id, app_id: app.id, key: group.key, ...settings })
      .onConflict((conflict) => conflict.column('id').doUpdateSet(settings))
      .execute();
    await trx.deleteFrom('ms_content_group_plans').where('group_id', '=', id).execute();
    if (group.plans.length > 0)
      await trx
        .insertInto('ms_content_group_plans')
        .values(group.plans.map((planId) => ({ group_id: id, plan_id: planId })))
        .execute();
  }
}
