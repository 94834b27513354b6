// Stripe events of one member's subscription life, shaped as Stripe's API version 2024-06-20 sends
// them (trimmed of fields we never read, ids kept in Stripe's formats), with the metadata our
// checkout puts on the session and its subscription (stripe.ts). Times are fixed Unix seconds.
import { APP_ID, TEAM_PLAN, MONTHLY, DAY, T0, M1, M2, envelope, type Json } from './stripe-event.fixtures.ts';

/** One member's events; ids are made distinct per member so lives of several members never share one. */
export function stripeLife(memberId: string, tag = memberId.slice(-6)) {
  const metadata = { appId: APP_ID, memberId, planId: TEAM_PLAN, priceId: MONTHLY };
  const customer = `cus_Q${tag}`;

  function subscription(id: string, created: number, state: Json) {
    return {
      id,
      object: 'subscription',
      application: null,
      billing_cycle_anchor: created,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      collection_method: 'charge_automatically',
      created,
      currency: 'usd',
      current_period_start: T0,
      current_period_end: M1,
      customer,
      ended_at: null,
      items: {
        object: 'list',
        data: [
          {
            id: `si_${id.slice(4)}`,
            object: 'subscription_item',
            price: { id: `price_${tag}`, object: 'price', unit_amount: 4900, recurring: { interval: 'month' } },
            quantity: 1,
          },
        ],
      },
      latest_invoice: null,
      livemode: false,
      metadata,
      status: 'active',
      ...state,
    };
  }

  function invoice(id: string, subscriptionId: string, created: number, state: Json) {
    return {
      id,
      object: 'invoice',
      amount_due: 4900,
      amount_paid: 4900,
      amount_remaining: 0,
      attempt_count: 1,
      billing_reason: 'subscription_cycle',
      charge: `ch_${id.slice(3)}`,
      created,
      currency: 'usd',
      customer,
      lines: {
        object: 'list',
        data: [
          {
            id: `il_${id.slice(3)}`,
            object: 'line_item',
            amount: 4900,
            metadata,
            period: { start: M1, end: M2 },
            type: 'subscription',
          },
        ],
      },
      paid: true,
      payment_intent: `pi_${id.slice(3)}`,
      period_start: T0,
      period_end: M1,
      status: 'paid',
      subscription: subscriptionId,
      subscription_details: { metadata },
      ...state,
    };
  }

  const sub = `sub_1Q${tag}`;
  const firstPeriod = { current_period_start: T0, current_period_end: M1 };
  const secondPeriod = { current_period_start: M1, current_period_end: M2 };
  const firstLines = (id: string) => ({
    lines: {
      object: 'list',
      data: [{ id: `il_${id}`, object: 'line_item', metadata, period: { start: T0, end: M1 } }],
    },
  });

  return {
    created: envelope(
      `evt_1Qcreated${tag}`,
      'customer.subscription.created',
      T0,
      subscription(sub, T0, { ...firstPeriod, status: 'incomplete' }),
    ),
    firstPaid: envelope(
      `evt_1Qpaid1${tag}`,
      'invoice.paid',
      T0,
      invoice(`in_1Qfirst${tag}`, sub, T0, { billing_reason: 'subscription_create', ...firstLines('first') }),
    ),
    activated: envelope(
      `evt_1Qactivated${tag}`,
      'customer.subscription.updated',
      T0,
      subscription(sub, T0, firstPeriod),
      { status: 'incomplete' },
    ),
    checkout: envelope(`evt_1Qcheckout${tag}`, 'checkout.session.completed', T0, {
      id: `cs_test_a1${tag}`,
      object: 'checkout.session',
      client_reference_id: memberId,
      created: T0 - 60,
      customer,
      invoice: `in_1Qfirst${tag}`,
      metadata,
      mode: 'subscription',
      payment_status: 'paid',
      status: 'complete',
      subscription: sub,
    }),
    renewalFailed: envelope(
      `evt_1Qfailed${tag}`,
      'invoice.payment_failed',
      M1,
      invoice(`in_1Qsecond${tag}`, sub, M1, { amount_paid: 0, amount_remaining: 4900, paid: false, status: 'open' }),
    ),
    pastDue: envelope(
      `evt_1Qpastdue${tag}`,
      'customer.subscription.updated',
      M1,
      subscription(sub, T0, { ...secondPeriod, status: 'past_due' }),
      { status: 'active', ...firstPeriod },
    ),
    retryPaid: envelope(
      `evt_1Qretry${tag}`,
      'invoice.paid',
      M1 + 3 * DAY,
      invoice(`in_1Qsecond${tag}`, sub, M1, { attempt_count: 2 }),
    ),
    recovered: envelope(
      `evt_1Qrecovered${tag}`,
      'customer.subscription.updated',
      M1 + 3 * DAY,
      subscription(sub, T0, secondPeriod),
      { status: 'past_due' },
    ),
    cancelingAtPeriodEnd: envelope(
      `evt_1Qcanceling${tag}`,
      'customer.subscription.updated',
      M1 + 10 * DAY,
      subscription(sub, T0, {
        ...secondPeriod,
        cancel_at_period_end: true,
        cancel_at: M2,
        canceled_at: M1 + 10 * DAY,
      }),
      { cancel_at_period_end: false, cancel_at: null, canceled_at: null },
    ),
    reactivated: envelope(
      `evt_1Qreactivated${tag}`,
      'customer.subscription.updated',
      M1 + 12 * DAY,
      subscription(sub, T0, secondPeriod),
      { cancel_at_period_end: true, cancel_at: M2, canceled_at: M1 + 10 * DAY },
    ),
    deleted: envelope(
      `evt_1Qdeleted${tag}`,
      'customer.subscription.deleted',
      M1 + 20 * DAY,
      subscription(sub, T0, {
        ...secondPeriod,
        status: 'canceled',
        canceled_at: M1 + 20 * DAY,
        ended_at: M1 + 20 * DAY,
      }),
      { status: 'active' },
    ),
    /** The retried renewal's payment, given back in full. */
    refunded: envelope(`evt_1Qrefunded${tag}`, 'charge.refunded', M1 + 21 * DAY, {
      id: `ch_1Qsecond${tag}`,
      object: 'charge',
      amount: 4900,
      amount_captured: 4900,
      amount_refunded: 4900,
      captured: true,
      created: M1 + 3 * DAY,
      currency: 'usd',
      customer,
      invoice: `in_1Qsecond${tag}`,
      metadata: {},
      paid: true,
      payment_intent: `pi_1Qsecond${tag}`,
      refunded: true,
      status: 'succeeded',
    }),
    /** The first payment, given back in half: nothing ends. */
    partlyRefunded: envelope(`evt_1Qpartial${tag}`, 'charge.refunded', T0 + 2 * DAY, {
      id: `ch_1Qfirst${tag}`,
      object: 'charge',
      amount: 4900,
      amount_refunded: 2450,
      customer,
      invoice: `in_1Qfirst${tag}`,
      payment_intent: `pi_1Qfirst${tag}`,
      refunded: false,
    }),
    unpaid: envelope(
      `evt_1Qunpaid${tag}`,
      'customer.subscription.updated',
      M1 + 15 * DAY,
      subscription(sub, T0, { ...secondPeriod, status: 'unpaid' }),
      { status: 'past_due' },
    ),
  };
}

