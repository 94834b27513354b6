import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMemberById } from '../../db/queries/membership/members.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { createMember } from '../testing/members.ts';
import { memberView } from '../views/member-view.ts';
import type { StripeEvent } from './stripe-event.ts';
import { applyStripeEvent } from './stripe-events.ts';
import { M1, M2, T0, TEAM_PLAN } from './stripe-event.fixtures.ts';
import { oneTimePurchase, secondPurchase, stripeLife } from './stripe-life.fixtures.ts';

let server: TestServer;
let memberId: string;
beforeAll(async () => {
  server = await startTestServer();
  memberId = (await createMember(server)).id;
});
afterAll(() => server.close());

type Life = ReturnType<typeof stripeLife>;
const life = () => stripeLife(memberId);

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

/** A repeatable shuffle (mulberry32), for lives too long to try in every order. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Forgets everything Stripe told us about the member, so the next order starts from nothing. */
async function forget() {
  await server.db.deleteFrom('ms_plan_connections').where('member_id', '=', memberId).execute();
  await server.db
    .deleteFrom('ms_stripe_events')
    .where('id', 'like', `%${memberId.slice(-6)}`)
    .execute();
}

/** The member's Team connection as the member JSON answers it. */
async function teamConnection() {
  const member = await findMemberById(server.db, memberId);
  const view = await memberView(server.db, member!);
  return view.planConnections.find((connection) => connection.planId === TEAM_PLAN);
}

/**
 * Delivers the events in this order, then every one of them again: the second pass must change
 * nothing and answer `duplicate` each time. Answers the connection after the first pass.
 */
async function replay(events: readonly object[]) {
  await forget();
  for (const event of events) await applyStripeEvent(server.db, event as StripeEvent);
  const once = await teamConnection();
  for (const event of events)
    expect(['duplicate', 'ignored']).toContain(await applyStripeEvent(server.db, event as StripeEvent));
  expect(await teamConnection()).toEqual(once);
  return once;
}

async function everyOrder(events: readonly object[], expected: object) {
  const orders = permutations(events);
  for (const order of orders) {
    const connection = await replay(order);
    if (!matches(connection, expected)) {
      throw new Error(
        `order ${order.map((event) => (event as { id: string }).id).join(', ')} gave ${JSON.stringify(connection)}`,
      );
    }
  }
  return orders.length;
}

const matches = (actual: unknown, expected: object) => {
  try {
    expect(actual).toMatchObject(expected);
    return true;
  } catch {
    return false;
  }
};

const payment = (fields: object) => ({ payment: expect.objectContaining(fields) });
const pick = (events: Life, ...names: (keyof Life)[]) => names.map((name) => events[name]);

