import { DEFAULT_PRIMARY_BUTTON } from '../../../contract/app-answer.ts';
import type { ConsoleAppSettings } from '../../../contract/console-app-settings.ts';
import { parseJsonObject } from '../../db/json-columns.ts';
import { listConfiguredProviders } from '../../db/queries/membership/app-settings.ts';
import { listCustomFields, listPlans, type AppRow } from '../../db/queries/membership/apps.ts';
import type { Database } from '../../db/schema.ts';
import type { Kysely } from 'kysely';
import { modeCaptchaRequired, modeOrigins, redirectsOf } from '../apps.ts';

/** The primary button colour the app's branding sets, else the widget's default. */
export function primaryButtonOf(row: Pick<AppRow, 'branding'>): string {
  const colors = parseJsonObject(row.branding).colors as { lightMode?: { primaryButton?: unknown } } | undefined;
  const colour = colors?.lightMode?.primaryButton;
  return typeof colour === 'string' ? colour : DEFAULT_PRIMARY_BUTTON;
}

/** Everything the App settings page shows, the retired plans and prices and the switched-off providers too. */
export async function appSettingsView(db: Kysely<Database>, app: AppRow): Promise<ConsoleAppSettings> {
  const [fields, providers, plans] = await Promise.all([
    listCustomFields(db, app.id),
    listConfiguredProviders(db, app.id),
    listPlans(db, app.id),
  ]);
  return {
    app: { id: app.id, name: app.name, testPublicKey: app.test_public_key, livePublicKey: app.live_public_key },
    options: {
      passwordless: { enabled: app.passwordless_enabled === 1, default: app.passwordless_default === 1 },
      primaryButton: primaryButtonOf(app),
      redirects: redirectsOf(app),
      modes: {
        test: { allowedOrigins: modeOrigins(app, 'test'), captchaRequired: modeCaptchaRequired(app, 'test') },
        live: { allowedOrigins: modeOrigins(app, 'live'), captchaRequired: modeCaptchaRequired(app, 'live') },
      },
    },
    customFields: fields.map((field) => ({
      key: field.key,
      label: field.label,
      hidden: field.hidden === 1,
      visibility: field.visibility,
    })),
    providers: providers.map((row) => ({ provider: row.provider, name: row.name, enabled: row.enabled === 1 })),
    plans: plans.map(({ plan, prices }) => ({
      id: plan.id,
      name: plan.name,
      description: plan.description,
      signupSurface: plan.signup_surface,
      status: plan.status,
      prices: prices.map((price) => ({
        id: price.id,
        name: price.name,
        amount: price.amount_cents,
        currency: price.currency,
        type: price.type,
        interval: price.interval_type,
        intervalCount: price.interval_count,
        stripePriceIds: { test: price.test_stripe_price_id, live: price.live_stripe_price_id },
        status: price.status,
      })),
    })),
  };
}
