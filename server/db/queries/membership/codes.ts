import type { ExpressionBuilder, Insertable, Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../schema.ts';
import { deleteExpiredRows } from '../expired-rows.ts';
import type { CodePurpose, MemberMode, MsCodesTable } from '../../schema-membership.ts';

export interface CodeScope {
  appId: string;
  mode: MemberMode;
  purpose: CodePurpose;
}

/** Codes stop being outstanding once consumed_at is set; that is what frees their hash for reuse. */
export async function retireCodes(db: Kysely<Database>, scope: CodeScope, email: string, now: string): Promise<void> {
  await db
    .updateTable('ms_codes')
    .set({ consumed_at: now })
    .where('app_id', '=', scope.appId)
    .where('mode', '=', scope.mode)
    .where('purpose', '=', scope.purpose)
    .where('consumed_at', 'is', null)
    // The email's older codes are replaced; anyone's expired ones are swept on the way.
    .where((eb) => eb.or([eb('email', '=', email), eb('expires_at', '<=', now)]))
    .execute();
}

/**
 * After an insert: of the email's outstanding codes only the newest (by time, then id) stays. It
 * is decided in one statement over every outstanding code, so whichever of two parallel sends
 * sweeps last sees both inserts and keeps exactly one (a sweep that only retired codes older than
 * its own left both alive when the newer send swept first).
 */
export async function retireOlderCodes(
  db: Kysely<Database>,
  scope: CodeScope,
  code: { email: string; createdAt: string },
): Promise<void> {
  const newest = db
    .selectFrom('ms_codes')
    .select('id')
    .where(outstandingFor(scope, code.email))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1);
  await db
    .updateTable('ms_codes')
    .set({ consumed_at: code.createdAt })
    .where(outstandingFor(scope, code.email))
    .where('id', '<>', (eb) => eb.selectFrom(newest.as('newest')).select('newest.id'))
    .execute();
}

/** The email's codes of the scope that are still outstanding. */
function outstandingFor(scope: CodeScope, email: string) {
  return (eb: ExpressionBuilder<Database, 'ms_codes'>) =>
    eb.and([
      eb('app_id', '=', scope.appId),
      eb('mode', '=', scope.mode),
      eb('purpose', '=', scope.purpose),
      eb('email', '=', email),
      eb('consumed_at', 'is', null),
    ]);
}

/**
 * After an email change: every outstanding code of the member, of any purpose, and every code
 * mailed to either address, stops working, whoever holds it.
 */
export async function retireCodesOfMember(
  db: Kysely<Database>,
  { appId, mode, memberId, emails }: { appId: string; mode: MemberMode; memberId: string; emails: string[] },
  now: string,
): Promise<void> {
  await db
    .updateTable('ms_codes')
    .set({ consumed_at: now })
    .where('app_id', '=', appId)
    .where('mode', '=', mode)
    .where('consumed_at', 'is', null)
    .where((eb) => eb.or([eb('member_id', '=', memberId), eb('email', 'in', emails)]))
    .execute();
}

/**
 * Every code is made here, so here the codes that expired by `expiredBy` are deleted (a batch at
 * a time), used or not: once expired no query reads them but to say so.
 */
export async function insertCode(
  db: Kysely<Database>,
  row: Insertable<MsCodesTable>,
  { expiredBy }: { expiredBy: string },
): Promise<void> {
  await deleteExpiredRows(db, 'ms_codes', expiredBy);
  await db.insertInto('ms_codes').values(row).execute();
}

const OUTSTANDING = ['id', 'email', 'member_id', 'code_hash', 'expires_at', 'attempts'] as const;

export async function findOutstandingByEmail(db: Kysely<Database>, scope: CodeScope, email: string) {
  return db
    .selectFrom('ms_codes')
    .select(OUTSTANDING)
    .where(outstandingFor(scope, email))
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

/** A code found by its digits alone, unless it has lived through `maxBlindAttempts` such guesses. */
export async function findOutstandingByHash(
  db: Kysely<Database>,
  scope: CodeScope,
  codeHash: string,
  maxBlindAttempts: number,
) {
  return db
    .selectFrom('ms_codes')
    .select(OUTSTANDING)
    .where('app_id', '=', scope.appId)
    .where('mode', '=', scope.mode)
    .where('purpose', '=', scope.purpose)
    .where('code_hash', '=', codeHash)
    .where('consumed_at', 'is', null)
    .where('blind_attempts', '<', maxBlindAttempts)
    .executeTakeFirst();
}

/** A wrong guess without an email was compared with every live code of the scope: each counts it. */
export async function countBlindMiss(db: Kysely<Database>, scope: CodeScope, now: string): Promise<void> {
  await db
    .updateTable('ms_codes')
    .set({ blind_attempts: sql<number>`blind_attempts + 1` })
    .where('app_id', '=', scope.appId)
    .where('mode', '=', scope.mode)
    .where('purpose', '=', scope.purpose)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .execute();
}

/**
 * Takes one of the code's tries before the guess is compared, so parallel guesses cannot get
 * more comparisons than maxAttempts. Returns the tries used so far, or undefined when the code is
 * no longer live (used, retired, expired or out of tries).
 */
export async function claimAttempt(
  db: Kysely<Database>,
  codeId: string,
  maxAttempts: number,
  now: string,
): Promise<number | undefined> {
  const row = await db
    .updateTable('ms_codes')
    .set({ attempts: sql<number>`attempts + 1` })
    .where('id', '=', codeId)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .where('attempts', '<', maxAttempts)
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts;
}

/** The wrong guess that used the last try kills the code. */
export async function retireCode(db: Kysely<Database>, codeId: string, now: string): Promise<void> {
  await db
    .updateTable('ms_codes')
    .set({ consumed_at: now })
    .where('id', '=', codeId)
    .where('consumed_at', 'is', null)
    .execute();
}

/**
 * The single-use guarantee: of parallel redeems only one statement finds the row still
 * outstanding, live and within the attempt limit, so only one gets true. A claimed try may be the
 * last one (attempts = maxAttempts) and still be right.
 */
export async function consumeCode(
  db: Kysely<Database>,
  codeId: string,
  maxAttempts: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('ms_codes')
    .set({ consumed_at: now })
    .where('id', '=', codeId)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .where('attempts', '<=', maxAttempts)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
