import type { Insertable, Kysely } from 'kysely';
import type { ApiTokensTable, Database } from '../schema.ts';
import { precompiled } from './precompiled.ts';

export async function insertApiToken(db: Kysely<Database>, row: Insertable<ApiTokensTable>): Promise<void> {
  await db.insertInto('api_tokens').values(row).execute();
}

// Every authenticated request runs this lookup, so it is compiled once.
const tokenByHash = precompiled<{ tokenHash: string }, { id: string; member_id: string; expires_at: string; revoked_at: string | null }>(
  (db, arg) =>
    db.selectFrom('api_tokens').select(['id', 'member_id', 'expires_at', 'revoked_at']).where('token_hash', '=', arg('tokenHash')),
);

export async function findApiTokenByHash(db: Kysely<Database>, tokenHash: string) {
  const [row] = await tokenByHash(db, { tokenHash });
  return row;
}

/** Marks a live token revoked, only the given member's when `memberId` is set; returns whether one was. */
export async function markApiTokenRevoked(
  db: Kysely<Database>,
  { tokenHash, memberId, revokedAt }: { tokenHash: string; memberId: string | undefined; revokedAt: string },
): Promise<boolean> {
  let query = db
    .updateTable('api_tokens')
    .set({ revoked_at: revokedAt })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null);
  if (memberId !== undefined) query = query.where('member_id', '=', memberId);
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