// 120 orders of five events each, every one delivered twice: seconds on SQLite, longer on PostgreSQL.
describe('a subscription life replayed in every order, and twice', { timeout: 120_000 }, () => {
  it('a failed renewal leaves it past due, still active, billing the new period', async () => {
    const orders = await everyOrder(pick(life(), 'created', 'firstPaid', 'checkout', 'renewalFailed', 'pastDue'), {
      status: 'PAST_DUE',
      active: true,
      type: 'SUBSCRIPTION',
      ...payment({ status: 'PAST_DUE', lastBillingDate: M1, nextBillingDate: M2, cancelAtDate: null, amount: 49 }),
    });
    expect(orders).toBe(120);
  });

  it('recovered, then canceling at the period end: active with cancelAtDate, no next billing', async () => {
    await everyOrder(pick(life(), 'firstPaid', 'renewalFailed', 'pastDue', 'retryPaid', 'cancelingAtPeriodEnd'), {
      status: 'ACTIVE',
      active: true,
      ...payment({ cancelAtDate: M2, nextBillingDate: null, lastBillingDate: M1 }),
    });
  });

  it('canceled at the period end, then reactivated: active and renewing again', async () => {
    await everyOrder(pick(life(), 'created', 'checkout', 'retryPaid', 'cancelingAtPeriodEnd', 'reactivated'), {
      status: 'ACTIVE',
      active: true,
      ...payment({ cancelAtDate: null, nextBillingDate: M2 }),
    });
  });

  it('deleted and refunded: canceled, not active, with when it ended', async () => {
    await everyOrder(pick(life(), 'created', 'firstPaid', 'checkout', 'deleted', 'refunded'), {
      status: 'CANCELED',
      active: false,
      ...payment({ status: 'CANCELED', cancelAtDate: M1 + 20 * 86_400, nextBillingDate: null }),
    });
  });

  it('a full refund of the latest payment ends access; a partial one, or one of an older payment, does not', async () => {
    await everyOrder(pick(life(), 'firstPaid', 'activated', 'retryPaid', 'refunded', 'partlyRefunded'), {
      status: 'CANCELED',
      active: false,
    });
    const olderRefund = { ...life().refunded, id: `evt_1Qolder${memberId.slice(-6)}` };
    olderRefund.data = {
      object: { ...olderRefund.data.object, invoice: `in_1Qfirst${memberId.slice(-6)}`, payment_intent: 'pi_x' },
    };
    await everyOrder([...pick(life(), 'firstPaid', 'activated', 'retryPaid'), olderRefund], {
      status: 'ACTIVE',
      active: true,
    });
  });

  it('a trial stays a trial through its invoice of nothing, and is active once a real payment is made', async () => {
    const events = life();
    const trialing = { ...events.created, data: { object: { ...events.created.data.object, status: 'trialing' } } };
    const free = { ...events.firstPaid, data: { object: { ...events.firstPaid.data.object, amount_paid: 0 } } };
    await everyOrder([trialing, free, events.checkout], { status: 'TRIALING', active: true });
    await everyOrder([trialing, free, events.checkout, events.retryPaid], { status: 'ACTIVE', active: true });
  });

  it('retries exhausted: unpaid and not active', async () => {
    await everyOrder(pick(life(), 'created', 'firstPaid', 'renewalFailed', 'pastDue', 'unpaid'), {
      status: 'UNPAID',
      active: false,
    });
  });

  it('a late event of the old subscription never removes the newer purchase', async () => {
    const newer = secondPurchase(memberId);
    const old = life();
    await everyOrder([old.created, old.deleted, old.refunded, newer.created, newer.paid], {
      status: 'ACTIVE',
      active: true,
      ...payment({ lastBillingDate: newer.start, nextBillingDate: newer.end, cancelAtDate: null }),
    });
    const row = await server.db
      .selectFrom('ms_plan_connections')
      .select('stripe_subscription_id')
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    expect(row.stripe_subscription_id).toBe(`sub_1R${memberId.slice(-6)}`);
  });

  it('the whole life, in 60 shuffled orders and both straight ones: canceled at the end', async () => {
    const all = Object.values(life());
    const orders = [all, [...all].reverse(), ...Array.from({ length: 60 }, (_, seed) => shuffled(all, seed + 1))];
    for (const order of orders) {
      expect(await replay(order)).toMatchObject({
        status: 'CANCELED',
        active: false,
        ...payment({ cancelAtDate: M1 + 20 * 86_400, lastBillingDate: M1 }),
      });
    }
  });

  it('delivered all at once, as Stripe may in parallel, the events still fold into the one right state', async () => {
    const events = pick(life(), 'created', 'firstPaid', 'renewalFailed', 'pastDue', 'retryPaid', 'recovered');
    for (let round = 0; round < 10; round++) {
      await forget();
      await Promise.all(shuffled(events, round).map((event) => applyStripeEvent(server.db, event as StripeEvent)));
      expect(await teamConnection()).toMatchObject({
        status: 'ACTIVE',
        ...payment({ lastBillingDate: M1, nextBillingDate: M2 }),
      });
    }
  });

  it('a refund that arrives before the payment it gives back still ends access once that payment arrives', async () => {
    const events = life();
    await forget();
    expect(await applyStripeEvent(server.db, events.refunded as StripeEvent)).toBe('held');
    expect(await teamConnection()).toBeUndefined();
    await applyStripeEvent(server.db, events.created as StripeEvent);
    await applyStripeEvent(server.db, events.retryPaid as StripeEvent);
    expect(await teamConnection()).toMatchObject({ status: 'CANCELED', active: false });
  });
});

describe('a one-time purchase', () => {
  beforeAll(async () => {
    await server.db
      .insertInto('ms_prices')
      .values({
        id: 'prc_team_lifetime',
        plan_id: TEAM_PLAN,
        name: 'Lifetime',
        type: 'ONETIME',
        amount_cents: 29_900,
        currency: 'usd',
        interval_type: null,
        interval_count: null,
        status: 'ACTIVE',
        position: 9,
      })
      .execute();
  });

  it('is active for good until refunded in full, in either order', async () => {
    const purchase = oneTimePurchase(memberId, 'prc_team_lifetime');
    expect(await replay([purchase.checkout])).toMatchObject({
      type: 'ONETIME',
      status: 'ACTIVE',
      active: true,
      ...payment({ amount: 299, lastBillingDate: T0, nextBillingDate: null }),
    });
    await everyOrder([purchase.checkout, purchase.refunded], { type: 'ONETIME', status: 'CANCELED', active: false });
  });
});
