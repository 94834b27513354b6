import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UsageView } from '../../contract/product-answers.ts';
import { findMemberIdByEmail } from '../db/queries/members.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
const tokens: Record<string, string> = {};

async function get(path: string, email = 'demo@chainforge.dev') {
  tokens[email] ??= await server.issueToken(email);
  return fetch(server.url + path, { headers: { Authorization: `Bearer ${tokens[email]}` } });
}

async function usage(email = 'demo@chainforge.dev'): Promise<UsageView> {
  const response = await get('/api/stats/usage', email);
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

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/stats/usage', () => {
  it('answers the usage fields, numbers as numbers', async () => {
    const body = await usage();
    expect(Object.keys(body).sort()).toEqual([
      'current_balance',
      'day_of_month',
      'days',
      'days_in_month',
      'month',
      'projected_monthly_tokens',
      'remaining_tokens',
      'tokens_used',
      'total_purchased_tokens',
    ]);
    for (const [key, value] of Object.entries(body)) {
      if (key === 'month' || key === 'days') continue;
      expect(typeof value, key).toBe('number');
      if (key !== 'current_balance') expect(Number.isInteger(value), key).toBe(true);
    }
    for (const day of body.days) expect(Object.keys(day).sort()).toEqual(['chat_tokens', 'date', 'voice_tokens']);
  });

  it.each(ACCOUNTS)("answers this UTC month's figures of %s from its usage rows", async (email) => {
    const body = await usage(email);
    const now = new Date();
    const month = now.toISOString().slice(0, 7);
    expect(body.month).toBe(month);
    expect(body.day_of_month).toBe(now.getUTCDate());
    expect(body.days_in_month).toBe(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).getUTCDate());
    expect(body.days.map((day) => day.date)).toEqual(
      Array.from({ length: now.getUTCDate() }, (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`),
    );

    const rows = await server.db
      .selectFrom('agent_usage')
      .selectAll()
      .where('member_id', '=', await memberId(email))
      .execute();
    for (const day of body.days) {
      const of = (agent: string) => rows.find((row) => row.day === day.date && row.agent === agent)?.tokens ?? 0;
      expect(day).toEqual({ date: day.date, chat_tokens: of('chat'), voice_tokens: of('voice') });
    }
    const thisMonth = rows.filter((row) => row.day.startsWith(month));
    const used = thisMonth.reduce((sum, row) => sum + row.tokens, 0);
    expect(used).toBeGreaterThan(0);
    expect(body.tokens_used).toBe(used);
    // The spec's formula: used so far / current day of month * days in month, rounded.
    expect(body.projected_monthly_tokens).toBe(Math.round((used * body.days_in_month) / body.day_of_month));

    const account = await server.db
      .selectFrom('accounts')
      .select('purchased_tokens')
      .where('member_id', '=', await memberId(email))
      .executeTakeFirstOrThrow();
    expect(body.total_purchased_tokens).toBe(account.purchased_tokens);
    const lifetime = rows.reduce((sum, row) => sum + row.tokens, 0);
    expect(body.remaining_tokens).toBe(Math.max(0, account.purchased_tokens - lifetime));
    expect(body.remaining_tokens).toBeGreaterThan(0);
  });

  it.each(ACCOUNTS)('agrees with /api/stats/agents and /api/account-balance for %s', async (email) => {
    const body = await usage(email);
    const stats = await (await get('/api/stats/agents', email)).json();
    const balance = await (await get('/api/account-balance', email)).json();
    expect(body.tokens_used).toBe(stats.monthly_chat_tokens + stats.monthly_voice_tokens);
    expect(body.total_purchased_tokens).toBe(stats.total_purchased_tokens);
    expect(body.current_balance).toBe(balance.current_balance);
  });

  it('zero-fills a day without usage rows', async () => {
    const email = 'viewer@chainforge.dev';
    const member = await memberId(email);
    const day = `${new Date().toISOString().slice(0, 7)}-01`;
    const before = await usage(email);
    await server.db.deleteFrom('agent_usage').where('member_id', '=', member).where('day', '=', day).execute();
    const after = await usage(email);
    expect(after.days).toHaveLength(before.days.length);
    expect(after.days[0]).toEqual({ date: day, chat_tokens: 0, voice_tokens: 0 });
    const firstDay = before.days[0]!.chat_tokens + before.days[0]!.voice_tokens;
    expect(after.tokens_used).toBe(before.tokens_used - firstDay);
  });

  it('never answers negative remaining tokens', async () => {
    const email = 'chat@chainforge.dev';
    await server.db
      .updateTable('accounts')
      .set({ purchased_tokens: 1_000 })
      .where('member_id', '=', await memberId(email))
      .execute();
    const body = await usage(email);
    expect(body.total_purchased_tokens).toBe(1_000);
    expect(body.remaining_tokens).toBe(0);
  });

  it("answers only the caller's own usage", async () => {
    const demo = await usage();
    const supply = await usage('supply@chainforge.dev');
    expect(supply.days).not.toEqual(demo.days);
    expect(supply.total_purchased_tokens).not.toBe(demo.total_purchased_tokens);
  });

  it('refuses a request without a valid API token with 401 JSON', async () => {
    for (const headers of [{}, { Authorization: 'Bearer not-a-token' }] as Record<string, string>[]) {
      const response = await fetch(`${server.url}/api/stats/usage`, { headers });
      expect(response.status).toBe(401);
      expect((await response.json()).error.code).toMatch(/unauthorized|invalid-token/);
    }
  });
});
