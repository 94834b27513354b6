import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice, InvoiceDetail, Transaction } from '../../contract/product-answers.ts';
import { recordTransaction } from '../db/queries/finance.ts';
import { findMemberIdByEmail } from '../db/queries/members.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
const tokens: Record<string, string> = {};

async function get(path: string, email = 'demo@chainforge.dev') {
  tokens[email] ??= await server.issueToken(email);
  return fetch(server.url + path, { headers: { Authorization: `Bearer ${tokens[email]}` } });
}

async function getJson<T>(path: string, email = 'demo@chainforge.dev'): Promise<T> {
  const response = await get(path, email);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return response.json();
}

async function memberId(email: string): Promise<string> {
  const id = await findMemberIdByEmail(server.db, email);
  if (!id) throw new Error(`no member ${email}`);
  return id;
}

const ACCOUNTS = ['demo@chainforge.dev', 'supply@chainforge.dev', 'chat@chainforge.dev', 'viewer@chainforge.dev'];
const FIELDS = [
  'closing_balance',
  'credits',
  'invoice_id',
  'month',
  'opening_balance',
  'period_end',
  'period_start',
  'status',
  'transaction_count',
  'usage',
];
const cents = (dollars: number) => Math.round(dollars * 100);
const isDollars = (value: number) =>
  typeof value === 'number' && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
const monthOf = (date: Date) => date.toISOString().slice(0, 7);
const monthsBack = (count: number) => {
  const now = new Date();
  return monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - count, 1)));
};

/** What the statements must be, worked out from the stored ledger rows by month, in cents. */
async function expectedStatements(email: string) {
  const rows = await server.db
    .selectFrom('transactions')
    .selectAll()
    .where('member_id', '=', await memberId(email))
    .execute();
  const byMonth = new Map<string, { credits: number; usage: number; count: number }>();
  for (const row of rows) {
    const month = row.created_at.slice(0, 7);
    const entry = byMonth.get(month) ?? { credits: 0, usage: 0, count: 0 };
    if (row.transaction_type === 'credit' || row.transaction_type === 'refund') entry.credits += row.amount_cents;
    if (row.transaction_type === 'debit' || row.transaction_type === 'usage') entry.usage += row.amount_cents;
    entry.count++;
    byMonth.set(month, entry);
  }
  const first = [...byMonth.keys()].sort()[0]!;
  return { byMonth, first };
}

async function expectConsistent(email: string) {
  const invoices = await getJson<Invoice[]>('/api/invoices', email);
  const { byMonth, first } = await expectedStatements(email);
  const current = monthOf(new Date());

  // Every month from the first transaction's to this one, newest first.
  const months = invoices.map((invoice) => invoice.month);
  expect(months[0]).toBe(current);
  expect(months.at(-1)).toBe(first);
  for (let index = 1; index < months.length; index++) {
    const [year, month] = months[index - 1]!.split('-').map(Number) as [number, number];
    expect(months[index]).toBe(monthOf(new Date(Date.UTC(year, month - 2, 1))));
  }

  for (const [index, invoice] of invoices.entries()) {
    expect(Object.keys(invoice).sort()).toEqual(FIELDS);
    const [year, month] = invoice.month.split('-').map(Number) as [number, number];
    expect(invoice.invoice_id).toBe(`INV-${invoice.month}`);
    expect(invoice.period_start).toBe(`${invoice.month}-01`);
    expect(invoice.period_end).toBe(new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10));
    expect(invoice.status).toBe(index === 0 ? 'open' : 'closed');
    for (const field of ['opening_balance', 'credits', 'usage', 'closing_balance'] as const) {
      expect(isDollars(invoice[field]), field).toBe(true);
    }
    const expected = byMonth.get(invoice.month) ?? { credits: 0, usage: 0, count: 0 };
    expect(cents(invoice.credits)).toBe(expected.credits);
    expect(cents(invoice.usage)).toBe(expected.usage);
    expect(invoice.transaction_count).toBe(expected.count);
    expect(cents(invoice.closing_balance)).toBe(
      cents(invoice.opening_balance) + cents(invoice.credits) - cents(invoice.usage),
    );
    const previous = invoices[index + 1];
    expect(cents(invoice.opening_balance)).toBe(previous ? cents(previous.closing_balance) : 0);
  }

  const balance = await getJson<{ current_balance: number }>('/api/account-balance', email);
  expect(invoices[0]!.closing_balance).toBe(balance.current_balance);
  return invoices;
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/invoices', () => {
  it.each(ACCOUNTS)(
    'answers the monthly statements of %s from its ledger, closing at its current balance',
    async (email) => {
      const invoices = await expectConsistent(email);
      expect(invoices.length).toBeGreaterThanOrEqual(7);
      expect(invoices.some((invoice) => invoice.transaction_count > 0 && invoice.credits > 0)).toBe(true);
    },
  );

  it('includes months without transactions, their balance carried, and starts at the first transaction', async () => {
    const email = 'chat@chainforge.dev';
    const member = await memberId(email);
    const oldest = monthsBack(30);
    await recordTransaction(server.db, {
      id: 'txn_test_old_credit',
      memberId: member,
      createdAt: new Date(`${oldest}-15T12:00:00.000Z`),
      type: 'credit',
      amountCents: 12_345,
    });
    const invoices = await expectConsistent(email);
    expect(invoices.at(-1)).toMatchObject({
      invoice_id: `INV-${oldest}`,
      opening_balance: 0,
      credits: 123.45,
      usage: 0,
      closing_balance: 123.45,
      transaction_count: 1,
    });
    const empty = invoices.at(-2)!;
    expect(empty).toMatchObject({ month: monthsBack(29), credits: 0, usage: 0, transaction_count: 0 });
    expect(empty.opening_balance).toBe(123.45);
    expect(empty.closing_balance).toBe(123.45);
  });

  it('counts a transaction type that moves no money, and keeps the arithmetic exact to the cent', async () => {
    const email = 'supply@chainforge.dev';
    const member = await memberId(email);
    const before = await getJson<Invoice[]>('/api/invoices', email);
    const now = new Date();
    const record = (id: string, type: string, amountCents: number) =>
      recordTransaction(server.db, { id, memberId: member, createdAt: now, type, amountCents });
    // Ten cents three times over: 0.1 + 0.2 in floating point is not 0.3.
    await record('txn_test_dime_1', 'usage', 10);
    await record('txn_test_dime_2', 'usage', 20);
    await record('txn_test_dime_3', 'refund', 30);
    await record('txn_test_chargeback', 'chargeback', 5_000);
    const after = await expectConsistent(email);
    expect(after[0]!.transaction_count).toBe(before[0]!.transaction_count + 4);
    expect(cents(after[0]!.usage)).toBe(cents(before[0]!.usage) + 30);
    expect(cents(after[0]!.credits)).toBe(cents(before[0]!.credits) + 30);
    expect(after[0]!.closing_balance).toBe(before[0]!.closing_balance);
  });

  it('refuses a request without a valid API token with 401 JSON', async () => {
    for (const path of ['/api/invoices', `/api/invoices/INV-${monthsBack(0)}`]) {
      for (const headers of [{}, { Authorization: 'Bearer not-a-token' }] as Record<string, string>[]) {
        const response = await fetch(server.url + path, { headers });
        expect(response.status).toBe(401);
        expect((await response.json()).error.code).toMatch(/unauthorized|invalid-token/);
      }
    }
  });
});

