import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { findTeam, findTeamRole, removeFromTeam, replaceInviteToken } from '../../db/queries/membership/teams.ts';
import type { MemberMode } from '../../db/schema-membership.ts';
import type { Database } from '../../db/schema.ts';
import { apiError } from '../../http/errors.ts';
import { idField } from '../../http/fields.ts';
import { jsonBody } from '../../http/validate.ts';
import type { MembershipEnv, MembershipServices } from '../membership-context.ts';
import { answer } from '../http/answer.ts';
import { requireMemberSession } from '../http/member-session.ts';
import type { requireApp } from '../http/require-app.ts';
import { withSignedInMember } from '../http/signed-in-member.ts';
import { joinByInviteToken } from '../team-invites.ts';
import { memberView } from '../views/member-view.ts';
import { teamView } from '../views/team-view.ts';

const joinBody = v.object({ inviteToken: idField });
const teamBody = v.object({ teamId: idField });
const removeBody = v.object({ teamId: idField, memberId: idField });

// Not a member and no such team answer alike: a team's existence is its members' business.
const NO_TEAM = () => apiError('team-not-found');
const OWNERS_ONLY = () => apiError('team-owner-only');

/** The team of this app and mode and the signed-in member's role on it; 404 unless they are on it. */
async function myTeam(
  db: Kysely<Database>,
  scope: { appId: string; mode: MemberMode },
  teamId: string,
  memberId: string,
) {
  const team = await findTeam(db, scope, teamId);
  const role = team && (await findTeamRole(db, team.id, memberId));
  if (!team || !role) throw NO_TEAM();
  return { team, role };
}

/** Join by invite, read a team, remove a member, regenerate the invite (owners for the last two). */
export function teamRoutes({ db }: MembershipServices, withApp: ReturnType<typeof requireApp>) {
  const scope = (c: { var: { app: { id: string }; mode: MemberMode } }) => ({ appId: c.var.app.id, mode: c.var.mode });
  return (
    new Hono<MembershipEnv>()
      .post(
        '/member/team/join',
        withApp,
        requireMemberSession(db),
        withSignedInMember(db),
        jsonBody(joinBody),
        async (c) => {
          await joinByInviteToken(db, scope(c), c.get('body').inviteToken, c.var.memberId);
          return answer(c, await memberView(db, c.var.member));
        },
      )
      .get('/member/team/:teamId', withApp, requireMemberSession(db), async (c) => {
        const { team, role } = await myTeam(db, scope(c), c.req.param('teamId'), c.var.memberId);
        return answer(c, await teamView(db, team, role));
      })
      // The owner removes anyone but the OWNER; a member may remove only themselves (leave the team).
      .post('/member/team/remove-member', withApp, requireMemberSession(db), jsonBody(removeBody), async (c) => {
        const { teamId, memberId } = c.get('body');
        const { team, role } = await myTeam(db, scope(c), teamId, c.var.memberId);
        if (role !== 'OWNER' && memberId !== c.var.memberId) throw OWNERS_ONLY();
        const targetRole = await findTeamRole(db, team.id, memberId);
        if (!targetRole) throw apiError('team-member-not-found');
        if (targetRole === 'OWNER') throw apiError('cannot-remove-owner');
        await removeFromTeam(db, team.id, memberId);
        return answer(c, null);
      })
      .post('/member/team/generate-invite-link', withApp, requireMemberSession(db), jsonBody(teamBody), async (c) => {
        const { team, role } = await myTeam(db, scope(c), c.get('body').teamId, c.var.memberId);
        if (role !== 'OWNER') throw OWNERS_ONLY();
        return answer(c, { inviteToken: await replaceInviteToken(db, team.id) });
      })
  );
}
