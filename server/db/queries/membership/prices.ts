import type { Kysely } from 'kysely';
import type { Database } from '../../schema.ts';
import type { PlanRow, PriceRow } from './apps.ts';

/** An app's price with its plan; undefined when the price is not this app's. */
export async function findPriceWithPlan(
  db: Kysely<Database>,
  appId: string,
  priceId: string,
): Promise<{ plan: PlanRow; price: PriceRow } | undefined> {
  const price = await db.selectFrom('ms_prices').selectAll().where('id', '=', priceId).executeTakeFirst();
  if (!price) return undefined;
  const plan = await db
    .selectFrom('ms_plans')
    .selectAll()
    .where('id', '=', price.plan_id)
    .where('app_id', '=', appId)
    .executeTakeFirst();
  return plan ? { plan, price } : undefined;
}
