import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../schema.ts';
import type { MemberMode } from '../../schema-membership.ts';
import type { MsPasskeysTable, MsWebauthnChallengesTable, WebauthnPurpose } from '../../schema-sign-in-factors.ts';

/** Stores a ceremony's challenge, clearing the expired ones (they live 5 minutes, so there are few). */
export async function insertWebauthnChallenge(
  db: Kysely<Database>,
  row: Insertable<MsWebauthnChallengesTable>,
  now: string,
): Promise<void> {
  await db.deleteFrom('ms_webauthn_challenges').where('expires_at', '<', now).execute();
  await db.insertInto('ms_webauthn_challenges').values(row).execute();
}

/**
 * Takes the challenge out, once (one DELETE: of two answers to it only one gets the row), when it
 * is live and of this purpose, app and mode; answers the member it was issued to.
 */
export async function takeWebauthnChallenge(
  db: Kysely<Database>,
  challenge: string,
  scope: { purpose: WebauthnPurpose; appId: string; mode: MemberMode },
  now: string,
) {
  return db
    .deleteFrom('ms_webauthn_challenges')
    .where('challenge', '=', challenge)
    .where('purpose', '=', scope.purpose)
    .where('app_id', '=', scope.appId)
    .where('mode', '=', scope.mode)
    .where('expires_at', '>', now)
    .returning(['member_id'])
    .executeTakeFirst();
}

export async function insertPasskey(db: Kysely<Database>, row: Insertable<MsPasskeysTable>): Promise<void> {
  await db.insertInto('ms_passkeys').values(row).execute();
}

export function listPasskeys(db: Kysely<Database>, memberId: string) {
  return db
    .selectFrom('ms_passkeys')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function findPasskey(db: Kysely<Database>, id: string) {
  return db.selectFrom('ms_passkeys').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function renamePasskey(db: Kysely<Database>, memberId: string, id: string, name: string) {
  const result = await db
    .updateTable('ms_passkeys')
    .set({ name })
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function deletePasskey(db: Kysely<Database>, memberId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('ms_passkeys')
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return result.numDeletedRows === 1n;
}
