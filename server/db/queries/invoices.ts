import { sql, type Kysely } from 'kysely';
import { isoDay, isoMonth } from '../calendar.ts';
import { centsToDollars, toNumber } from '../numbers.ts';
import type { Invoice, InvoiceDetail, Transaction } from '../../../contract/product-answers.ts';
import type { Database } from '../schema.ts';
import { balanceEffect } from './finance.ts';

/**
 * Monthly statements derived from the ledger (the transactions table), one per UTC calendar month
 * from the month of the account's first transaction to the current month (or to the month of its
 * last transaction, should one be dated later), months without transactions included with their
 * balance carried. Every figure is summed in integer cents: the first month opens at 0, each month
 * closes at opening + credits - usage and the next opens there, so the latest closing balance is
 * the sum of the whole ledger, which is the account's balance. Credits are the types that add to the
 * balance (credit, refund) and usage the types that take from it (debit, usage), as the ledger
 * counts them (finance.ts); other types are counted as transactions but move no money.
 */

const INVOICE_ID = /^INV-(\d{4})-(0[1-9]|1[0-2])$/;

export const invoiceId = (month: string) => `INV-${month}`;

/** The month (`YYYY-MM`) an invoice id names, or undefined when it names none. */
export function invoiceMonth(id: string): string | undefined {
  const match = INVOICE_ID.exec(id);
  return match ? `${match[1]}-${match[2]}` : undefined;
}

interface MonthTotals {
  credits: number;
  usage: number;
  count: number;
}

/** Per month, cents in and out and how many transactions: one grouped scan of the member's ledger. */
async function monthlyTotals(db: Kysely<Database>, memberId: string): Promise<Map<string, MonthTotals>> {
  // created_at is ISO-8601 UTC text, so its first seven characters are the UTC month on both engines.
  const month = sql<string>`substr(created_at, 1, 7)`;
  const rows = await db
    .selectFrom('transactions')
    .select((eb) => [
      month.as('month'),
      'transaction_type',
      eb.fn.sum<number | string>('amount_cents').as('cents'),
      eb.fn.countAll<number | string>().as('count'),
    ])
    .where('member_id', '=', memberId)
    .groupBy([month, 'transaction_type'])
    .execute();
  const totals = new Map<string, MonthTotals>();
  for (const row of rows) {
    let entry = totals.get(row.month);
    if (!entry) {
      entry = { credits: 0, usage: 0, count: 0 };
      totals.set(row.month, entry);
    }
    const cents = toNumber(row.cents);
    const effect = balanceEffect(row.transaction_type);
    if (effect === 1) entry.credits += cents;
    else if (effect === -1) entry.usage += cents;
    entry.count += toNumber(row.count);
  }
  return totals;
}

function nextMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return isoMonth(new Date(Date.UTC(year, monthNumber, 1)));
}

function lastDay(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return isoDay(new Date(Date.UTC(year, monthNumber, 0)));
}

/** Oldest first. */
async function statements(db: Kysely<Database>, memberId: string, now: Date): Promise<Invoice[]> {
  const totals = await monthlyTotals(db, memberId);
  if (totals.size === 0) return [];
  const months = [...totals.keys()].sort();
  const current = isoMonth(now);
  const last = months.at(-1)! > current ? months.at(-1)! : current;
  const invoices: Invoice[] = [];
  let openingCents = 0;
  for (let month = months[0]!; month <= last; month = nextMonth(month)) {
    const { credits, usage, count } = totals.get(month) ?? { credits: 0, usage: 0, count: 0 };
    const closingCents = openingCents + credits - usage;
    invoices.push({
      invoice_id: invoiceId(month),
      month,
      period_start: `${month}-01`,
      period_end: lastDay(month),
      status: month < current ? 'closed' : 'open',
      opening_balance: centsToDollars(openingCents),
      credits: centsToDollars(credits),
      usage: centsToDollars(usage),
      closing_balance: centsToDollars(closingCents),
      transaction_count: count,
    });
    openingCents = closingCents;
  }
  return invoices;
}

/** GET /invoices: newest first. */
export async function listInvoices(db: Kysely<Database>, memberId: string, now: Date): Promise<Invoice[]> {
  return (await statements(db, memberId, now)).reverse();
}

/** GET /invoices/:id: undefined when the id names no month of this account's statements. */
export async function findInvoice(
  db: Kysely<Database>,
  memberId: string,
  id: string,
  now: Date,
): Promise<InvoiceDetail | undefined> {
  const month = invoiceMonth(id);
  if (!month) return undefined;
  const invoice = (await statements(db, memberId, now)).find((candidate) => candidate.month === month);
  if (!invoice) return undefined;
  const rows = await db
    .selectFrom('transactions')
    .select(['id', 'created_at', 'transaction_type', 'amount_cents'])
    .where('member_id', '=', memberId)
    .where('created_at', '>=', `${month}-01`)
    .where('created_at', '<', `${nextMonth(month)}-01`)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  const lines: Transaction[] = rows.map((row) => ({
    transaction_id: row.id,
    created_at: row.created_at,
    transaction_type: row.transaction_type,
    amount: centsToDollars(row.amount_cents),
  }));
  return { ...invoice, lines };
}
