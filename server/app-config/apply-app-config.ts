import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { replaceCustomFieldDefinitions } from '../db/queries/membership/app-settings.ts';
import {
  appliedConfigDigest,
  type ConfiguredAppSettings,
  markConfigApplied,
  replaceConfiguredContentGroups,
  replaceConfiguredProviders,
  upsertConfiguredApp,
  upsertConfiguredPlans,
} from '../db/queries/membership/configured-app.ts';
import type { Database } from '../db/schema.ts';
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
    // The same file as last time: what owners have changed in the console since stays.
    if ((await appliedConfigDigest(trx, config.app.id)) === digest) return;
    await applyAppConfigIn(trx, config, now.toISOString());
    await markConfigApplied(trx, config.app.id, digest);
  });
}

/** The same inside a transaction the caller holds (the demo seed). */
export async function applyAppConfigIn(
  trx: Transaction<Database>,
  { app }: AppConfig,
  createdAt: string,
): Promise<void> {
  await upsertConfiguredApp(trx, app.id, appSettings(app), createdAt);
  await replaceCustomFieldDefinitions(trx, app.id, app.customFields);
  await replaceConfiguredProviders(
    trx,
    app.id,
    app.providers.map((entry) => ({
      provider: entry.provider,
      name: entry.name ?? entry.provider[0]?.toUpperCase() + entry.provider.slice(1),
    })),
  );
  await upsertConfiguredPlans(
    trx,
    app.id,
    app.plans.map((plan) => ({
      id: plan.id,
      name: plan.name,
      description: plan.description,
      signup_surface: plan.signup,
      prices: plan.prices.map((price) => ({
        id: price.id,
        name: price.name,
        type: price.type,
        amount_cents: price.amount,
        currency: price.currency,
        interval_type: price.type === 'ONETIME' ? null : price.interval,
        interval_count: price.type === 'ONETIME' ? null : price.intervalCount,
        test_stripe_price_id: priceStripeId(price, 'test'),
        live_stripe_price_id: priceStripeId(price, 'live'),
      })),
    })),
    createdAt,
  );
  await replaceConfiguredContentGroups(
    trx,
    app.id,
    app.contentGroups.map((group) => ({
      id: group.id,
      key: group.key,
      name: group.name,
      redirect: group.redirect,
      allow_all_members: group.allowAllMembers ? 1 : 0,
      urls: JSON.stringify(group.urls),
      plans: group.plans,
    })),
  );
}

function appSettings(app: App): ConfiguredAppSettings {
  const test = appModeSettings(app, 'test');
  const live = appModeSettings(app, 'live');
  return {
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
  };
}