describe('GET /api/invoices/:invoiceId', () => {
  it.each(['demo@chainforge.dev', 'viewer@chainforge.dev'])(
    "answers each statement of %s with the month's transactions, oldest first",
    async (email) => {
      const invoices = await getJson<Invoice[]>('/api/invoices', email);
      const transactions = await getJson<Transaction[]>('/api/transactions', email);
      for (const invoice of invoices) {
        const detail = await getJson<InvoiceDetail>(`/api/invoices/${invoice.invoice_id}`, email);
        expect(Object.keys(detail).sort()).toEqual([...FIELDS, 'lines'].sort());
        const { lines, ...fields } = detail;
        expect(fields).toEqual(invoice);
        expect(lines).toEqual(
          transactions.filter((transaction) => transaction.created_at.startsWith(invoice.month)).reverse(),
        );
        expect(lines).toHaveLength(invoice.transaction_count);
      }
    },
  );

  it.each([
    'INV-2025-13',
    'INV-2025-00',
    'INV-25-01',
    'INV-2025-1',
    'inv-2025-01',
    'INV-2025-01-01',
    '2025-01',
    'x%3Cscript%3E',
    '%F0%9F%92%A5',
  ])('answers 404 JSON for the malformed id %s', async (id) => {
    const response = await get(`/api/invoices/${id}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await response.json();
    expect(body.error.code).toBe('not-found');
    expect(body.error.message).not.toMatch(/script/);
  });

  it('answers 404 for a month before the first transaction or after this one', async () => {
    const invoices = await getJson<Invoice[]>('/api/invoices');
    const first = invoices.at(-1)!.month;
    const [year, month] = first.split('-').map(Number) as [number, number];
    const before = monthOf(new Date(Date.UTC(year, month - 2, 1)));
    for (const id of [`INV-${before}`, `INV-${monthsBack(-1)}`, 'INV-1999-01']) {
      const response = await get(`/api/invoices/${id}`);
      expect(response.status, id).toBe(404);
      expect((await response.json()).error.code).toBe('not-found');
    }
  });

  it("answers 404 for a month only another account has a statement for, and never shows another account's lines", async () => {
    const other = 'viewer@chainforge.dev';
    const oldest = monthsBack(40);
    await recordTransaction(server.db, {
      id: 'txn_test_viewer_old',
      memberId: await memberId(other),
      createdAt: new Date(`${oldest}-02T08:00:00.000Z`),
      type: 'credit',
      amountCents: 100,
    });
    expect((await get(`/api/invoices/INV-${oldest}`, other)).status).toBe(200);
    const response = await get(`/api/invoices/INV-${oldest}`);
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe('not-found');

    const demoIds = new Set((await getJson<Transaction[]>('/api/transactions')).map((t) => t.transaction_id));
    const current = await getJson<InvoiceDetail>(`/api/invoices/INV-${monthsBack(0)}`, other);
    expect(current.lines.length).toBeGreaterThan(0);
    expect(current.lines.some((line) => demoIds.has(line.transaction_id))).toBe(false);
    const demoInvoices = await getJson<Invoice[]>('/api/invoices');
    expect(demoInvoices.map((invoice) => invoice.month)).not.toContain(oldest);
  });
});
