import type { Kysely } from 'kysely';
import { findTeamByInviteToken, takeSeat, type TeamRow } from '../db/queries/membership/teams.ts';
import type { Database } from '../db/schema.ts';
import type { MemberMode } from '../db/schema-membership.ts';
import { ApiError } from '../http/errors.ts';

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
  if (!team) throw new ApiError(400, 'invalid-invite-token', 'This invite link is not valid any more. Ask the team owner for a new one.');
  const outcome = await takeSeat(db, team, memberId, new Date().toISOString());
  if (outcome === 'team-full') throw new ApiError(409, 'team-full', 'This team has no free seats. Ask the team owner to upgrade.');
  if (outcome === 'already-member') throw new ApiError(409, 'already-team-member', 'You are already a member of this team.');
  return team;
}
