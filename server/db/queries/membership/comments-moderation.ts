import type { Kysely } from 'kysely';
import type { Database } from '../../schema.ts';

export async function isBannedFromComments(db: Kysely<Database>, memberId: string): Promise<boolean> {
  const row = await db
    .selectFrom('ms_comment_bans')
    .select('member_id')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The words the app refuses in comments, lowercase, in order. */
export async function listBlockedWords(db: Kysely<Database>, appId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('ms_comment_blocked_words')
    .select('word')
    .where('app_id', '=', appId)
    .orderBy('word')
    .execute();
  return rows.map((row) => row.word);
}

/** Whether the member holds any plan that is active, free or paid (a channel open to `members-with-plan`). */
export async function holdsActivePlan(db: Kysely<Database>, memberId: string): Promise<boolean> {
  const row = await db
    .selectFrom('ms_plan_connections')
    .select('id')
    .where('member_id', '=', memberId)
    .where('active', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Bars the member from commenting (a second ban keeps the first one's owner and time). */
export async function banFromComments(db: Kysely<Database>, memberId: string, ownerId: string): Promise<void> {
  await db
    .insertInto('ms_comment_bans')
    .values({ member_id: memberId, banned_by: ownerId, created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('member_id').doNothing())
    .execute();
}

export async function unbanFromComments(db: Kysely<Database>, memberId: string): Promise<void> {
  await db.deleteFrom('ms_comment_bans').where('member_id', '=', memberId).execute();
}

/** The app's blocked words become exactly these (lowercase, without repeats). */
export async function replaceBlockedWords(
  db: Kysely<Database>,
  appId: string,
  words: readonly string[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('ms_comment_blocked_words').where('app_id', '=', appId).execute();
    if (words.length === 0) return;
    await trx
      .insertInto('ms_comment_blocked_words')
      .values(words.map((word) => ({ app_id: appId, word })))
      .execute();
  });
}

/**
 * The member's report of an item, counted on the item the first time only: a member reports an
 * item once, so the count is how many members flagged it. Whether this one was new.
 */
export async function reportComment(db: Kysely<Database>, commentId: string, memberId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('ms_comment_reports')
      .values({ comment_id: commentId, member_id: memberId, created_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.columns(['comment_id', 'member_id']).doNothing())
      .returning('comment_id')
      .executeTakeFirst();
    if (inserted === undefined) return false;
    await trx
      .updateTable('ms_comments')
      .set((eb) => ({ reports: eb('reports', '+', 1) }))
      .where('id', '=', commentId)
      .execute();
    return true;
  });
}

/** Which of these items the member has reported, so a reader's own reports read as 'Reported' after a reload. */
export async function reportsOf(
  db: Kysely<Database>,
  memberId: string,
  commentIds: readonly string[],
): Promise<Set<string>> {
  if (commentIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('ms_comment_reports')
    .select('comment_id')
    .where('member_id', '=', memberId)
    .where('comment_id', 'in', commentIds)
    .execute();
  return new Set(rows.map((row) => row.comment_id));
}
