import type { Kysely } from 'kysely';
import { listTeamSeats, type TeamRow } from '../../db/queries/membership/teams.ts';
import type { Database } from '../../db/schema.ts';
import type { TeamRole } from '../../db/schema-membership.ts';
import type { Team } from '../../../contract/membership-answers.ts';

/**
 * A team in @memberstack/dom's shape. The invite token is a key to a seat,
 * so only owners (who share it) are shown it; other members get null.
 */
export async function teamView(db: Kysely<Database>, team: TeamRow, viewerRole: TeamRole): Promise<Team> {
  const seats = await listTeamSeats(db, team.id);
  return {
    id: team.id,
    name: team.name,
    inviteToken: viewerRole === 'OWNER' ? team.invite_token : null,
    maxTeamMembers: team.max_seats,
    plan: { teamAccountInviteSignupLink: team.signup_link_path, teamAccountUpgradeLink: team.upgrade_link_path },
    members: seats.map((seat) => ({
      role: seat.role,
      member: { id: seat.id, auth: { email: seat.email }, profileImage: seat.profile_image },
    })),
  };
}
