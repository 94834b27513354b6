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
 * Members who signed in from `since` on: every sign-in (password, code, provider, passkey) starts
 * a member session, so those sessions made since then name them, revoked or expired ones too.
 * Read from the sessions' (created, member) index, so the cost follows recent sign-ins, not members.
 */
export async function countActiveMembers(
  db: Kysely<Database>,
  { appId, mode }: ActivityScope,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('ms_sessions as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .select((eb) => eb.fn.count('s.member_id').distinct().as('count'))
    .where('s.created_at', '>=', since)
    .where('m.app_id', '=', appId)
    .where('m.mode', '=', mode)
    .executeTakeFirstOrThrow();
  return toNumber(row.count);
}

/** Each plan of the app with how many members of the mode hold it (an active connection), plans without any too. */
export async function countMembersByPlan(
  db: Kysely<Database>,
  { appId, mode }: ActivityScope,
): Promise<{ plan_id: string; name: string; is_paid: number; status: string; members: number }[]> {
  const rows = await db
    .selectFrom('ms_plans as p')
    .leftJoin('ms_plan_connections as c', (join) => join.onRef('c.plan_id', '=', 'p.id').on('c.active', '=', 1))
    .leftJoin('members as m', (join) => join.onRef('m.id', '=', 'c.member_id').on('m.mode', '=', mode))
    .select([
      'p.id as plan_id',
      'p.name',
      'p.is_paid',
      'p.status',
      (eb) => eb.fn.count('m.id').distinct().as('members'),
    ])
    .where('p.app_id', '=', appId)
    .groupBy(['p.id', 'p.name', 'p.is_paid', 'p.status', 'p.created_at'])
    .orderBy('p.created_at')
    .orderBy('p.id')
    .execute();
  return rows.map((row) => ({ ...row, members: toNumber(row.members) }));
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
