import * as v from 'valibot';
import type { PlanConnectionStatus } from '../../db/schema-membership.ts';
import { plainObject } from '../../http/fields.ts';
import type { StripeEvent } from './stripe-event.ts';

type StripeObject = Record<string, unknown>;

/**
 * What one event says about a purchase, kept with the event (ms_stripe_events.fact) so the
 * connection can be folded again from all of them in Stripe's order. Times are Unix seconds.
 */
export type FactChange =
  /** A Checkout Session was paid (for a one-time price, this is the whole purchase). */
  | { kind: 'purchased' }
  /** The subscription's own state: Stripe sends all of it with every customer.subscription.* event. */
  | {
      kind: 'subscription';
      /** Null for a subscription whose first payment is still outstanding (incomplete): no access yet. */
      status: PlanConnectionStatus | null;
      periodStart: number | null;
      periodEnd: number | null;
      /** When it will end because it was canceled at the period's end (or at a set date). */
      cancelAt: number | null;
      /** When it ended for good (deleted). */
      endedAt: number | null;
    }
  | { kind: 'paid'; amount: number; periodStart: number | null; periodEnd: number | null }
  /** `firstInvoice`: the subscription's first payment failed, so it never started. */
  | { kind: 'payment-failed'; firstInvoice: boolean }
  /** The whole of a payment was given back. */
  | { kind: 'refunded' };

export interface StripeFact {
  eventId: string;
  /** Stripe's time of the event: the order events happened in, whatever order they arrive in. */
  created: number;
  /** When the purchase began (the subscription's own `created` where the event carries it). */
  purchaseStarted: number;
  oneTime: boolean;
  /** The price our checkout put in the metadata; absent on events that carry no metadata (refunds). */
  priceId?: string;
  customerId?: string;
  invoiceId?: string;
  paymentIntentId?: string;
  change: FactChange;
}

/** The member and price our checkout put in the metadata (stripe.ts), as the event carries them. */
export interface FactTarget {
  appId: string;
  memberId: string;
  priceId: string;
}

export interface ReadEvent {
  fact: StripeFact;
  /** Absent when the event carries no metadata of ours: it may still belong to a purchase we know. */
  target?: FactTarget;
  /** The subscription or one-time payment; absent for a refund, found through its payment. */
  purchaseId?: string;
}

const objectAt = (value: unknown): StripeObject => (v.is(plainObject, value) ? value : {});

function text(object: StripeObject, key: string): string | undefined {
  const value = object[key];
  return typeof value === 'string' && value.length > 0 && value.length <= 255 ? value : undefined;
}

/** An id Stripe may give expanded (an object with `id`) or not (the id itself). */
const idOf = (object: StripeObject, key: string) => text(object, key) ?? text(objectAt(object[key]), 'id');

function wholeNumber(object: StripeObject, key: string): number | null {
  const value = object[key];
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
}

function targetOf(metadata: StripeObject, fallbackMemberId?: string): FactTarget | undefined {
  const appId = text(metadata, 'appId');
  const memberId = text(metadata, 'memberId') ?? fallbackMemberId;
  const priceId = text(metadata, 'priceId');
  return appId && memberId && priceId ? { appId, memberId, priceId } : undefined;
}

const firstLine = (invoice: StripeObject) => objectAt((objectAt(invoice.lines).data as unknown[] | undefined)?.[0]);

/**
 * Stripe's subscription statuses as the contract's connection statuses. `incomplete` (the first
 * payment outstanding) grants nothing yet; `paused` (a trial ended without a card) is unpaid;
 * `incomplete_expired` never started and is over.
 */
const SUBSCRIPTION_STATUSES: Record<string, PlanConnectionStatus | null> = {
  active: 'ACTIVE',
  trialing: 'TRIALING',
  past_due: 'PAST_DUE',
  unpaid: 'UNPAID',
  paused: 'UNPAID',
  canceled: 'CANCELED',
  incomplete_expired: 'CANCELED',
  incomplete: null,
};

/** A fact of a purchase our checkout began: the event's id and time, and the price its metadata names. */
function purchaseFact(
  event: StripeEvent,
  created: number,
  { purchaseId, target }: Pick<ReadEvent, 'purchaseId' | 'target'>,
  fact: Omit<StripeFact, 'eventId' | 'created' | 'priceId'>,
): ReadEvent {
  return { purchaseId, target, fact: { eventId: event.id, created, priceId: target?.priceId, ...fact } };
}

