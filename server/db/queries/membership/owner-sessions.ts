import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../schema.ts';
import type { MsOwnerSessionsTable, OwnerSessionStage } from '../../schema-owners.ts';

export type OwnerSessionRow = Selectable<MsOwnerSessionsTable>;

export async function insertOwnerSession(
  db: Kysely<Database>,
  row: Omit<OwnerSessionRow, 'tries' | 'revoked_at'>,
): Promise<void> {
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
 * token seen before the sign-in finished is worth nothing after it), with its new expiry.
 * Returns whether this call did it: the session was still at `from` and not revoked.
 */
export async function advanceOwnerSession(
  db: Kysely<Database>,
  id: string,
  change: { from: OwnerSessionStage; to: OwnerSessionStage; tokenHash: string; expiresAt: string; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('ms_owner_sessions')
    .set({ stage: change.to, token_hash: change.tokenHash, expires_at: change.expiresAt, last_seen_at: change.now })
    .where('id', '=', id)
    .where('stage', '=', change.from)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
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
