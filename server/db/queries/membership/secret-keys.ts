import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../schema.ts';
import type { MemberMode, MsSecretKeysTable } from '../../schema-membership.ts';

export type SecretKeyRow = Selectable<MsSecretKeysTable>;

export async function insertSecretKey(db: Kysely<Database>, row: SecretKeyRow): Promise<void> {
  await db.insertInto('ms_secret_keys').values(row).execute();
}

/** The key a request names, revoked or not (the caller says which refusal it is). */
export async function findSecretKeyByHash(db: Kysely<Database>, keyHash: string): Promise<SecretKeyRow | undefined> {
  return db.selectFrom('ms_secret_keys').selectAll().where('key_hash', '=', keyHash).executeTakeFirst();
}

/** An app's keys, newest first, revoked ones too (the console shows when each ended). */
export async function listSecretKeys(db: Kysely<Database>, appId: string, mode?: MemberMode): Promise<SecretKeyRow[]> {
  let query = db.selectFrom('ms_secret_keys').selectAll().where('app_id', '=', appId);
  if (mode) query = query.where('mode', '=', mode);
  return query.orderBy('created_at', 'desc').orderBy('id').execute();
}

/** Returns whether this call ended a live key of the app. */
export async function markSecretKeyRevoked(
  db: Kysely<Database>,
  appId: string,
  keyId: string,
  revokedAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('ms_secret_keys')
    .set({ revoked_at: revokedAt })
    .where('id', '=', keyId)
    .where('app_id', '=', appId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** For the development seed: the key, unless a key with its hash exists already. */
export async function insertSecretKeyIfMissing(db: Kysely<Database>, row: SecretKeyRow): Promise<void> {
  await db
    .insertInto('ms_secret_keys')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .execute();
}
