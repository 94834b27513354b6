import type { Kysely } from 'kysely';
import { findTeamByInviteToken, takeSeat, type TeamRow } from '../db/queries/membership/teams.ts';
import type { Database } from '../db/schema.ts';
import type { MemberMode } from '../db/schema-membership.ts';
import { apiError } from '../http/errors.ts';

/**
 * Seats the member on the team the invite token names, or throws the error a person can act on.
 * Shared by POST /member/team/join and signup with an inviteToken (inside signup's transaction,
 * so a full team or a stale link creates no account).
 */
export async function joinByInviteToken(
  db: Kysely<Database>,
  scope: { appId: string; mode: MemberMode },
  inviteToken: string,
  memberId: string,
): Promise<TeamRow> {
  const team = await findTeamByInviteToken(db, scope, inviteToken);
  if (!team) throw apiError('invalid-invite-token');
  const outcome = await takeSeat(db, team, memberId, new Date().toISOString());
  if (outcome === 'team-full') throw apiError('team-full');
  if (outcome === 'already-member') throw apiError('already-team-member');
  return team;
}
