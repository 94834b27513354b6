import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../schema.ts';
import type { MemberMode, MsSessionsTable } from '../../schema-membership.ts';
import { deleteExpiredRows } from '../expired-rows.ts';
import { precompiled } from '../precompiled.ts';

/**
 * A member's new session: every sign-in starts one, so it is also the member's last sign-in.
 * Every session is made here, so here the sessions that expired by `expiredBy` are deleted (a
 * batch at a time): the table holds the live ones and those that ended lately.
 */
export async function insertSession(
  db: Kysely<Database>,
  row: Insertable<MsSessionsTable>,
  { expiredBy }: { expiredBy: string },
): Promise<void> {
  await deleteExpiredRows(db, 'ms_sessions', expiredBy);
  await db.insertInto('ms_sessions').values(row).execute();
  // Never back: instances' clocks differ a little, and a sign-in may be recorded late.
  await db
    .updateTable('members')
    .set({ last_sign_in_at: row.created_at })
    .where('id', '=', row.member_id)
    .where((eb) => eb.or([eb('last_sign_in_at', 'is', null), eb('last_sign_in_at', '<', row.created_at)]))
    .execute();
}

// Every signed-in request whose session is not in the verified-session cache runs this lookup.
const sessionByHash = precompiled<
  { tokenHash: string },
  {
    id: string;
    member_id: string;
    expires_at: string;
    revoked_at: string | null;
    app_id: string | null;
    mode: MemberMode | null;
  }
>((db, arg) =>
  db
    .selectFrom('ms_sessions as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .select(['s.id', 's.member_id', 's.expires_at', 's.revoked_at', 'm.app_id', 'm.mode'])
    .where('s.token_hash', '=', arg('tokenHash')),
);

/** The session and the app and mode of its member, which a request's app must match. */
export async function findSessionByHash(db: Kysely<Database>, tokenHash: string) {
  const [row] = await sessionByHash(db, { tokenHash });
  return row;
}

/** Revokes one live session; returns whether this call did. */
export async function markSessionRevoked(db: Kysely<Database>, sessionId: string, revokedAt: string): Promise<boolean> {
  const result = await db
    .updateTable('ms_sessions')
    .set({ revoked_at: revokedAt })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Revokes every live session of the member except `keepSessionId` (none when undefined); returns how many. */
export async function markMemberSessionsRevoked(
  db: Kysely<Database>,
  { memberId, keepSessionId, revokedAt }: { memberId: string; keepSessionId: string | undefined; revokedAt: string },
): Promise<number> {
  let query = db
    .updateTable('ms_sessions')
    .set({ revoked_at: revokedAt })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null);
  if (keepSessionId !== undefined) query = query.where('id', '!=', keepSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The member's live sessions (neither revoked nor expired), newest first: what 'Sign out everywhere' ends. */
export async function listLiveMemberSessions(
  db: Kysely<Database>,
  memberId: string,
  now = new Date(),
): Promise<{ id: string; created_at: string; expires_at: string }[]> {
  return db
    .selectFrom('ms_sessions')
    .select(['id', 'created_at', 'expires_at'])
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/**
 * When the session's holder last proved they are there: its sign-in, or a later password or code
 * asked for before a sensitive change. Undefined for a session that no longer exists.
 */
export async function findSessionPresence(
  db: Kysely<Database>,
  sessionId: string,
): Promise<{ created_at: string; confirmed_at: string | null } | undefined> {
  return db
    .selectFrom('ms_sessions')
    .select(['created_at', 'confirmed_at'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
}

/** Records that the session's holder just proved they are there. */
export async function markSessionConfirmed(db: Kysely<Database>, sessionId: string, at: string): Promise<void> {
  await db.updateTable('ms_sessions').set({ confirmed_at: at }).where('id', '=', sessionId).execute();
}
