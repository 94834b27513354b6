// The activity page's figures over HTTP: sign-ups per day, members, active members, holders per
// plan and monthly recurring revenue of one mode, with live members made here so every figure is known.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSession } from '../../db/queries/membership/sessions.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { SESSION_KEPT_AFTER_EXPIRY_DAYS } from '../security/sessions.ts';
import { createManyMembers, DEMO_SECRET_KEY } from '../testing/admin.ts';
import { memberToken, TEST_KEY } from '../testing/client.ts';
import { consoleFetch, expectStatus, signInOwner } from '../testing/console.ts';

const DAY = 86_400_000;
const PLAN = { free: 'pln_chainforge_starter', paid: 'pln_chainforge_team' };
const PRICE = { monthly: 'prc_chainforge_team_monthly', yearly: 'prc_chainforge_team_yearly' };

let server: TestServer;
let session: string;
let ids: string[];

const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
/** The first of the 30 days charted: midnight (UTC) 29 days before today's. */
const firstOf30Days = () => Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`) - 29 * DAY;

async function joinedAt(memberId: string, at: number) {
  await server.db
    .updateTable('members')
    .set({ created_at: new Date(at).toISOString() })
    .where('id', '=', memberId)
    .execute();
}

async function connect(memberId: string, planId: string, priceId: string | null, status: string, active: 0 | 1) {
  await server.db
    .insertInto('ms_plan_connections')
    .values({
      id: `con_${memberId}_${planId}`,
      member_id: memberId,
      plan_id: planId,
      price_id: priceId,
      type: priceId === null ? 'FREE' : 'SUBSCRIPTION',
      status: status as 'ACTIVE',
      active,
      created_at: ago(1),
      last_billing_at: null,
      next_billing_at: null,
      cancel_at: null,
      stripe_subscription_id: priceId === null ? null : `sub_${memberId}`,
      stripe_event_at: null,
    })
    .execute();
}

/** A sign-in `daysAgo` days ago, as the service records one (a session, and the member's last sign-in). */
async function signedIn(memberId: string, daysAgo: number) {
  await insertSession(
    server.db,
    {
      id: `ses_${memberId}_${daysAgo}`,
      member_id: memberId,
      token_hash: `hash_${memberId}_${daysAgo}`,
      created_at: ago(daysAgo),
      expires_at: ago(daysAgo - 7),
      revoked_at: null,
    },
    { expiredBy: ago(daysAgo + SESSION_KEPT_AFTER_EXPIRY_DAYS) },
  );
}

beforeAll(async () => {
  server = await startTestServer();
  session = await signInOwner(server);
  ids = await createManyMembers(server, { count: 11, mode: 'live', prefix: 'activity' });
  const [a, b, c, d, e, f, g, h, i, j, k] = ids as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  // Joined today (a, b, c), 3 days ago (d), 40 days ago (e), 100 days ago (f).
  await server.db
    .updateTable('members')
    .set({ created_at: ago(3) })
    .where('id', '=', d)
    .execute();
  await server.db
    .updateTable('members')
    .set({ created_at: ago(40) })
    .where('id', '=', e)
    .execute();
  await server.db
    .updateTable('members')
    .set({ created_at: ago(100) })
    .where('id', '=', f)
    .execute();
  // Signed in within 30 days: a (twice, the older one recorded last), d; e only 45 days ago.
  await signedIn(a, 2);
  await signedIn(a, 20);
  await signedIn(d, 29);
  await signedIn(e, 45);
  // Paying: a monthly (ACTIVE), b yearly (TRIALING); c monthly PAST_DUE (holds the plan, pays nothing
  // yet), d monthly UNPAID and e CANCELED (inactive); f on the free plan.
  await connect(a, PLAN.paid, PRICE.monthly, 'ACTIVE', 1);
  await connect(b, PLAN.paid, PRICE.yearly, 'TRIALING', 1);
  await connect(c, PLAN.paid, PRICE.monthly, 'PAST_DUE', 1);
  await connect(d, PLAN.paid, PRICE.monthly, 'UNPAID', 0);
  await connect(e, PLAN.paid, PRICE.monthly, 'CANCELED', 0);
  await connect(f, PLAN.free, null, 'ACTIVE', 1);
  // At the edges of the 30 days' first day: g the last instant before it, h its first, i its last,
  // j the second day's first.
  const first = firstOf30Days();
  await joinedAt(g, first - 1);
  await joinedAt(h, first);
  await joinedAt(i, first + DAY - 1);
  await joinedAt(j, first + DAY);
  // k subscribed as a live member, then became a test-mode member: its money is test mode's.
  await connect(k, PLAN.paid, PRICE.monthly, 'ACTIVE', 1);
  await server.db.updateTable('members').set({ mode: 'test' }).where('id', '=', k).execute();
});
afterAll(() => server.close());

describe('GET /activity', () => {
  it('answers a mode’s sign-ups per day, members, active members, plan holders and monthly recurring revenue', async () => {
    const { json } = expectStatus(await consoleFetch(server, '/activity?mode=live&days=30', { session }), 200);
    const data = json.data;
    const today = new Date().toISOString().slice(0, 10);
    expect(data).toMatchObject({ mode: 'live', period: 30, to: today, totalMembers: 10, activeMembers: 2 });
    expect(data.signUps).toHaveLength(30);
    expect(data.signUps.at(-1)).toEqual({ day: today, count: 3 });
    expect(data.signUps.at(-4)).toEqual({ day: ago(3).slice(0, 10), count: 1 });
    expect(data.signUps.reduce((sum: number, day: { count: number }) => sum + day.count, 0)).toBe(7);
    expect(data.from).toBe(data.signUps[0].day);
    const holders = Object.fromEntries(data.membersByPlan.map((plan: any) => [plan.planId, plan]));
    expect(holders[PLAN.paid]).toMatchObject({ free: false, active: true, members: 3 });
    expect(holders[PLAN.free]).toMatchObject({ free: true, members: 1 });
    // $49 a month plus $490 a year over 12: 49 + 40.83 = 89.83.
    expect(data.recurringRevenue).toEqual([{ currency: 'usd', monthlyAmount: 89.83, connections: 2 }]);
  });

  it('counts 90 days when asked, and keeps the modes apart', async () => {
    const ninety = expectStatus(await consoleFetch(server, '/activity?mode=live&days=90', { session }), 200).json.data;
    expect(ninety.signUps).toHaveLength(90);
    expect(ninety.signUps.reduce((sum: number, day: { count: number }) => sum + day.count, 0)).toBe(9);
    const test = expectStatus(await consoleFetch(server, '/activity?mode=test', { session }), 200).json.data;
    expect(test.period).toBe(30);
    expect(test.totalMembers).toBeGreaterThanOrEqual(4);
    expect(test.recurringRevenue).toEqual([{ currency: 'usd', monthlyAmount: 49, connections: 1 }]);
    expect(test.membersByPlan.find((plan: any) => plan.planId === PLAN.paid).members).toBeGreaterThanOrEqual(1);
  });

  it('counts each day from its midnight (UTC) up to the next, every day listed in order', async () => {
    const { signUps } = expectStatus(await consoleFetch(server, '/activity?mode=live&days=30', { session }), 200).json
      .data;
    const first = firstOf30Days();
    expect(signUps.slice(0, 2)).toEqual([
      { day: new Date(first).toISOString().slice(0, 10), count: 2 },
      { day: new Date(first + DAY).toISOString().slice(0, 10), count: 1 },
    ]);
    const days = signUps.map((day: { day: string }) => day.day);
    expect(days).toEqual(
      Array.from({ length: 30 }, (_, index) => new Date(first + index * DAY).toISOString().slice(0, 10)),
    );
  });

  it('refuses bad queries with 422, never a 500', async () => {
    for (const query of ['?mode=staging', '?days=7', '?days=', '?days=30&mode=LIVE']) {
      const answer = await consoleFetch(server, `/activity${query}`, { session });
      expect([query, answer.status, answer.json.error.code]).toEqual([query, 422, 'validation-failed']);
    }
  });

  it('answers only a signed-in owner: no member token, public key or secret key', async () => {
    const token = await memberToken(server);
    const credentials: Record<string, string>[] = [
      {},
      { Authorization: `Bearer ${token}` },
      { 'X-API-Key': TEST_KEY },
      { 'X-API-Key': DEMO_SECRET_KEY },
    ];
    for (const headers of credentials) {
      const answer = await consoleFetch(server, '/activity', { headers });
      expect([answer.status, answer.json.error.code]).toEqual([401, 'owner-sign-in-required']);
    }
  });
});
