import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
const tokens: Record<string, string> = {};

async function getJson(path: string, email = 'demo@chainforge.dev') {
  tokens[email] ??= await server.issueToken(email);
  const response = await fetch(server.url + path, { headers: { Authorization: `Bearer ${tokens[email]}` } });
  expect(response.status).toBe(200);
  return response.json();
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ACCOUNTS = ['demo@chainforge.dev', 'supply@chainforge.dev', 'chat@chainforge.dev', 'viewer@chainforge.dev'];

describe('GET /api/stats/agents', () => {
  it.each(ACCOUNTS)('answers the seven agent figures for %s', async (email) => {
    const stats = await getJson('/api/stats/agents', email);
    expect(Object.keys(stats).sort()).toEqual([
      'monthly_chat_sessions',
      'monthly_chat_tokens',
      'monthly_voice_sessions',
      'monthly_voice_tokens',
      'total_chat_sessions',
      'total_purchased_tokens',
      'total_voice_sessions',
    ]);
    for (const value of Object.values(stats)) expect(Number.isInteger(value)).toBe(true);
    expect(stats.total_chat_sessions).toBeGreaterThanOrEqual(stats.monthly_chat_sessions);
    expect(stats.total_voice_sessions).toBeGreaterThanOrEqual(stats.monthly_voice_sessions);
    expect(stats.total_chat_sessions).toBeGreaterThan(0);
    expect(stats.total_purchased_tokens).toBeGreaterThan(stats.monthly_chat_tokens + stats.monthly_voice_tokens);
  });

  it('differs between accounts', async () => {
    const demo = await getJson('/api/stats/agents');
    const chat = await getJson('/api/stats/agents', 'chat@chainforge.dev');
    expect(chat.total_chat_sessions).toBeGreaterThan(demo.total_chat_sessions);
  });
});

describe('GET /api/stats/insights and /api/stats/cortex', () => {
  it('answers the insights text', async () => {
    const body = await getJson('/api/stats/insights');
    expect(Object.keys(body)).toEqual(['insights']);
    expect(typeof body.insights).toBe('string');
    expect(body.insights.length).toBeGreaterThan(0);
  });

  it.each(ACCOUNTS)('counts the incoming orders of %s', async (email) => {
    const cortex = await getJson('/api/stats/cortex', email);
    const orders = await getJson('/api/incoming-orders', email);
    expect(cortex).toEqual({ incoming_order: orders.length });
  });
});

describe('GET /api/user/permissions', () => {
  const none = {
    cnfg_basic: false,
    cnfg_pro: false,
    cnfg_elite: false,
    ctfd_basic: false,
    ctfd_pro: false,
    ctfd_elite: false,
  };
  it.each([
    ['demo@chainforge.dev', { ...none, cnfg_pro: true, ctfd_pro: true }],
    ['supply@chainforge.dev', { ...none, cnfg_basic: true }],
    ['chat@chainforge.dev', { ...none, ctfd_elite: true }],
    ['viewer@chainforge.dev', none],
  ])('answers the six flags of %s as the contract seeds them', async (email, expected) => {
    expect(await getJson('/api/user/permissions', email)).toStrictEqual(expected);
  });
});
