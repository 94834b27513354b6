import type { PriceRow } from '../../db/queries/membership/apps.ts';
import type { PlanConnectionStatus } from '../../db/schema-membership.ts';
import { newId } from '../../db/ids.ts';
import { nextBilling } from './billing-period.ts';
import { inStripeOrder, type PurchaseState } from './purchase-state.ts';
import type { StripeEvent } from './stripe-event.ts';
import type { StripeFact } from './stripe-facts.ts';

/** What the development billing portal can make happen to a purchase, as Stripe would tell it. */
export const DEV_CHANGES = ['renew', 'fail-payment', 'cancel-at-period-end', 'reactivate', 'cancel', 'refund'] as const;
export type DevChange = (typeof DEV_CHANGES)[number];

export interface DevPurchase {
  appId: string;
  memberId: string;
  planId: string;
  price: PriceRow;
  customerId: string;
}

/** A purchase as the development portal finds it (stripe-events.ts currentPurchaseOf). */
export interface DevCurrent {
  purchaseId: string;
  state: PurchaseState;
  facts: readonly StripeFact[];
}

const STRIPE_STATUSES: Record<PlanConnectionStatus, string> = {
  ACTIVE: 'active',
  TRIALING: 'trialing',
  PAST_DUE: 'past_due',
  UNPAID: 'unpaid',
  CANCELED: 'canceled',
  INCOMPLETE: 'incomplete',
  REQUIRES_PAYMENT: 'incomplete',
};

const unix = (date: Date) => Math.floor(date.getTime() / 1000);
const metadataOf = (p: DevPurchase) => ({
  appId: p.appId,
  memberId: p.memberId,
  planId: p.planId,
  priceId: p.price.id,
});

function event(type: string, created: number, object: Record<string, unknown>): StripeEvent {
  return { id: newId('evt_dev'), type, created, data: { object } };
}

interface Period {
  start: number;
  end: number;
}

function nextPeriod(price: PriceRow, start: number): Period {
  return { start, end: unix(nextBilling(price, new Date(start * 1000)) ?? new Date(start * 1000)) };
}

function subscription(
  p: DevPurchase,
  id: string,
  started: number,
  state: { status: string; period: Period; cancelAtPeriodEnd: boolean; endedAt?: number },
) {
  return {
    id,
    object: 'subscription',
    customer: p.customerId,
    created: started,
    status: state.status,
    current_period_start: state.period.start,
    current_period_end: state.period.end,
    cancel_at_period_end: state.cancelAtPeriodEnd,
    cancel_at: state.cancelAtPeriodEnd ? state.period.end : null,
    canceled_at: state.endedAt ?? null,
    ended_at: state.endedAt ?? null,
    metadata: metadataOf(p),
  };
}

function invoice(p: DevPurchase, subscriptionId: string, period: Period, billingReason: string, paid: boolean) {
  return {
    id: newId('in_dev'),
    object: 'invoice',
    customer: p.customerId,
    subscription: subscriptionId,
    billing_reason: billingReason,
    amount_paid: paid ? p.price.amount_cents : 0,
    payment_intent: newId('pi_dev'),
    subscription_details: { metadata: metadataOf(p) },
    lines: { data: [{ period: { start: period.start, end: period.end }, metadata: metadataOf(p) }] },
  };
}

/** What Stripe sends for a paid Checkout Session: the session, and for a subscription its start and first invoice. */
export function devPurchaseEvents(p: DevPurchase, now: Date): StripeEvent[] {
  const created = unix(now);
  const metadata = metadataOf(p);
  if (p.price.type !== 'SUBSCRIPTION') {
    const session = {
      object: 'checkout.session',
      mode: 'payment',
      payment_status: 'paid',
      customer: p.customerId,
      client_reference_id: p.memberId,
      payment_intent: newId('pi_dev'),
      created,
      metadata,
    };
    return [event('checkout.session.completed', created, session)];
  }
  const subscriptionId = newId('sub_dev');
  const period = nextPeriod(p.price, created);
  const active = { status: 'active', period, cancelAtPeriodEnd: false };
  const session = {
    object: 'checkout.session',
    mode: 'subscription',
    payment_status: 'paid',
    customer: p.customerId,
    client_reference_id: p.memberId,
    subscription: subscriptionId,
    created,
    metadata,
  };
  return [
    event('customer.subscription.created', created, subscription(p, subscriptionId, created, active)),
    event('invoice.paid', created, invoice(p, subscriptionId, period, 'subscription_create', true)),
    event('checkout.session.completed', created, session),
  ];
}

