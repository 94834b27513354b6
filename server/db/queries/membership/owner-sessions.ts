import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../schema.ts';
import type { MsOwnerSessionsTable, OwnerSessionStage } from '../../schema-owners.ts';

export type OwnerSessionRow = Selectable<MsOwnerSessionsTable>;

/**
 * Stores a new session, deleting the sessions that are over (signed out, expired, or signed in
 * and idle since `idleSince`): every session is made here, so the table never holds more than
 * the live ones and this one.
 */
export async function insertOwnerSession(
  db: Kysely<Database>,
  row: Omit<OwnerSessionRow, 'tries' | 'revoked_at'>,
  { idleSince }: { idleSince: string },
): Promise<void> {
  await db
    .deleteFrom('ms_owner_sessions')
    .where((eb) =>
      eb.or([
        eb('revoked_at', 'is not', null),
        eb('expires_at', '<=', row.created_at),
        eb.and([eb('stage', '=', 'active'), eb('last_seen_at', '<=', idleSince)]),
      ]),
    )
    .execute();
  await db.insertInto('ms_owner_sessions').values(row).execute();
}

export function findOwnerSessionByHash(db: Kysely<Database>, tokenHash: string): Promise<OwnerSessionRow | undefined> {
  return db.selectFrom('ms_owner_sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export async function touchOwnerSession(db: Kysely<Database>, id: string, now: string): Promise<void> {
  await db.updateTable('ms_owner_sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
}

/**
 * Moves a live session to its next stage under a new token (the old token stops working, so a
 * token seen before the sign-in finished is worth nothing after it), with its new expiry. Becoming
 * `active` is the sign-in finishing: its owner proved they are there now (`confirmed_at`).
 * Returns whether this call did it: the session was still at `from` and not revoked.
 */
export async function advanceOwnerSession(
  db: Kysely<Database>,
  id: string,
  change: { from: OwnerSessionStage; to: OwnerSessionStage; tokenHash: string; expiresAt: string; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('ms_owner_sessions')
    .set({
      stage: change.to,
      token_hash: change.tokenHash,
      expires_at: change.expiresAt,
      last_seen_at: change.now,
      ...(change.to === 'active' ? { confirmed_at: change.now } : {}),
    })
    .where('id', '=', id)
    .where('stage', '=', change.from)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Notes that the session's owner just proved they are there (their password or a code, with a sensitive change). */
export async function confirmOwnerSession(db: Kysely<Database>, id: string, now: string): Promise<void> {
  await db
    .updateTable('ms_owner_sessions')
    .set({ confirmed_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Claims one second-step try of a live session; false when it has none left. */
export async function claimOwnerSessionTry(db: Kysely<Database>, id: string, maxTries: number): Promise<boolean> {
  const result = await db
    .updateTable('ms_owner_sessions')
    .set((eb) => ({ tries: eb('tries', '+', 1) }))
    .where('id', '=', id)
    .where('tries', '<', maxTries)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function revokeOwnerSession(db: Kysely<Database>, id: string, now: string): Promise<void> {
  await db
    .updateTable('ms_owner_sessions')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every live session of the owner but `keepId` (the one that changed their password, say). */
export async function revokeOtherOwnerSessions(
  db: Kysely<Database>,
  ownerId: string,
  keepId: string,
  now: string,
): Promise<number> {
  const result = await db
    .updateTable('ms_owner_sessions')
    .set({ revoked_at: now })
    .where('owner_id', '=', ownerId)
    .where('id', '<>', keepId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
