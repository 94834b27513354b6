import type { Kysely } from 'kysely';
import type { Database } from '../../schema.ts';

/** The item with its content group's rule: every member, or members of the group's plans. */
export async function findSecureContent(db: Kysely<Database>, appId: string, key: string) {
  const item = await db
    .selectFrom('ms_secure_content as s')
    .innerJoin('ms_content_groups as g', 'g.id', 's.group_id')
    .select(['s.type', 's.content', 's.group_id', 'g.allow_all_members'])
    .where('s.app_id', '=', appId)
    .where('s.key', '=', key)
    .executeTakeFirst();
  if (!item) return undefined;
  const plans = await db
    .selectFrom('ms_content_group_plans')
    .select('plan_id')
    .where('group_id', '=', item.group_id)
    .execute();
  return { ...item, planIds: plans.map((plan) => plan.plan_id) };
}
