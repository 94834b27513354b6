import type { Kysely } from 'kysely';
import { centsToDollars, toNumber } from '../numbers.ts';
import type { IncomingOrder } from '../../../contract/product-answers.ts';
import type { Database } from '../schema.ts';

export async function listIncomingOrders(
  db: Kysely<Database>,
  memberId: string,
  limit?: number,
): Promise<IncomingOrder[]> {
  let query = db
    .selectFrom('incoming_orders')
    .select(['order_id', 'sku', 'product_name', 'order_amount_cents'])
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('order_id', 'desc');
  if (limit !== undefined) query = query.limit(limit);
  const rows = await query.execute();
  return rows.map((row) => ({
    order_id: row.order_id,
    sku: row.sku,
    product_name: row.product_name,
    order_amount: centsToDollars(row.order_amount_cents),
  }));
}

export async function countIncomingOrders(db: Kysely<Database>, memberId: string): Promise<number> {
  const row = await db
    .selectFrom('incoming_orders')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return toNumber(row?.count);
}