/** The same member buying the plan again after the first subscription: a second, newer subscription. */
export function secondPurchase(memberId: string, tag = memberId.slice(-6)) {
  const metadata = { appId: APP_ID, memberId, planId: TEAM_PLAN, priceId: MONTHLY };
  const sub = `sub_1R${tag}`;
  const start = M1 + 25 * DAY;
  const end = start + 30 * DAY;
  return {
    start,
    end,
    created: envelope(`evt_1Rcreated${tag}`, 'customer.subscription.created', start, {
      id: sub,
      object: 'subscription',
      cancel_at_period_end: false,
      cancel_at: null,
      created: start,
      current_period_start: start,
      current_period_end: end,
      customer: `cus_Q${tag}`,
      metadata,
      status: 'active',
    }),
    paid: envelope(`evt_1Rpaid${tag}`, 'invoice.paid', start, {
      id: `in_1Rfirst${tag}`,
      object: 'invoice',
      amount_paid: 4900,
      billing_reason: 'subscription_create',
      customer: `cus_Q${tag}`,
      lines: { object: 'list', data: [{ metadata, period: { start, end } }] },
      payment_intent: `pi_1Rfirst${tag}`,
      subscription: sub,
      subscription_details: { metadata },
    }),
  };
}

/** A one-time purchase (a price without an interval) and its full refund. */
export function oneTimePurchase(memberId: string, priceId: string, tag = memberId.slice(-6)) {
  const metadata = { appId: APP_ID, memberId, planId: TEAM_PLAN, priceId };
  return {
    checkout: envelope(`evt_1Sonce${tag}`, 'checkout.session.completed', T0, {
      id: `cs_test_b1${tag}`,
      object: 'checkout.session',
      client_reference_id: memberId,
      created: T0 - 30,
      customer: `cus_Q${tag}`,
      metadata,
      mode: 'payment',
      payment_intent: `pi_1Sonce${tag}`,
      payment_status: 'paid',
      subscription: null,
    }),
    refunded: envelope(`evt_1Srefund${tag}`, 'charge.refunded', T0 + DAY, {
      id: `ch_1Sonce${tag}`,
      object: 'charge',
      amount: 4900,
      amount_refunded: 4900,
      customer: `cus_Q${tag}`,
      invoice: null,
      payment_intent: `pi_1Sonce${tag}`,
      refunded: true,
    }),
  };
}
