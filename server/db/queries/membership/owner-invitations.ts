import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../schema.ts';
import type { MsOwnerInvitationsTable } from '../../schema-owners.ts';

export type OwnerInvitationRow = Selectable<MsOwnerInvitationsTable>;

/** Stores a new invitation, deleting every app's invitations that can no longer be used (accepted, revoked, expired). */
export async function insertOwnerInvitation(
  db: Kysely<Database>,
  row: Omit<OwnerInvitationRow, 'accepted_at' | 'revoked_at'>,
): Promise<void> {
  await db
    .deleteFrom('ms_owner_invitations')
    .where((eb) =>
      eb.or([
        eb('accepted_at', 'is not', null),
        eb('revoked_at', 'is not', null),
        eb('expires_at', '<=', row.created_at),
      ]),
    )
    .execute();
  await db.insertInto('ms_owner_invitations').values(row).execute();
}

/** Invitations still open (not accepted, revoked or expired), newest first. */
export function listOpenOwnerInvitations(
  db: Kysely<Database>,
  appId: string,
  now: string,
): Promise<OwnerInvitationRow[]> {
  return db
    .selectFrom('ms_owner_invitations')
    .selectAll()
    .where('app_id', '=', appId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/** The open invitation this token names; undefined when it is unknown, used, revoked or expired. */
export function findOpenOwnerInvitation(
  db: Kysely<Database>,
  tokenHash: string,
  now: string,
): Promise<OwnerInvitationRow | undefined> {
  return db
    .selectFrom('ms_owner_invitations')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Earlier open invitations of the address end when a new one is sent: only the newest link works. */
export async function revokeOpenInvitationsOf(db: Kysely<Database>, appId: string, email: string, now: string) {
  await db
    .updateTable('ms_owner_invitations')
    .set({ revoked_at: now })
    .where('app_id', '=', appId)
    .where('email', '=', email)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Returns whether this call ended an open invitation of the app. */
export async function revokeOwnerInvitation(db: Kysely<Database>, appId: string, id: string, now: string) {
  const result = await db
    .updateTable('ms_owner_invitations')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('app_id', '=', appId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Takes the invitation: single use under parallel accepts (one conditional UPDATE). */
export async function acceptOwnerInvitation(db: Kysely<Database>, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('ms_owner_invitations')
    .set({ accepted_at: now })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
