import type { Kysely } from 'kysely';
import type { Database } from '../../schema.ts';

/**
 * A purchase order of the account by its id, whatever its channel or status: the chat tells where
 * an order is that the channel's overview does not list. Ids are stored upper case.
 */
export async function findPurchaseOrder(db: Kysely<Database>, memberId: string, poId: string) {
  return db
    .selectFrom('purchase_orders')
    .select(['id', 'status', 'channel', 'expected_landing_on'])
    .where('member_id', '=', memberId)
    .where('id', '=', poId.toUpperCase())
    .executeTakeFirst();
}

/** The account's SKU codes, to recognise one in a question. */
export async function listSkuCodes(db: Kysely<Database>, memberId: string): Promise<string[]> {
  const rows = await db.selectFrom('skus').select('code').where('member_id', '=', memberId).execute();
  return rows.map((row) => row.code);
}
