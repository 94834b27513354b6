import type { Kysely } from 'kysely';
import type { Permission } from '../../../../contract/product-answers.ts';
import type { Database } from '../../schema.ts';
import { type MemberTeamRow, PLAN_CONNECTION_COLUMNS, type PlanConnectionRow } from './members.ts';

/**
 * What a member view shows beside the member's row, for many members in one query per kind: a
 * page of a list costs four queries, whatever its length, instead of four per member.
 */
export interface MemberDetails {
  providers: { member_id: string; provider: string }[];
  connections: (PlanConnectionRow & { member_id: string; plan_name: string })[];
  teams: (MemberTeamRow & { member_id: string })[];
  permissions: { member_id: string; permission: Permission }[];
}

export async function listMemberDetails(db: Kysely<Database>, memberIds: readonly string[]): Promise<MemberDetails> {
  if (memberIds.length === 0) return { providers: [], connections: [], teams: [], permissions: [] };
  const ids = [...memberIds];
  const [providers, connections, teams, permissions] = await Promise.all([
    db
      .selectFrom('ms_member_providers')
      .select(['member_id', 'provider'])
      .where('member_id', 'in', ids)
      .orderBy('member_id')
      .orderBy('provider')
      .execute(),
    db
      .selectFrom('ms_plan_connections as c')
      .innerJoin('ms_plans as plan', 'plan.id', 'c.plan_id')
      .leftJoin('ms_prices as p', 'p.id', 'c.price_id')
      .select(['c.member_id', 'plan.name as plan_name', ...PLAN_CONNECTION_COLUMNS])
      .where('c.member_id', 'in', ids)
      .orderBy('c.created_at')
      .orderBy('c.id')
      .execute(),
    db
      .selectFrom('ms_team_members as tm')
      .innerJoin('ms_teams as t', 't.id', 'tm.team_id')
      .leftJoin('ms_plans as p', 'p.id', 't.plan_id')
      .select(['tm.member_id', 't.id as team_id', 't.name as team_name', 'tm.role', 't.plan_id', 'p.name as plan_name'])
      .where('tm.member_id', 'in', ids)
      .orderBy('tm.joined_at')
      .orderBy('t.id')
      .execute(),
    db.selectFrom('member_permissions').select(['member_id', 'permission']).where('member_id', 'in', ids).execute(),
  ]);
  return { providers, connections, teams, permissions };
}
