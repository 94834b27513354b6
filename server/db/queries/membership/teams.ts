import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../schema.ts';
import type { MemberMode, MsTeamsTable, TeamRole } from '../../schema-membership.ts';
import { newId } from '../../ids.ts';

export type TeamRow = Selectable<MsTeamsTable>;

/** Teams are per app and mode, like members: a test-mode token never opens a live team. */
const teamsOf = (db: Kysely<Database>, scope: { appId: string; mode: MemberMode }) =>
  db.selectFrom('ms_teams').selectAll().where('app_id', '=', scope.appId).where('mode', '=', scope.mode);

export async function findTeam(
  db: Kysely<Database>,
  scope: { appId: string; mode: MemberMode },
  teamId: string,
): Promise<TeamRow | undefined> {
  return teamsOf(db, scope).where('id', '=', teamId).executeTakeFirst();
}

export async function findTeamByInviteToken(
  db: Kysely<Database>,
  scope: { appId: string; mode: MemberMode },
  inviteToken: string,
): Promise<TeamRow | undefined> {
  return teamsOf(db, scope).where('invite_token', '=', inviteToken).executeTakeFirst();
}

export async function findTeamRole(
  db: Kysely<Database>,
  teamId: string,
  memberId: string,
): Promise<TeamRole | undefined> {
  const row = await db
    .selectFrom('ms_team_members')
    .select('role')
    .where('team_id', '=', teamId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.role;
}

export async function listTeamSeats(db: Kysely<Database>, teamId: string) {
  return (
    db
      .selectFrom('ms_team_members as tm')
      .innerJoin('members as m', 'm.id', 'tm.member_id')
      .select(['tm.role', 'm.id', 'm.email', 'm.profile_image'])
      .where('tm.team_id', '=', teamId)
      // The OWNER first, then in the order people joined.
      .orderBy(sql`case when tm.role = 'OWNER' then 0 else 1 end`)
      .orderBy('tm.joined_at')
      .orderBy('m.id')
      .execute()
  );
}

export type JoinOutcome = 'joined' | 'already-member' | 'team-full';

/**
 * Takes a seat if one is free. The no-op update locks the team row first, so on PostgreSQL
 * parallel joins of one team count and insert one after another (SQLite has one writer anyway):
 * the seat limit holds however many join at once. Runs inside the caller's transaction if any
 * (signup joins in the transaction that creates the member).
 */
export async function takeSeat(
  db: Kysely<Database>,
  team: Pick<TeamRow, 'id'>,
  memberId: string,
  now: string,
): Promise<JoinOutcome> {
  if (!db.isTransaction) return db.transaction().execute((trx) => takeSeat(trx, team, memberId, now));
  await db.updateTable('ms_teams').set({ max_seats: sql`max_seats` }).where('id', '=', team.id).execute();
  const locked = await db
    .selectFrom('ms_teams')
    .select('max_seats')
    .where('id', '=', team.id)
    .executeTakeFirstOrThrow();
  const seats = await db.selectFrom('ms_team_members').select(['member_id']).where('team_id', '=', team.id).execute();
  if (seats.some((seat) => seat.member_id === memberId)) return 'already-member';
  if (seats.length >= locked.max_seats) return 'team-full';
  await db
    .insertInto('ms_team_members')
    .values({ team_id: team.id, member_id: memberId, role: 'MEMBER', joined_at: now })
    .execute();
  return 'joined';
}

/** Never removes the OWNER; returns whether a seat was freed. */
export async function removeFromTeam(db: Kysely<Database>, teamId: string, memberId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('ms_team_members')
    .where('team_id', '=', teamId)
    .where('member_id', '=', memberId)
    .where('role', '!=', 'OWNER')
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The old token stops working in the same statement that makes the new one. */
export async function replaceInviteToken(db: Kysely<Database>, teamId: string): Promise<string> {
  const inviteToken = newId('inv');
  await db.updateTable('ms_teams').set({ invite_token: inviteToken }).where('id', '=', teamId).execute();
  return inviteToken;
}
