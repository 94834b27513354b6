import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../../schema.ts';
import type {
  AuthProviderName,
  CustomFieldVisibility,
  MsAppsTable,
  MsPlansTable,
  MsPricesTable,
} from '../../schema-membership.ts';
import type { AppRow, AuthProviderRow } from './apps.ts';

/**
 * What the console changes of an app's own row: the options both modes share (sign-in options,
 * branding, redirects) and each mode's own (origins, captcha).
 */
export type AppOptionsUpdate = Pick<
  Updateable<MsAppsTable>,
  | 'passwordless_enabled'
  | 'passwordless_default'
  | 'branding'
  | 'redirects'
  | 'test_allowed_origins'
  | 'test_captcha_required'
  | 'live_allowed_origins'
  | 'live_captcha_required'
>;

export async function findAppRow(db: Kysely<Database>, appId: string): Promise<AppRow | undefined> {
  return db.selectFrom('ms_apps').selectAll().where('id', '=', appId).executeTakeFirst();
}

export async function updateAppOptions(db: Kysely<Database>, appId: string, update: AppOptionsUpdate): Promise<void> {
  if (Object.keys(update).length === 0) return;
  await db.updateTable('ms_apps').set(update).where('id', '=', appId).execute();
}

/**
 * The custom fields' definitions in the given order (from the console, or the operator's file in
 * its own transaction); what members entered stays in their records.
 */
export async function replaceCustomFieldDefinitions(
  db: Kysely<Database>,
  appId: string,
  fields: readonly { key: string; label: string; hidden: boolean; visibility: CustomFieldVisibility }[],
): Promise<void> {
  if (!db.isTransaction) return db.transaction().execute((trx) => replaceCustomFieldDefinitions(trx, appId, fields));
  await db.deleteFrom('ms_custom_fields').where('app_id', '=', appId).execute();
  if (fields.length === 0) return;
  await db
    .insertInto('ms_custom_fields')
    .values(
      fields.map((field, index) => ({
        app_id: appId,
        key: field.key,
        label: field.label,
        position: index + 1,
        hidden: field.hidden ? 1 : 0,
        visibility: field.visibility,
      })),
    )
    .execute();
}

/** Every configured provider, the switched-off ones too. */
export async function listConfiguredProviders(db: Kysely<Database>, appId: string): Promise<AuthProviderRow[]> {
  return db.selectFrom('ms_auth_providers').selectAll().where('app_id', '=', appId).orderBy('position').execute();
}

export async function setProvidersEnabled(
  db: Kysely<Database>,
  appId: string,
  choices: readonly { provider: AuthProviderName; enabled: boolean }[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const choice of choices)
      await trx
        .updateTable('ms_auth_providers')
        .set({ enabled: choice.enabled ? 1 : 0 })
        .where('app_id', '=', appId)
        .where('provider', '=', choice.provider)
        .execute();
  });
}

export type PlanSettings = Pick<MsPlansTable, 'name' | 'description' | 'signup_surface'>;
export type PriceSettings = Omit<
  MsPricesTable,
  'plan_id' | 'status' | 'position' | 'test_stripe_price_id' | 'live_stripe_price_id'
> & {
  test_stripe_price_id: string | null;
  live_stripe_price_id: string | null;
};

/**
 * Writes a plan and the prices it offers, in order: a new plan goes last; prices named by id are
 * changed, new ones added, and the plan's prices the list leaves out retired (INACTIVE), never
 * deleted, since members may pay them.
 */
export async function savePlan(
  db: Kysely<Database>,
  appId: string,
  planId: string,
  plan: PlanSettings,
  prices: readonly PriceSettings[],
  createdAt: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const settings = { ...plan, is_paid: prices.length > 0 ? (1 as const) : (0 as const) };
    const updated = await trx
      .updateTable('ms_plans')
      .set(settings)
      .where('id', '=', planId)
      .where('app_id', '=', appId)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) {
      const last = await trx
        .selectFrom('ms_plans')
        .select((eb) => eb.fn.max('priority').as('priority'))
        .where('app_id', '=', appId)
        .executeTakeFirst();
      await trx
        .insertInto('ms_plans')
        .values({
          id: planId,
          app_id: appId,
          ...settings,
          priority: Number(last?.priority ?? 0) + 1,
          status: 'ACTIVE',
          created_at: createdAt,
        })
        .execute();
    }
    const kept = prices.map((price) => price.id);
    await trx
      .updateTable('ms_prices')
      .set({ status: 'INACTIVE' })
      .where('plan_id', '=', planId)
      .$if(kept.length > 0, (query) => query.where('id', 'not in', kept))
      .execute();
    for (const [position, price] of prices.entries()) {
      const { id, ...rest } = price;
      const values = { ...rest, status: 'ACTIVE' as const, position };
      const changed = await trx
        .updateTable('ms_prices')
        .set(values)
        .where('id', '=', id)
        .where('plan_id', '=', planId)
        .executeTakeFirst();
      if (changed.numUpdatedRows === 0n)
        await trx
          .insertInto('ms_prices')
          .values({ id, plan_id: planId, ...values })
          .execute();
    }
  });
}

/** Retires a plan (offered to no one; its members keep it) or offers it again. */
export async function setPlanStatus(
  db: Kysely<Database>,
  appId: string,
  planId: string,
  status: 'ACTIVE' | 'INACTIVE',
): Promise<boolean> {
  const result = await db
    .updateTable('ms_plans')
    .set({ status })
    .where('id', '=', planId)
    .where('app_id', '=', appId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The ids of prices that belong to a plan other than this one (a draft may not take them over). */
export async function pricesOfOtherPlans(db: Kysely<Database>, planId: string, priceIds: string[]): Promise<string[]> {
  if (priceIds.length === 0) return [];
  const rows = await db
    .selectFrom('ms_prices')
    .select('id')
    .where('id', 'in', priceIds)
    .where('plan_id', '!=', planId)
    .execute();
  return rows.map((row) => row.id);
}
