import { type ExpressionBuilder, type Kysely, PostgresAdapter } from 'kysely';
import type { Database } from '../../schema.ts';
import type { MemberMode } from '../../schema-membership.ts';
import { type MemberRow, normalizeEmail } from './members.ts';

/** Which of an app's members a list shows: all of them in one mode, or those matching a search or holding a plan. */
export interface MemberFilter {
  appId: string;
  mode: MemberMode;
  /** A member id (`mem_...`), or the beginning of an email address. */
  search?: string;
  /** Members with an active connection to this plan. */
  planId?: string;
  /** Members whose email is (true) or is not (false) verified. */
  verified?: boolean;
  /** Members created at or after this instant (ISO-8601 UTC). */
  createdFrom?: string;
  /** Members created before this instant (ISO-8601 UTC). */
  createdBefore?: string;
}

export interface MemberPage {
  filter: MemberFilter;
  /** The `seq` of the last member of the previous page; none: from the start. */
  after?: number;
  /** By creation: `seq` is given in the order members were made. */
  order: 'ASC' | 'DESC';
  limit: number;
}

/**
 * A prefix search that an index serves on each engine: on SQLite a range of the email index (its
 * text compares byte by byte); on PostgreSQL `LIKE 'prefix%'`, which the `text_pattern_ops` index
 * of 0014 serves whatever the database's collation (a range would be wrong under a locale's).
 */
function emailStartsWith(eb: ExpressionBuilder<Database, 'members'>, prefix: string, postgres: boolean) {
  if (postgres) return eb('members.email', 'like', `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
  return eb.and([eb('members.email', '>=', prefix), eb('members.email', '<', `${prefix}\u{10FFFF}`)]);
}

/** The conditions on `members` of everything but the plan. */
function matchingMember(db: Kysely<Database>, filter: Omit<MemberFilter, 'planId'>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return (eb: ExpressionBuilder<Database, 'members'>) => {
    const conditions = [eb('members.app_id', '=', filter.appId), eb('members.mode', '=', filter.mode)];
    if (filter.search !== undefined) {
      const search = filter.search.trim();
      if (search.startsWith('mem_')) conditions.push(eb('members.id', '=', search));
      else {
        conditions.push(emailStartsWith(eb, normalizeEmail(search), postgres));
      }
    }
    if (filter.verified !== undefined) conditions.push(eb('members.verified', '=', filter.verified ? 1 : 0));
    if (filter.createdFrom !== undefined) conditions.push(eb('members.created_at', '>=', filter.createdFrom));
    if (filter.createdBefore !== undefined) conditions.push(eb('members.created_at', '<', filter.createdBefore));
    return eb.and(conditions);
  };
}

/**
 * Up to this many holders, a plan's page is read from its connections (their ids, then those
 * members in order); past it, holders are common enough that walking the members in order and
 * checking each finds a page within a few thousand rows (at 100,000 members, 1 in 20 or more).
 */
export const FEW_HOLDERS = 5_000;

/** The plan's active connections whose member matches the rest of the filter. */
function planHolders(db: Kysely<Database>, filter: MemberFilter & { planId: string }) {
  const { planId, ...rest } = filter;
  return db
    .selectFrom('ms_plan_connections as c')
    .where('c.plan_id', '=', planId)
    .where('c.active', '=', 1)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('members')
          .select('members.id')
          .whereRef('members.id', '=', 'c.member_id')
          .where(matchingMember(db, rest)),
      ),
    );
}

/** Whether the filter asks anything of the members themselves beyond their app and mode. */
const narrowsMembers = ({ search, verified, createdFrom, createdBefore }: MemberFilter) =>
  search !== undefined || verified !== undefined || createdFrom !== undefined || createdBefore !== undefined;

/**
 * How many members the filter matches; with a plan, counted from the plan's connections: a plan
 * alone from their (plan, active, mode) index (the plan must be the app's), a plan with more by
 * checking each holder.
 */
export async function countMembers(db: Kysely<Database>, filter: MemberFilter): Promise<number> {
  const { planId } = filter;
  let row: { count: number | string };
  if (planId === undefined) {
    row = await db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where(matchingMember(db, filter))
      .executeTakeFirstOrThrow();
  } else if (narrowsMembers(filter)) {
    row = await planHolders(db, { ...filter, planId })
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
  } else {
    row = await db
      .selectFrom('ms_plan_connections')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('plan_id', '=', planId)
      .where('active', '=', 1)
      .where('member_mode', '=', filter.mode)
      .where(({ exists, selectFrom }) =>
        exists(selectFrom('ms_plans').select('id').where('id', '=', planId).where('app_id', '=', filter.appId)),
      )
      .executeTakeFirstOrThrow();
  }
  return Number(row.count);
}

/**
 * One page of members, whether more follow, and how many the filter matches. Keyset pagination
 * on `seq` (never OFFSET), so the hundredth page costs what the first does; the index
 * (app_id, mode, seq) serves the order.
 */
export async function listMemberPage(
  db: Kysely<Database>,
  { filter, after, order, limit }: MemberPage,
  {
    fewHolders = FEW_HOLDERS,
    knownCount,
  }: {
    fewHolders?: number;
    /** The filter's count from an earlier page of the same walk (an export's): not counted again. */
    knownCount?: number;
  } = {},
): Promise<{ rows: MemberRow[]; hasNextPage: boolean; totalCount: number }> {
  const totalCount = knownCount ?? (await countMembers(db, filter));
  const { planId } = filter;
  let query = db.selectFrom('members').selectAll();
  if (planId !== undefined && totalCount <= fewHolders) {
    const holders = await planHolders(db, { ...filter, planId })
      .select('c.member_id')
      .execute();
    if (holders.length === 0) return { rows: [], hasNextPage: false, totalCount };
    // The holders matched the filter already; by their ids alone, the members are found by primary key.
    query = query.where(
      'members.id',
      'in',
      holders.map((holder) => holder.member_id),
    );
  } else {
    query = query.where(matchingMember(db, filter));
    if (planId !== undefined) {
      query = query.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('ms_plan_connections as c')
            .select('c.member_id')
            .whereRef('c.member_id', '=', 'members.id')
            .where('c.plan_id', '=', planId)
            .where('c.active', '=', 1),
        ),
      );
    }
  }
  if (after !== undefined) query = query.where('seq', order === 'ASC' ? '>' : '<', after);
  const rows = await query
    .orderBy('seq', order === 'ASC' ? 'asc' : 'desc')
    .limit(limit + 1)
    .execute();
  return { rows: rows.slice(0, limit), hasNextPage: rows.length > limit, totalCount };
}
