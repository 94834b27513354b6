import type { ExpressionBuilder, Kysely } from 'kysely';
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
 * A text above every email that starts with `prefix` (emails are ASCII), in byte order (SQLite's,
 * and PostgreSQL's under the C collation): so a prefix search is a range of the email index.
 */
function prefixEnd(prefix: string): string {
  return `${prefix}\u{10FFFF}`;
}

function matching(filter: MemberFilter) {
  return (eb: ExpressionBuilder<Database, 'members'>) => {
    const conditions = [eb('members.app_id', '=', filter.appId), eb('members.mode', '=', filter.mode)];
    if (filter.search !== undefined) {
      const search = filter.search.trim();
      if (search.startsWith('mem_')) conditions.push(eb('members.id', '=', search));
      else {
        const prefix = normalizeEmail(search);
        conditions.push(eb('members.email', '>=', prefix), eb('members.email', '<', prefixEnd(prefix)));
      }
    }
    if (filter.planId !== undefined) {
      const planId = filter.planId;
      conditions.push(
        eb.exists(
          eb
            .selectFrom('ms_plan_connections as c')
            .select('c.member_id')
            .whereRef('c.member_id', '=', 'members.id')
            .where('c.plan_id', '=', planId)
            .where('c.active', '=', 1),
        ),
      );
    }
    return eb.and(conditions);
  };
}

/**
 * One page of members and whether more follow. Keyset pagination on `seq` (never OFFSET), so
 * the hundredth page costs what the first does; the index (app_id, mode, seq) serves the order.
 */
export async function listMemberPage(
  db: Kysely<Database>,
  { filter, after, order, limit }: MemberPage,
): Promise<{ rows: MemberRow[]; hasNextPage: boolean }> {
  let query = db.selectFrom('members').selectAll().where(matching(filter));
  if (after !== undefined) query = query.where('seq', order === 'ASC' ? '>' : '<', after);
  const rows = await query
    .orderBy('seq', order === 'ASC' ? 'asc' : 'desc')
    .limit(limit + 1)
    .execute();
  return { rows: rows.slice(0, limit), hasNextPage: rows.length > limit };
}

/** How many members the filter matches; with a plan, counted from the plan's connections. */
export async function countMembers(db: Kysely<Database>, filter: MemberFilter): Promise<number> {
  if (filter.planId !== undefined) {
    const { planId, ...rest } = filter;
    const row = await db
      .selectFrom('ms_plan_connections as c')
      .innerJoin('members', 'members.id', 'c.member_id')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('c.plan_id', '=', planId)
      .where('c.active', '=', 1)
      .where(matching(rest))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }
  const row = await db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where(matching(filter))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
