import { sql, type Kysely } from 'kysely';
import { monthStart, yearStart } from '../calendar.ts';
import { centsToDollars } from '../numbers.ts';
import type { Database } from '../schema.ts';

export interface AccountBalance {
  current_balance: number;
  current_month_spend: number;
  last_month_spend: number;
  year_to_date_spend: number;
}

export interface TransactionView {
  transaction_id: string;
  created_at: string;
  transaction_type: string;
  amount: number;
}

// Spend is what was charged (debit, usage) less what was given back (refund); credits are top-ups.
// Types this list does not know count towards neither, so a new type never corrupts the figures.
const spentCents = sql`case
  when transaction_type in ('debit', 'usage') then amount_cents
  when transaction_type = 'refund' then -amount_cents
  else 0 end`;
const balanceCents = sql`case
  when transaction_type in ('credit', 'refund') then amount_cents
  when transaction_type in ('debit', 'usage') then -amount_cents
  else 0 end`;

/** Computed from the transactions at query time, so the months stay right as time passes. */
export async function accountBalance(db: Kysely<Database>, memberId: string, now: Date): Promise<AccountBalance> {
  const thisMonth = monthStart(now).toISOString();
  const lastMonth = monthStart(now, -1).toISOString();
  const thisYear = yearStart(now).toISOString();
  const row = await db
    .selectFrom('transactions')
    .select([
      sql<string | number>`sum(${balanceCents})`.as('balance'),
      sql<string | number>`sum(case when created_at >= ${thisMonth} then ${spentCents} else 0 end)`.as('this_month'),
      sql<string | number>`sum(case when created_at >= ${lastMonth} and created_at < ${thisMonth} then ${spentCents} else 0 end)`.as('last_month'),
      sql<string | number>`sum(case when created_at >= ${thisYear} then ${spentCents} else 0 end)`.as('this_year'),
    ])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return {
    current_balance: centsToDollars(row?.balance),
    current_month_spend: centsToDollars(row?.this_month),
    last_month_spend: centsToDollars(row?.last_month),
    year_to_date_spend: centsToDollars(row?.this_year),
  };
}

export async function listTransactions(db: Kysely<Database>, memberId: string, limit?: number): Promise<TransactionView[]> {
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
