import { type Kysely, sql } from 'kysely';
import { addDays, isoDay } from '../../calendar.ts';
import { toNumber } from '../../numbers.ts';
import type { Database } from '../../schema.ts';
import type { MemberMode, MsPricesTable } from '../../schema-membership.ts';

/** Which of an app's members an activity figure counts: one mode's. */
export interface ActivityScope {
  appId: string;
  mode: MemberMode;
}

/**
 * Members who joined on each of `days` days from `first` (midnight UTC) on, zeros included, in day
 * order. Each day is its own range count of the (app, mode, created) index: grouping the whole
 * period by a day computed from each row sorted every row (on PostgreSQL spilling to disk over 90
 * days), where the ranges read the index in its own order and sort nothing.
 */
export async function countSignUpsPerDay(
  db: Kysely<Database>,
  { appId, mode }: ActivityScope,
  first: Date,
  days: number,
): Promise<{ day: string; count: number }[]> {
  const periods = Array.from({ length: days }, (_, index) => {
    const start = addDays(first, index);
    return sql`(${isoDay(start)}, ${start.toISOString()}, ${addDays(start, 1).toISOString()})`;
  });
  // VALUES names its columns column1, column2... on both engines.
  const day = sql<{ column1: string; column2: string; column3: string }>`(values ${sql.join(periods)})`.as('day');
  const rows = await db
    .selectFrom(day)
    .select((eb) => [
      'day.column1 as day',
      eb
        .selectFrom('members')
        .select(eb.fn.countAll().as('count'))
        .where('app_id', '=', appId)
        .where('mode', '=', mode)
        .whereRef('created_at', '>=', 'day.column2')
        .whereRef('created_at', '<', 'day.column3')
        .as('count'),
    ])
    .orderBy('day.column1')
    .execute();
  return rows.map((row) => ({ day: row.day, count: toNumber(row.count ?? 0) }));
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
 * UNPAID or CANCELED ones; one-time prices recur never. The paying connections are counted per
 * price from the connections' (plan, active, member mode, status, price) index alone, and only
 * those few counts meet their prices.
 */
export async function countPayingConnectionsByPrice(
  db: Kysely<Database>,
  { appId, mode }: ActivityScope,
): Promise<PaidPriceCount[]> {
  const paying = db
    .selectFrom('ms_plan_connections')
    .select(['price_id', (eb) => eb.fn.countAll().as('connections')])
    .where('plan_id', 'in', db.selectFrom('ms_plans').select('id').where('app_id', '=', appId).where('is_paid', '=', 1))
    .where('active', '=', 1)
    .where('member_mode', '=', mode)
    .where('status', 'in', ['ACTIVE', 'TRIALING'])
    .groupBy('price_id')
    .as('paying');
  const rows = await db
    .selectFrom(paying)
    .innerJoin('ms_prices as price', 'price.id', 'paying.price_id')
    .select([
      'price.id as price_id',
      'price.currency',
      'price.amount_cents',
      'price.interval_type',
      'price.interval_count',
      'paying.connections',
    ])
    .where('price.type', '=', 'SUBSCRIPTION')
    .orderBy('price.id')
    .execute();
  return rows.map((row) => ({ ...row, connections: toNumber(row.connections) }));
}
