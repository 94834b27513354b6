import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../schema.ts';
import type {
  MsAppsTable,
  MsAuthProvidersTable,
  MsContentGroupsTable,
  MsCustomFieldsTable,
  MsPlansTable,
  MsPricesTable,
} from '../../schema-membership.ts';

export type AppRow = Selectable<MsAppsTable>;
export type PlanRow = Selectable<MsPlansTable>;
export type PriceRow = Selectable<MsPricesTable>;
export type CustomFieldRow = Selectable<MsCustomFieldsTable>;
export type AuthProviderRow = Selectable<MsAuthProvidersTable>;
export type ContentGroupRow = Selectable<MsContentGroupsTable> & { planIds: string[] };

/** Every app: there are few, and the app directory keeps them in memory. */
export async function listApps(db: Kysely<Database>): Promise<AppRow[]> {
  return db.selectFrom('ms_apps').selectAll().orderBy('id').execute();
}

export async function listCustomFields(db: Kysely<Database>, appId: string): Promise<CustomFieldRow[]> {
  return db
    .selectFrom('ms_custom_fields')
    .selectAll()
    .where('app_id', '=', appId)
    .orderBy('position')
    .orderBy('key')
    .execute();
}

/** The keys of the fields a member sees and may set; hidden ones are the app's own. */
export async function visibleCustomFieldKeys(db: Kysely<Database>, appId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('ms_custom_fields')
    .select('key')
    .where('app_id', '=', appId)
    .where('hidden', '=', 0)
    .execute();
  return new Set(rows.map((row) => row.key));
}

/** The providers visitors are offered: the configured ones an owner has not switched off. */
export async function listAuthProviders(db: Kysely<Database>, appId: string): Promise<AuthProviderRow[]> {
  return db
    .selectFrom('ms_auth_providers')
    .selectAll()
    .where('app_id', '=', appId)
    .where('enabled', '=', 1)
    .orderBy('position')
    .execute();
}

/** The app's plans with their prices; inactive plans too (the caller decides what to offer). */
export async function listPlans(db: Kysely<Database>, appId: string): Promise<{ plan: PlanRow; prices: PriceRow[] }[]> {
  const plans = await db
    .selectFrom('ms_plans')
    .selectAll()
    .where('app_id', '=', appId)
    .orderBy('priority')
    .orderBy('id')
    .execute();
  if (plans.length === 0) return [];
  const prices = await db
    .selectFrom('ms_prices')
    .selectAll()
    .where(
      'plan_id',
      'in',
      plans.map((plan) => plan.id),
    )
    .orderBy('position')
    .execute();
  return plans.map((plan) => ({ plan, prices: prices.filter((price) => price.plan_id === plan.id) }));
}

export async function findPlan(
  db: Kysely<Database>,
  appId: string,
  planId: string,
): Promise<{ plan: PlanRow; prices: PriceRow[] } | undefined> {
  const plan = await db
    .selectFrom('ms_plans')
    .selectAll()
    .where('app_id', '=', appId)
    .where('id', '=', planId)
    .executeTakeFirst();
  if (!plan) return undefined;
  const prices = await db
    .selectFrom('ms_prices')
    .selectAll()
    .where('plan_id', '=', planId)
    .orderBy('position')
    .execute();
  return { plan, prices };
}

export async function listContentGroups(db: Kysely<Database>, appId: string): Promise<ContentGroupRow[]> {
  const groups = await db
    .selectFrom('ms_content_groups')
    .selectAll()
    .where('app_id', '=', appId)
    .orderBy('key')
    .execute();
  if (groups.length === 0) return [];
  const links = await db
    .selectFrom('ms_content_group_plans')
    .select(['group_id', 'plan_id'])
    .where(
      'group_id',
      'in',
      groups.map((group) => group.id),
    )
    .orderBy('plan_id')
    .execute();
  return groups.map((group) => ({
    ...group,
    planIds: links.filter((link) => link.group_id === group.id).map((link) => link.plan_id),
  }));
}