/** The newest payment, which a refund gives back. */
function latestPayment(facts: readonly StripeFact[]) {
  return inStripeOrder(facts)
    .filter((fact) => fact.invoiceId || fact.paymentIntentId)
    .at(-1);
}

/** The changes that make sense now: nothing renews or fails once canceling or over. */
export function devChangesFor(current: DevCurrent): DevChange[] {
  const { state } = current;
  const refundable = latestPayment(current.facts) && state.status !== 'CANCELED';
  if (state.oneTime) return refundable ? ['refund'] : [];
  if (state.status === 'CANCELED') return [];
  const renewing: DevChange[] =
    state.cancelAt === null ? ['renew', 'fail-payment', 'cancel-at-period-end'] : ['reactivate'];
  return [...renewing, 'cancel', ...(refundable ? (['refund'] as const) : [])];
}

/**
 * The events Stripe would send for the change, one second after anything the purchase has seen
 * (so a click always counts as newer). A renewal pays the next period, or the one past due; a
 * failed payment moves on to the next period unpaid, as Stripe's renewal does.
 */
export function devChangeEvents(change: DevChange, p: DevPurchase, current: DevCurrent, now: Date): StripeEvent[] {
  const { state, purchaseId, facts } = current;
  const created = Math.max(unix(now), state.eventAt + 1);
  const started = Math.min(...facts.map((fact) => fact.purchaseStarted));
  const periodEnd = state.periodEnd ?? created;
  const period: Period = { start: state.lastBillingAt ?? created, end: periodEnd };
  const status = STRIPE_STATUSES[state.status];
  const snapshot = (type: string, changed: Parameters<typeof subscription>[3]) =>
    event(type, created, subscription(p, purchaseId, started, changed));
  switch (change) {
    case 'renew': {
      const paid = state.status === 'PAST_DUE' ? period : nextPeriod(p.price, periodEnd);
      return [
        event('invoice.paid', created, invoice(p, purchaseId, paid, 'subscription_cycle', true)),
        snapshot('customer.subscription.updated', { status: 'active', period: paid, cancelAtPeriodEnd: false }),
      ];
    }
    case 'fail-payment': {
      const owed = state.status === 'PAST_DUE' ? period : nextPeriod(p.price, periodEnd);
      return [
        event('invoice.payment_failed', created, invoice(p, purchaseId, owed, 'subscription_cycle', false)),
        snapshot('customer.subscription.updated', { status: 'past_due', period: owed, cancelAtPeriodEnd: false }),
      ];
    }
    case 'cancel-at-period-end':
    case 'reactivate':
      return [
        snapshot('customer.subscription.updated', {
          status,
          period,
          cancelAtPeriodEnd: change === 'cancel-at-period-end',
        }),
      ];
    case 'cancel':
      return [
        snapshot('customer.subscription.deleted', {
          status: 'canceled',
          period,
          cancelAtPeriodEnd: false,
          endedAt: created,
        }),
      ];
    case 'refund': {
      const payment = latestPayment(facts);
      const charge = {
        id: newId('ch_dev'),
        object: 'charge',
        customer: p.customerId,
        amount: p.price.amount_cents,
        amount_refunded: p.price.amount_cents,
        refunded: true,
        invoice: payment?.invoiceId ?? null,
        payment_intent: payment?.paymentIntentId ?? null,
      };
      return [event('charge.refunded', created, charge)];
    }
  }
}
