import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordTransaction } from '../db/queries/finance.ts';
import { findMemberIdByEmail } from '../db/queries/members.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

interface Transaction {
  transaction_id: string;
  created_at: string;
  transaction_type: string;
  amount: number;
}

let server: TestServer;
const tokens: Record<string, string> = {};

async function get(path: string, email = 'demo@chainforge.dev') {
  tokens[email] ??= await server.issueToken(email);
  return fetch(server.url + path, { headers: { Authorization: `Bearer ${tokens[email]}` } });
}

const hasTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

function monthStart(now: Date, offset: number): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString();
}

function spend(transactions: Transaction[], from: string, to = '9999') {
  const cents = transactions
    .filter((t) => t.created_at >= from && t.created_at < to)
    .reduce((sum, t) => {
      if (t.transaction_type === 'debit' || t.transaction_type === 'usage') return sum + Math.round(t.amount * 100);
      if (t.transaction_type === 'refund') return sum - Math.round(t.amount * 100);
      return sum;
    }, 0);
  return cents / 100;
}

async function expectMatchesTransactions(email: string) {
  const balance = await (await get('/api/account-balance', email)).json();
  const transactions: Transaction[] = await (await get('/api/transactions', email)).json();
  const now = new Date();
  const year = new Date(Date.UTC(now.getUTCFullYear(), 0, 1)).toISOString();
  expect(balance.current_month_spend).toBeCloseTo(spend(transactions, monthStart(now, 0)), 2);
  expect(balance.last_month_spend).toBeCloseTo(spend(transactions, monthStart(now, -1), monthStart(now, 0)), 2);
  expect(balance.year_to_date_spend).toBeCloseTo(spend(transactions, year), 2);
  const net = transactions.reduce((sum, t) => {
    const cents = Math.round(t.amount * 100);
    if (t.transaction_type === 'credit' || t.transaction_type === 'refund') return sum + cents;
    return t.transaction_type === 'debit' || t.transaction_type === 'usage' ? sum - cents : sum;
  }, 0);
  expect(balance.current_balance).toBeCloseTo(net / 100, 2);
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/account-balance', () => {
  it('answers the four balance fields as numbers with two decimals', async () => {
    const response = await get('/api/account-balance');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const balance = await response.json();
    expect(Object.keys(balance).sort()).toEqual([
      'current_balance',
      'current_month_spend',
      'last_month_spend',
      'year_to_date_spend',
    ]);
    for (const value of Object.values(balance)) {
      expect(typeof value).toBe('number');
      expect(hasTwoDecimals(value as number)).toBe(true);
    }
    expect(balance.current_balance).toBeGreaterThan(0);
  });

  it.each(['demo@chainforge.dev', 'supply@chainforge.dev'])('matches the transactions of %s', async (email) => {
    await expectMatchesTransactions(email);
  });

  it("moves the balance and this month's spend when a transaction is recorded", async () => {
    const email = 'chat@chainforge.dev';
    const memberId = await findMemberIdByEmail(server.db, email);
    if (!memberId) throw new Error('chat member missing');
    const record = (type: string, amountCents: number) =>
      recordTransaction(server.db, { id: `txn_test_${type}`, memberId, createdAt: new Date(), type, amountCents });
    const before = await (await get('/api/account-balance', email)).json();

    await record('usage', 1_234);
    const afterUsage = await (await get('/api/account-balance', email)).json();
    expect(afterUsage.current_balance).toBeCloseTo(before.current_balance - 12.34, 2);
    expect(afterUsage.current_month_spend).toBeCloseTo(before.current_month_spend + 12.34, 2);
    expect(afterUsage.year_to_date_spend).toBeCloseTo(before.year_to_date_spend + 12.34, 2);
    expect(afterUsage.last_month_spend).toBe(before.last_month_spend);

    await record('credit', 5_000);
    await record('chargeback', 700);
    const afterCredit = await (await get('/api/account-balance', email)).json();
    expect(afterCredit.current_balance).toBeCloseTo(afterUsage.current_balance + 50, 2);
    expect(afterCredit.current_month_spend).toBe(afterUsage.current_month_spend);
    await expectMatchesTransactions(email);
  });

  it('differs between accounts', async () => {
    const demo = await (await get('/api/account-balance')).json();
    const supply = await (await get('/api/account-balance', 'supply@chainforge.dev')).json();
    expect(demo).not.toEqual(supply);
  });
});

describe('GET /api/transactions', () => {
  it('answers an array of transactions with the contract field names, newest first', async () => {
    const response = await get('/api/transactions');
    expect(response.status).toBe(200);
    const transactions: Transaction[] = await response.json();
    expect(Array.isArray(transactions)).toBe(true);
    expect(transactions.length).toBeGreaterThanOrEqual(24);
    for (const transaction of transactions) {
      expect(Object.keys(transaction).sort()).toEqual(['amount', 'created_at', 'transaction_id', 'transaction_type']);
      expect(transaction.transaction_id).toMatch(/^txn_/);
      expect(new Date(transaction.created_at).toISOString()).toBe(transaction.created_at);
      expect(['credit', 'debit', 'usage', 'refund']).toContain(transaction.transaction_type);
      expect(typeof transaction.amount).toBe('number');
      expect(hasTwoDecimals(transaction.amount)).toBe(true);
    }
    const dates = transactions.map((t) => t.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("answers only the caller's own transactions", async () => {
    const demo: Transaction[] = await (await get('/api/transactions')).json();
    const supply: Transaction[] = await (await get('/api/transactions', 'supply@chainforge.dev')).json();
    const demoIds = new Set(demo.map((t) => t.transaction_id));
    expect(supply.length).toBeGreaterThan(0);
    expect(supply.some((t) => demoIds.has(t.transaction_id))).toBe(false);
  });

  it('takes an optional limit', async () => {
    const all: Transaction[] = await (await get('/api/transactions')).json();
    const four: Transaction[] = await (await get('/api/transactions?limit=4')).json();
    expect(four).toEqual(all.slice(0, 4));
  });

  it.each(['0', '-1', '1.5', '<script>alert(1)</script>', '%F0%9F%92%A5', '1e3', '99999'])(
    'refuses limit=%s with 422 and does not echo the input',
    async (limit) => {
      const response = await get(`/api/transactions?limit=${encodeURIComponent(limit)}`);
      expect(response.status).toBe(422);
      const body = await response.json();
      expect(body.error.code).toBe('validation-failed');
      expect(body.error.message).toContain('limit');
      expect(body.error.message).not.toContain('<script>');
    },
  );
});
