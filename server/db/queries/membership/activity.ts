import { type Kysely, sql } from 'kysely';
import { toNumber } from '../../numbers.ts';
import type { Database } from '../../schema.ts';
import type { MemberMode, MsPricesTable } from '../../schema-membership.ts';

/** Which of an app's members an activity figure counts: one mode's. */
export interface ActivityScope {
  appId: string;
  mode: MemberMode;
}

/** The day (YYYY-MM-DD, UTC) of an ISO-8601 instant stored as text, the same on both engines. */
const dayOf = sql<string>`substr(${sql.ref('created_at')}, 1, 10)`;

/** Members who joined on each day from `since` on (days without any are absent), from the (app, mode, created) index. */
export async function countSignUpsPerDay(
  db: Kysely<Database>,
  { appId, mode }: ActivityScope,
  since: string,
): Promise<{ day: string; count: number }[]> {
  const rows = await db
    .selectFrom('members')
    .select([dayOf.as('day'), (eb) => eb.fn.countAll().as('count')])
    .where('app_id', '=', appId)
    .where('mode', '=', mode)
    .where('created_at', '>=', since)
    .groupBy('day')
    .orderBy('day')
    .execute();
  return rows.map((row) => ({ day: row.day, count: toNumber(row.count) }));
}

export async function countMembers(db: Kysely<Database>, { appId, mode }: ActivityScope): Promise<number> {
  const row = await db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('app_id', '=', appId)
    .where('mode', '=', mode)
    .executeTakeFirstOrThrow();
  return toNumber(row.count);
}

/**
 * Members who signed in from `since` on (each sign-in starts a session and marks the member's last
 * sign-in): a range of the (app, mode, last sign-in) index.
 */
export async function countActiveMembers(
  db: Kysely<Database>,
  { appId, mode }: ActivityScope,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('app_id', '=', appId)
    .where('mode', '=', mode)
    .where('last_sign_in_at', '>=', since)
    .executeTakeFirstOrThrow();
  return toNumber(row.count);
}

/**
 * How many members of the mode hold each plan of the app that has any (an active connection; a
 * member connects to a plan once), from the connections' (plan, active, member mode) index alone.
 */
export async function countMembersByPlan(
  db: Kysely<Database>,
  { appId, mode }: ActivityScope,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('ms_plan_connections as c')
    .select(['c.plan_id', (eb) => eb.fn.countAll().as('members')])
    .where('c.plan_id', 'in', db.selectFrom('ms_plans').select('id').where('app_id', '=', appId))
    .where('c.active', '=', 1)
    .where('c.member_mode', '=', mode)
    .groupBy('c.plan_id')
    .execute();
  return new Map(rows.map((row) => [row.plan_id, toNumber(row.members)]));
}

/** A recurring price with how many connections of the mode pay it now. */
export type PaidPriceCount = Pick<MsPricesTable, 'currency' | 'amount_cents' | 'interval_type' | 'interval_count'> & {
  price_id: string;
  connections: number;
};

/**
 * The app's subscription prices and how many connections of the mode pay each now: those Stripe
 * says are ACTIVE or TRIALING. PAST_DUE ones are not counted (their money has not come), nor
 * UNPAID or CANCELED ones; one-time prices recur never.
 */
export async function countPayingConnectionsByPrice(
  db: Kysely<Database>,
  { appId, mode }: ActivityScope,
): Promise<PaidPriceCount[]> {
  const rows = await db
    .selectFrom('ms_plans as p')
    .innerJoin('ms_plan_connections as c', (join) => join.onRef('c.plan_id', '=', 'p.id').on('c.active', '=', 1))
    .innerJoin('ms_prices as price', 'price.id', 'c.price_id')
    .innerJoin('members as m', 'm.id', 'c.member_id')
    .select([
      'price.id as price_id',
      'price.currency',
      'price.amount_cents',
      'price.interval_type',
      'price.interval_count',
      (eb) => eb.fn.countAll().as('connections'),
    ])
    .where('p.app_id', '=', appId)
    .where('p.is_paid', '=', 1)
    .where('c.status', 'in', ['ACTIVE', 'TRIALING'])
    .where('price.type', '=', 'SUBSCRIPTION')
    .where('m.mode', '=', mode)
    .groupBy(['price.id', 'price.currency', 'price.amount_cents', 'price.interval_type', 'price.interval_count'])
    .orderBy('price.id')
    .execute();
  return rows.map((row) => ({ ...row, connections: toNumber(row.connections) }));
}
