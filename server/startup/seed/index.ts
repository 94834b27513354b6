import type { Kysely, Transaction } from 'kysely';
import { hasAnyMember, insertRows } from '../../db/queries/demo-seed.ts';
import { recordTransaction } from '../../db/queries/finance.ts';
import type { Database } from '../../db/schema.ts';
import { SEED_ACCOUNTS, type SeedAccount } from './accounts.ts';
import { agentUsageRows, incomingOrderRows, purchasedTokens, transactionRows } from './activity.ts';
import { Random } from './random.ts';
import { seedSkus, supplyChainRows } from './supply-chain.ts';

const FIRST_ORDER_NUMBER = 10234;

async function seedAccount(trx: Transaction<Database>, account: SeedAccount, now: Date, firstOrderNumber: number) {
  // One generator per account keeps each account's data stable when another account changes.
  const random = new Random(account.email);
  const memberId = random.id('mem_');
  await insertRows(trx, 'members', [
    {
      id: memberId,
      email: account.email,
      created_at: new Date(Date.UTC(now.getUTCFullYear() - 1, 0, 15)).toISOString(),
    },
  ]);
  await insertRows(
    trx,
    'member_permissions',
    account.permissions.map((permission) => ({ member_id: memberId, permission })),
  );

  const usage = agentUsageRows(random, account, memberId, now);
  await insertRows(trx, 'accounts', [
    { member_id: memberId, purchased_tokens: purchasedTokens(usage), insights: account.insights },
  ]);
  await insertRows(trx, 'agent_usage', usage);
  // Through the ledger, so that the balance and monthly spend are kept as for any transaction.
  for (const transaction of transactionRows(random, account, memberId, now)) await recordTransaction(trx, transaction);

  const supply = supplyChainRows(random, account, memberId, now);
  await insertRows(trx, 'products', supply.products);
  await insertRows(trx, 'skus', supply.skus);
  await insertRows(trx, 'warehouses', supply.warehouses);
  await insertRows(trx, 'inventory', supply.inventory);
  await insertRows(trx, 'purchase_orders', supply.purchaseOrders);
  await insertRows(trx, 'warehouse_costs', supply.warehouseCosts);

  const orders = incomingOrderRows(random, account, memberId, seedSkus(supply), now, firstOrderNumber);
  await insertRows(trx, 'incoming_orders', orders);
  return orders.length;
}

/** Fills a database that has no members yet; returns whether it did. Any existing member means a real database. */
export async function seedIfEmpty(db: Kysely<Database>, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (await hasAnyMember(trx)) return false;
    let orderNumber = FIRST_ORDER_NUMBER;
    for (const account of SEED_ACCOUNTS) orderNumber += await seedAccount(trx, account, now, orderNumber);
    return true;
  });
}
