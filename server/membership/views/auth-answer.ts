import type { Kysely } from 'kysely';
import { listContentGroups } from '../../db/queries/membership/apps.ts';
import type { MemberRow } from '../../db/queries/membership/members.ts';
import type { Database } from '../../db/schema.ts';
import type { AuthAnswer, Member } from '../../../contract/membership-answers.ts';
import type { IssuedSession } from '../security/sessions.ts';
import { contentGroupView } from './app-view.ts';
import { memberView } from './member-view.ts';

/** Plans that open content: the member's active connections. */
export function activePlanIds(member: Member): Set<string> {
  return new Set(
    member.planConnections.filter((connection) => connection.active).map((connection) => connection.planId),
  );
}

/**
 * What login and signup answer (the contract, and what @memberstack/dom reads): the member, the
 * token and its expiry in milliseconds since the epoch (the client derives its cookie's lifetime
 * in days from it), and the app's content groups with the member's access to each.
 */
export async function authAnswer(
  db: Kysely<Database>,
  member: MemberRow,
  session: Pick<IssuedSession, 'token' | 'expiresAt'>,
): Promise<AuthAnswer> {
  const view = await memberView(db, member);
  const planIds = activePlanIds(view);
  const groups = member.app_id ? await listContentGroups(db, member.app_id) : [];
  return {
    member: view,
    tokens: { accessToken: session.token, expires: session.expiresAt.getTime(), type: 'bearer' },
    redirect: '/',
    contentGroups: groups.map((group) => contentGroupView(group, planIds)),
  };
}
