import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../schema.ts';
import type { MsOwnerPasskeysTable, MsOwnerWebauthnChallengesTable } from '../../schema-owners.ts';

/** Stores an owner ceremony's challenge, clearing the expired ones (they live 5 minutes, so there are few). */
export async function insertOwnerWebauthnChallenge(
  db: Kysely<Database>,
  row: Insertable<MsOwnerWebauthnChallengesTable>,
  now: string,
): Promise<void> {
  await db.deleteFrom('ms_owner_webauthn_challenges').where('expires_at', '<', now).execute();
  await db.insertInto('ms_owner_webauthn_challenges').values(row).execute();
}

/** Takes the live challenge of this purpose out, once (one DELETE); answers the owner it was issued to. */
export function takeOwnerWebauthnChallenge(
  db: Kysely<Database>,
  challenge: string,
  purpose: MsOwnerWebauthnChallengesTable['purpose'],
  now: string,
) {
  return db
    .deleteFrom('ms_owner_webauthn_challenges')
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose)
    .where('expires_at', '>', now)
    .returning(['owner_id'])
    .executeTakeFirst();
}

export async function insertOwnerPasskey(db: Kysely<Database>, row: Insertable<MsOwnerPasskeysTable>): Promise<void> {
  await db.insertInto('ms_owner_passkeys').values(row).execute();
}

export function listOwnerPasskeys(db: Kysely<Database>, ownerId: string) {
  return db
    .selectFrom('ms_owner_passkeys')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function findOwnerPasskey(db: Kysely<Database>, id: string) {
  return db.selectFrom('ms_owner_passkeys').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function deleteOwnerPasskey(db: Kysely<Database>, ownerId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('ms_owner_passkeys')
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return result.numDeletedRows === 1n;
}

/** Renames the owner's passkey; returns whether they have one of this id. */
export async function renameOwnerPasskey(db: Kysely<Database>, ownerId: string, id: string, name: string) {
  const result = await db
    .updateTable('ms_owner_passkeys')
    .set({ name })
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
