import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, MembersTable } from '../schema.ts';

/**
 * The development demo's reads and writes. What the demo holds (its accounts, members, team,
 * comments and secure content) is decided in server/startup/seed/, which calls these.
 */

// Both engines cap the parameters of one statement; 100 rows of up to 10 columns stays far below.
const BATCH = 100;

export async function insertRows<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + BATCH))
      .execute();
  }
}

/** Any member at all: a database with one is real, and the demo accounts stay out of it. */
export async function hasAnyMember(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('members').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** The id of the product account (a member of no app yet) with the email. */
export async function findProductAccountId(db: Kysely<Database>, email: string): Promise<string | undefined> {
  const account = await db
    .selectFrom('members')
    .select('id')
    .where('email', '=', email)
    .where('app_id', 'is', null)
    .executeTakeFirst();
  return account?.id;
}

export async function updateMemberColumns(
  db: Kysely<Database>,
  memberId: string,
  columns: Updateable<MembersTable>,
): Promise<void> {
  await db.updateTable('members').set(columns).where('id', '=', memberId).execute();
}

/** Product accounts from before the membership service become the app's test-mode members. */
export async function adoptProductAccounts(db: Kysely<Database>, appId: string): Promise<void> {
  await db.updateTable('members').set({ app_id: appId, mode: 'test' }).where('app_id', 'is', null).execute();
}

export function listTestMembers(db: Kysely<Database>, appId: string): Promise<{ id: string; email: string }[]> {
  return db
    .selectFrom('members')
    .select(['id', 'email'])
    .where('app_id', '=', appId)
    .where('mode', '=', 'test')
    .execute();
}

export interface DemoSecureContent {
  groups: readonly Omit<Insertable<Database['ms_content_groups']>, 'app_id'>[];
  planLinks: readonly { group_id: string; plan_id: string }[];
  items: readonly (Omit<Insertable<Database['ms_secure_content']>, 'app_id'> & { group_id: string })[];
}

/**
 * Adds the groups, their plan links and the content where missing (on conflict, nothing). A link to
 * a group or plan that is not there (the business's own under the same key, a plan it deleted), and
 * content of such a group, are left out rather than failing the start.
 */
export async function insertSecureContentIfMissing(
  db: Kysely<Database>,
  appId: string,
  { groups, planLinks, items }: DemoSecureContent,
): Promise<void> {
  await db
    .insertInto('ms_content_groups')
    .values(groups.map((group) => ({ ...group, app_id: appId })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  const stored = await db.selectFrom('ms_content_groups').select('id').where('app_id', '=', appId).execute();
  const plans = await db.selectFrom('ms_plans').select('id').where('app_id', '=', appId).execute();
  const hasGroup = (id: string) => stored.some((group) => group.id === id);
  const links = planLinks.filter((link) => hasGroup(link.group_id) && plans.some((plan) => plan.id === link.plan_id));
  if (links.length > 0)
    await db
      .insertInto('ms_content_group_plans')
      .values(links)
      .onConflict((oc) => oc.doNothing())
      .execute();
  const kept = items.filter((item) => hasGroup(item.group_id));
  if (kept.length > 0)
    await db
      .insertInto('ms_secure_content')
      .values(kept.map((item) => ({ ...item, app_id: appId })))
      .onConflict((oc) => oc.doNothing())
      .execute();
}
