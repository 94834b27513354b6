import type { Insertable, Kysely, Transaction } from 'kysely';
import { recordTransaction } from '../queries/finance.ts';
import type { Database } from '../schema.ts';
import { SEED_ACCOUNTS, type SeedAccount } from './accounts.ts';
import { agentUsageRows, incomingOrderRows, purchasedTokens, transactionRows } from './activity.ts';
import { Random } from './random.ts';
import { seedSkus, supplyChainRows } from './supply-chain.ts';

const FIRST_ORDER_NUMBER = 10234;

// Both engines cap the parameters of one statement; 100 rows of up to 10 columns stays far below.
const BATCH = 100;

async function insertAll<T extends keyof Database & string>(
  trx: Transaction<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + BATCH))
      .execute();
  }
}

async function seedAccount(trx: Transaction<Database>, account: SeedAccount, now: Date, firstOrderNumber: number) {
  // One generator per account keeps each account's data stable when another account changes.
  const random = new Random(account.email);
  const memberId = random.id('mem_');
  await trx
    .insertInto('members')
    .values({
      id: memberId,
      email: account.email,
      created_at: new Date(Date.UTC(now.getUTCFullYear() - 1, 0, 15)).toISOString(),
    })
    .execute();
  if (account.permissions.length > 0) {
    await trx
      .insertInto('member_permissions')
      .values(account.permissions.map((permission) => ({ member_id: memberId, permission })))
      .execute();
  }

  const usage = agentUsageRows(random, account, memberId, now);
  await trx
    .insertInto('accounts')
    .values({ member_id: memberId, purchased_tokens: purchasedTokens(usage), insights: account.insights })
    .execute();
  await insertAll(trx, 'agent_usage', usage);
  // Through the ledger, so that the balance and monthly spend are kept as for any transaction.
  for (const transaction of transactionRows(random, account, memberId, now)) await recordTransaction(trx, transaction);

  const supply = supplyChainRows(random, account, memberId, now);
  await insertAll(trx, 'products', supply.products);
  await insertAll(trx, 'skus', supply.skus);
  await insertAll(trx, 'warehouses', supply.warehouses);
  await insertAll(trx, 'inventory', supply.inventory);
  await insertAll(trx, 'purchase_orders', supply.purchaseOrders);
  await insertAll(trx, 'warehouse_costs', supply.warehouseCosts);

  const orders = incomingOrderRows(random, account, memberId, seedSkus(supply), now, firstOrderNumber);
  await insertAll(trx, 'incoming_orders', orders);
  return orders.length;
}

/** Fills a database that has no members yet; returns whether it did. Any existing member means a real database. */
export async function seedIfEmpty(db: Kysely<Database>, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('members').select('id').limit(1).executeTakeFirst();
    if (existing) return false;
    let orderNumber = FIRST_ORDER_NUMBER;
    for (const account of SEED_ACCOUNTS) orderNumber += await seedAccount(trx, account, now, orderNumber);
    return true;
  });
}
