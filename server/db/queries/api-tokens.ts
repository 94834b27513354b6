import type { Insertable, Kysely } from 'kysely';
import type { ApiTokensTable, Database } from '../schema.ts';
import { deleteExpiredRows } from './expired-rows.ts';
import { precompiled } from './precompiled.ts';

/**
 * Every token is made here, so here the tokens that expired by `expiredBy` are deleted (a batch
 * at a time), revoked ones too: each sign-in on a page makes one, and revokes its session's oldest.
 */
export async function insertApiToken(
  db: Kysely<Database>,
  row: Insertable<ApiTokensTable>,
  { expiredBy }: { expiredBy: string },
): Promise<void> {
  await deleteExpiredRows(db, 'api_tokens', expiredBy);
  await db.insertInto('api_tokens').values(row).execute();
}

// Every authenticated request runs this lookup, so it is compiled once.
const tokenByHash = precompiled<
  { tokenHash: string },
  { id: string; member_id: string; session_id: string | null; expires_at: string; revoked_at: string | null }
>((db, arg) =>
  db
    .selectFrom('api_tokens')
    .select(['id', 'member_id', 'session_id', 'expires_at', 'revoked_at'])
    .where('token_hash', '=', arg('tokenHash')),
);

export async function findApiTokenByHash(db: Kysely<Database>, tokenHash: string) {
  const [row] = await tokenByHash(db, { tokenHash });
  return row;
}

/** Marks a live token revoked, only the given member's when `memberId` is set; returns its id when one was. */
export async function markApiTokenRevoked(
  db: Kysely<Database>,
  { tokenHash, memberId, revokedAt }: { tokenHash: string; memberId: string | undefined; revokedAt: string },
): Promise<string | undefined> {
  let query = db
    .updateTable('api_tokens')
    .set({ revoked_at: revokedAt })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null);
  if (memberId !== undefined) query = query.where('member_id', '=', memberId);
  const row = await query.returning('id').executeTakeFirst();
  return row?.id;
}

/**
 * Whose API tokens end when membership sessions end: one session's (logout), or all of a
 * member's but those of the session kept signed in (password change; none kept for a reset).
 * Tokens with no session (made by the operator) count as another session's.
 */
export type SessionApiTokens = { sessionId: string } | { memberId: string; keepSessionId: string | undefined };

/** Returns the ids of the tokens this call revoked. */
export async function markSessionApiTokensRevoked(
  db: Kysely<Database>,
  which: SessionApiTokens,
  revokedAt: string,
): Promise<string[]> {
  let query = db.updateTable('api_tokens').set({ revoked_at: revokedAt }).where('revoked_at', 'is', null);
  if ('sessionId' in which) {
    query = query.where('session_id', '=', which.sessionId);
  } else {
    query = query.where('member_id', '=', which.memberId);
    const keep = which.keepSessionId;
    if (keep !== undefined)
      query = query.where((eb) => eb.or([eb('session_id', 'is', null), eb('session_id', '<>', keep)]));
  }
  const rows = await query.returning('id').execute();
  return rows.map((row) => row.id);
}

/** Revokes a session's live tokens but its `keep` newest; returns the ids it revoked. */
export async function markSessionApiTokensRevokedBeyond(
  db: Kysely<Database>,
  sessionId: string,
  keep: number,
  revokedAt: string,
): Promise<string[]> {
  const newest = db
    .selectFrom('api_tokens')
    .select('id')
    .where('session_id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(keep);
  const rows = await db
    .updateTable('api_tokens')
    .set({ revoked_at: revokedAt })
    .where('session_id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .where('id', 'not in', (eb) => eb.selectFrom(newest.as('newest')).select('newest.id'))
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}
