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

/** The words the app refuses in comments, lowercase. */
export async function listBlockedWords(db: Kysely<Database>, appId: string): Promise<string[]> {
  const rows = await db.selectFrom('ms_comment_blocked_words').select('word').where('app_id', '=', appId).execute();
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
