import type { Kysely } from 'kysely';
import { newId } from '../../ids.ts';
import type { Database } from '../../schema.ts';
import type {
  AuthProviderName,
  MsAppsTable,
  MsContentGroupsTable,
  MsPlansTable,
  MsPricesTable,
} from '../../schema-membership.ts';

/**
 * The writes that make the database say what the operator's app configuration says: the caller
 * (app-config/apply-app-config.ts) turns the file into these rows and runs them in one transaction.
 */

export type ConfiguredAppSettings = Omit<MsAppsTable, 'id' | 'created_at' | 'redirects' | 'config_digest'>;
export type ConfiguredPlan = Pick<MsPlansTable, 'id' | 'name' | 'description' | 'signup_surface'> & {
  prices: ConfiguredPrice[];
};
export type ConfiguredPrice = Omit<
  MsPricesTable,
  'plan_id' | 'status' | 'position' | 'test_stripe_price_id' | 'live_stripe_price_id'
> & {
  test_stripe_price_id: string | null;
  live_stripe_price_id: string | null;
};
export type ConfiguredContentGroup = Omit<MsContentGroupsTable, 'id' | 'app_id'> & {
  /** The id the file names, for a group new to the database; a kept group keeps its own. */
  id?: string;
  plans: readonly string[];
};

/** The digest of the configuration last applied to the app, so that the same file changes nothing. */
export async function appliedConfigDigest(db: Kysely<Database>, appId: string): Promise<string | null | undefined> {
  const applied = await db.selectFrom('ms_apps').select('config_digest').where('id', '=', appId).executeTakeFirst();
  return applied?.config_digest;
}

export async function markConfigApplied(db: Kysely<Database>, appId: string, digest: string): Promise<void> {
  await db.updateTable('ms_apps').set({ config_digest: digest }).where('id', '=', appId).execute();
}

export async function upsertConfiguredApp(
  db: Kysely<Database>,
  appId: string,
  settings: ConfiguredAppSettings,
  createdAt: string,
): Promise<void> {
  await db
    .insertInto('ms_apps')
    .values({ id: appId, ...settings, created_at: createdAt })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(settings))
    .execute();
}

/** The providers in the given order, switched on; the names are what their buttons say. */
export async function replaceConfiguredProviders(
  db: Kysely<Database>,
  appId: string,
  providers: readonly { provider: AuthProviderName; name: string }[],
): Promise<void> {
  await db.deleteFrom('ms_auth_providers').where('app_id', '=', appId).execute();
  if (providers.length === 0) return;
  await db
    .insertInto('ms_auth_providers')
    .values(
      providers.map((entry, index) => ({
        app_id: appId,
        provider: entry.provider,
        name: entry.name,
        icon: null,
        position: index + 1,
      })),
    )
    .execute();
}

/**
 * Creates or updates the plans and their prices by id, in order; a plan or price the list no
 * longer names is retired (INACTIVE: offered to no one, while the members who hold it keep their
 * connections), never deleted. An id that belongs to another app's plan (or another plan's price)
 * is a mistake in the file, refused rather than taken over.
 */
export async function upsertConfiguredPlans(
  db: Kysely<Database>,
  appId: string,
  plans: readonly ConfiguredPlan[],
  createdAt: string,
): Promise<void> {
  const named = plans.map((plan) => plan.id);
  await db
    .updateTable('ms_plans')
    .set({ status: 'INACTIVE' })
    .where('app_id', '=', appId)
    .$if(named.length > 0, (query) => query.where('id', 'not in', named))
    .execute();
  for (const [index, { id, prices, ...plan }] of plans.entries()) {
    const settings = {
      ...plan,
      priority: index + 1,
      is_paid: prices.length > 0 ? 1 : 0,
      status: 'ACTIVE',
    } as const;
    const stored = await db
      .insertInto('ms_plans')
      .values({ id, app_id: appId, ...settings, created_at: createdAt })
      .onConflict((conflict) => conflict.column('id').doUpdateSet(settings).where('ms_plans.app_id', '=', appId))
      .returning('id')
      .executeTakeFirst();
    if (!stored) throw new Error(`APP_CONFIG: plan ${id} belongs to another app`);
    await upsertConfiguredPrices(db, id, prices);
  }
}

async function upsertConfiguredPrices(
  db: Kysely<Database>,
  planId: string,
  prices: readonly ConfiguredPrice[],
): Promise<void> {
  const named = prices.map((price) => price.id);
  await db
    .updateTable('ms_prices')
    .set({ status: 'INACTIVE' })
    .where('plan_id', '=', planId)
    .$if(named.length > 0, (query) => query.where('id', 'not in', named))
    .execute();
  for (const [position, { id, ...price }] of prices.entries()) {
    const settings = { ...price, status: 'ACTIVE', position } as const;
    const stored = await db
      .insertInto('ms_prices')
      .values({ id, plan_id: planId, ...settings })
      .onConflict((conflict) => conflict.column('id').doUpdateSet(settings).where('ms_prices.plan_id', '=', planId))
      .returning('id')
      .executeTakeFirst();
    if (!stored) throw new Error(`APP_CONFIG: price ${id} belongs to another plan`);
  }
}

/** The app's content groups become the list: by key, a kept group keeps its id; the others go with their plan links. */
export async function replaceConfiguredContentGroups(
  db: Kysely<Database>,
  appId: string,
  groups: readonly ConfiguredContentGroup[],
): Promise<void> {
  const existing = await db.selectFrom('ms_content_groups').select(['id', 'key']).where('app_id', '=', appId).execute();
  const idByKey = new Map(existing.map((group) => [group.key, group.id]));
  const kept = new Set(groups.map((group) => group.key));
  const removed = existing.filter((group) => !kept.has(group.key)).map((group) => group.id);
  if (removed.length > 0) {
    await db.deleteFrom('ms_content_group_plans').where('group_id', 'in', removed).execute();
    await db.deleteFrom('ms_content_groups').where('id', 'in', removed).execute();
  }
  for (const { key, id: named, plans, ...settings } of groups) {
    const id = idByKey.get(key) ?? named ?? newId('grp');
    await db
      .insertInto('ms_content_groups')
      .values({ id, app_id: appId, key, ...settings })
      .onConflict((conflict) => conflict.column('id').doUpdateSet(settings))
      .execute();
    await db.deleteFrom('ms_content_group_plans').where('group_id', '=', id).execute();
    if (plans.length > 0)
      await db
        .insertInto('ms_content_group_plans')
        .values(plans.map((planId) => ({ group_id: id, plan_id: planId })))
        .execute();
  }
}
