import type { ExpressionBuilder, Kysely } from 'kysely';
import { isoMonth, monthStart, yearStart } from '../calendar.ts';
import { centsToDollars } from '../numbers.ts';
import type { AccountBalance, Transaction } from '../../../contract/product-answers.ts';
import type { Database } from '../schema.ts';
import { precompiled } from './precompiled.ts';

export interface NewTransaction {
  id: string;
  memberId: string;
  createdAt: Date;
  type: string;
  /** Positive; the type says which way the money moves. */
  amountCents: number;
}

// Spend is what was charged (debit, usage) less what was given back (refund); credits are top-ups.
// Types this table does not know count towards neither, so a new type never corrupts the figures.
const EFFECTS = new Map<string, { balance: 1 | -1; spend: 1 | 0 | -1 }>([
  ['credit', { balance: 1, spend: 0 }],
  ['refund', { balance: 1, spend: -1 }],
  ['debit', { balance: -1, spend: 1 }],
  ['usage', { balance: -1, spend: 1 }],
]);

/** How a transaction of this type moves the balance: 1 adds (credit, refund), -1 takes (debit, usage), 0 neither. */
export function balanceEffect(type: string): 1 | -1 | 0 {
  return EFFECTS.get(type)?.balance ?? 0;
}

/**
 * The one way money enters the ledger: the transaction row, the account's balance and the
 * month's spend change in one database transaction, so the running totals always equal the
 * sum of the history (the 0002 migration computed them from it once).
 */
export async function recordTransaction(db: Kysely<Database>, entry: NewTransaction): Promise<void> {
  if (!db.isTransaction) return db.transaction().execute((trx) => recordTransaction(trx, entry));
  if (!Number.isSafeInteger(entry.amountCents))
    throw new RangeError(`amountCents must be an integer, got ${entry.amountCents}`);
  const createdAt = entry.createdAt.toISOString();
  await db
    .insertInto('transactions')
    .values({
      id: entry.id,
      member_id: entry.memberId,
      created_at: createdAt,
      transaction_type: entry.type,
      amount_cents: entry.amountCents,
    })
    .execute();
  const effect = EFFECTS.get(entry.type);
  if (!effect) return;

  const balanceDelta = effect.balance * entry.amountCents;
  const account = await db
    .updateTable('accounts')
    // The cast only narrows the read type (number or bigint string) to the column's write type.
    .set((eb) => ({ balance_cents: eb('balance_cents', '+', balanceDelta).$castTo<number>() }))
    .where('member_id', '=', entry.memberId)
    .executeTakeFirst();
  if (account.numUpdatedRows === 0n)
    throw new Error(`Member ${entry.memberId} has no account to record a transaction on`);

  if (effect.spend === 0) return;
  await db
    .insertInto('monthly_spend')
    .values({
      member_id: entry.memberId,
      month: isoMonth(entry.createdAt),
      spent_cents: effect.spend * entry.amountCents,
    })
    .onConflict((oc) =>
      oc.columns(['member_id', 'month']).doUpdateSet((eb) => ({
        spent_cents: eb('monthly_spend.spent_cents', '+', eb.ref('excluded.spent_cents')).$castTo<number>(),
      })),
    )
    .execute();
}

// Every dashboard load asks for the balance: one indexed lookup of the account and a range of
// its months, compiled once. Summed in SQL because one row is cheaper to hand over than twelve.
// The left join keeps the account when the member spent nothing in the months asked for.
const balanceRow = precompiled<
  { memberId: string; fromMonth: string; thisMonth: string; lastMonth: string; thisYear: string },
  {
    balance_cents: number | string;
    this_month: number | string;
    last_month: number | string;
    year_to_date: number | string;
  }
>((db, arg) =>
  db
    .selectFrom('accounts')
    .leftJoin('monthly_spend', (join) =>
      join
        .onRef('monthly_spend.member_id', '=', 'accounts.member_id')
        .on('monthly_spend.month', '>=', arg('fromMonth')),
    )
    .select((eb) => [
      'accounts.balance_cents',
      spentSince(eb, '>=', arg('thisMonth')).as('this_month'),
      spentSince(eb, '=', arg('lastMonth')).as('last_month'),
      spentSince(eb, '>=', arg('thisYear')).as('year_to_date'),
    ])
    .where('accounts.member_id', '=', arg('memberId'))
    // Grouped by the key so that PostgreSQL accepts the account's other columns beside the sums.
    .groupBy('accounts.member_id'),
);

function spentSince(eb: ExpressionBuilder<Database, 'monthly_spend'>, op: '>=' | '=', month: string) {
  const spent = eb.case().when('monthly_spend.month', op, month).then(eb.ref('monthly_spend.spent_cents')).end();
  return eb.fn.coalesce(eb.fn.sum<number | string>(spent), eb.lit(0));
}

/** Months are UTC calendar months; "this month" and "year to date" have no upper bound, as before the ledger. */
export async function accountBalance(db: Kysely<Database>, memberId: string, now: Date): Promise<AccountBalance> {
  const thisMonth = isoMonth(monthStart(now));
  const lastMonth = isoMonth(monthStart(now, -1));
  const thisYear = isoMonth(yearStart(now));
  // In January last month belongs to the year before.
  const fromMonth = lastMonth < thisYear ? lastMonth : thisYear;
  const [row] = await balanceRow(db, { memberId, fromMonth, thisMonth, lastMonth, thisYear });
  return {
    current_balance: centsToDollars(row?.balance_cents),
    current_month_spend: centsToDollars(row?.this_month),
    last_month_spend: centsToDollars(row?.last_month),
    year_to_date_spend: centsToDollars(row?.year_to_date),
  };
}

export async function listTransactions(db: Kysely<Database>, memberId: string, limit?: number): Promise<Transaction[]> {
  let query = db
    .selectFrom('transactions')
    .select(['id', 'created_at', 'transaction_type', 'amount_cents'])
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  if (limit !== undefined) query = query.limit(limit);
  const rows = await query.execute();
  return rows.map((row) => ({
    transaction_id: row.id,
    created_at: row.created_at,
    transaction_type: row.transaction_type,
    amount: centsToDollars(row.amount_cents),
  }));
}