function readSubscription(event: StripeEvent, created: number): ReadEvent | undefined {
  const subscription = event.data.object;
  const purchaseId = text(subscription, 'id');
  const status = SUBSCRIPTION_STATUSES[text(subscription, 'status') ?? ''];
  if (!purchaseId || status === undefined) return undefined;
  // API versions from 2025-03-31 keep the period on the subscription's item instead.
  const item = objectAt((objectAt(subscription.items).data as unknown[] | undefined)?.[0]);
  const periodStart = wholeNumber(subscription, 'current_period_start') ?? wholeNumber(item, 'current_period_start');
  const periodEnd = wholeNumber(subscription, 'current_period_end') ?? wholeNumber(item, 'current_period_end');
  const ended = event.type === 'customer.subscription.deleted' || status === 'CANCELED';
  const target = targetOf(objectAt(subscription.metadata));
  return purchaseFact(
    event,
    created,
    { purchaseId, target },
    {
      purchaseStarted: wholeNumber(subscription, 'created') ?? created,
      oneTime: false,
      customerId: idOf(subscription, 'customer'),
      change: {
        kind: 'subscription',
        status,
        periodStart,
        periodEnd,
        cancelAt: subscription.cancel_at_period_end === true ? periodEnd : wholeNumber(subscription, 'cancel_at'),
        endedAt: ended
          ? (wholeNumber(subscription, 'ended_at') ?? wholeNumber(subscription, 'canceled_at') ?? created)
          : null,
      },
    },
  );
}

function readCheckout(event: StripeEvent, created: number): ReadEvent | undefined {
  const session = event.data.object;
  // Delayed payment methods complete the session unpaid; async_payment_succeeded says when it is paid.
  if (session.payment_status === 'unpaid') return undefined;
  const subscriptionId = idOf(session, 'subscription');
  const paymentIntentId = idOf(session, 'payment_intent');
  const target = targetOf(objectAt(session.metadata), text(session, 'client_reference_id'));
  const purchaseId = subscriptionId ?? paymentIntentId ?? text(session, 'id');
  return purchaseFact(
    event,
    created,
    { purchaseId, target },
    {
      purchaseStarted: wholeNumber(session, 'created') ?? created,
      oneTime: !subscriptionId,
      customerId: idOf(session, 'customer'),
      invoiceId: idOf(session, 'invoice'),
      paymentIntentId,
      change: { kind: 'purchased' },
    },
  );
}

/** Invoices name their subscription and its metadata at the top (older API versions) or under `parent`. */
function readInvoice(event: StripeEvent, created: number): ReadEvent | undefined {
  const invoice = event.data.object;
  const details = objectAt(invoice.subscription_details);
  const parentDetails = objectAt(objectAt(invoice.parent).subscription_details);
  const line = firstLine(invoice);
  const purchaseId = idOf(invoice, 'subscription') ?? idOf(parentDetails, 'subscription');
  const invoiceId = text(invoice, 'id');
  if (!purchaseId || !invoiceId) return undefined;
  const target =
    targetOf(objectAt(details.metadata)) ??
    targetOf(objectAt(parentDetails.metadata)) ??
    targetOf(objectAt(line.metadata));
  const period = objectAt(line.period);
  const change: FactChange =
    event.type === 'invoice.paid'
      ? {
          kind: 'paid',
          amount: wholeNumber(invoice, 'amount_paid') ?? 0,
          periodStart: wholeNumber(period, 'start'),
          periodEnd: wholeNumber(period, 'end'),
        }
      : { kind: 'payment-failed', firstInvoice: invoice.billing_reason === 'subscription_create' };
  return purchaseFact(
    event,
    created,
    { purchaseId, target },
    {
      purchaseStarted: created,
      oneTime: false,
      customerId: idOf(invoice, 'customer'),
      invoiceId,
      paymentIntentId: idOf(invoice, 'payment_intent'),
      change,
    },
  );
}

/** Only a full refund ends anything; a partial one leaves the purchase paid for. */
function readRefund(event: StripeEvent, created: number): ReadEvent | undefined {
  const charge = event.data.object;
  const invoiceId = idOf(charge, 'invoice');
  const paymentIntentId = idOf(charge, 'payment_intent');
  if (charge.refunded !== true || (!invoiceId && !paymentIntentId)) return undefined;
  return {
    fact: {
      eventId: event.id,
      created,
      purchaseStarted: created,
      oneTime: false,
      customerId: idOf(charge, 'customer'),
      invoiceId,
      paymentIntentId,
      change: { kind: 'refunded' },
    },
  };
}

/** What the event says, or undefined for a type we do not act on or an object that says nothing usable. */
export function readStripeEvent(event: StripeEvent, receivedAt: Date): ReadEvent | undefined {
  // Stripe always sends `created`; a hand-made event without it counts as of its arrival.
  const created = event.created ?? Math.floor(receivedAt.getTime() / 1000);
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return readCheckout(event, created);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return readSubscription(event, created);
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return readInvoice(event, created);
    case 'charge.refunded':
      return readRefund(event, created);
    default:
      return undefined;
  }
}
