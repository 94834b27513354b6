import type { Kysely } from 'kysely';
import type { AdminMember } from '../../../contract/membership-answers.ts';
import { PERMISSIONS } from '../../../contract/product-answers.ts';
import { parseJsonObject } from '../../db/json-columns.ts';
import { listMemberDetails } from '../../db/queries/membership/member-details.ts';
import type { MemberRow } from '../../db/queries/membership/members.ts';
import type { Database } from '../../db/schema.ts';
import { memberViewFrom, planConnectionView } from './member-view.ts';

function groupBy<T extends { member_id: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.member_id);
    if (group) group.push(row);
    else groups.set(row.member_id, [row]);
  }
  return groups;
}

/**
 * Members as the admin API answers them (`@memberstack/admin`'s Member): the member view, plus
 * the JSON store, the last sign-in and each plan's name. A whole page in four queries.
 */
export async function adminMemberViews(db: Kysely<Database>, members: readonly MemberRow[]): Promise<AdminMember[]> {
  const details = await listMemberDetails(
    db,
    members.map((member) => member.id),
  );
  const providers = groupBy(details.providers);
  const connections = groupBy(details.connections);
  const teams = groupBy(details.teams);
  const permissions = groupBy(details.permissions);
  return members.map((member) => {
    const held = new Set((permissions.get(member.id) ?? []).map((row) => row.permission));
    const memberConnections = connections.get(member.id) ?? [];
    const view = memberViewFrom(member, {
      providers: providers.get(member.id) ?? [],
      connections: memberConnections,
      teams: teams.get(member.id) ?? [],
      permissions: PERMISSIONS.filter((permission) => held.has(permission)),
    });
    return {
      ...view,
      json: parseJsonObject(member.member_json),
      lastLogin: member.last_sign_in_at,
      planConnections: memberConnections.map((connection) => ({
        ...planConnectionView(connection),
        planName: connection.plan_name,
      })),
    } satisfies AdminMember;
  });
}

export async function adminMemberView(db: Kysely<Database>, member: MemberRow): Promise<AdminMember> {
  const [view] = await adminMemberViews(db, [member]);
  if (!view) throw new Error(`No view of member ${member.id}`);
  return view;
}
