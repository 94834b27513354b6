import type { PlanConnectionStatus } from '../../db/schema-membership.ts';
import type { FactChange, StripeFact } from './stripe-facts.ts';

/** A paid connection's state, as the events of its purchase make it. Times are Unix seconds. */
export interface PurchaseState {
  oneTime: boolean;
  status: PlanConnectionStatus;
  active: boolean;
  priceId: string | undefined;
  customerId: string | undefined;
  lastBillingAt: number | null;
  /** The end of the period paid for, or being asked for while past due. */
  periodEnd: number | null;
  /** Null when it will not bill again: one-time, canceling, ended. */
  nextBillingAt: number | null;
  /** While canceling at the period's end, that end; once ended, when it ended. */
  cancelAt: number | null;
  /** The newest event folded in. */
  eventAt: number;
}

/**
 * Events of one second are put in the order Stripe makes them: a payment's outcome, then the
 * subscription state it led to, then its end, then any refund. Then by id, so that the same
 * events always fold alike.
 */
const SAME_SECOND_ORDER: Record<FactChange['kind'], number> = {
  purchased: 0,
  paid: 1,
  'payment-failed': 1,
  subscription: 2,
  refunded: 3,
};

export function inStripeOrder(facts: readonly StripeFact[]): StripeFact[] {
  return [...facts].sort(
    (a, b) =>
      a.created - b.created ||
      SAME_SECOND_ORDER[a.change.kind] - SAME_SECOND_ORDER[b.change.kind] ||
      (a.eventId < b.eventId ? -1 : a.eventId > b.eventId ? 1 : 0),
  );
}

const STILL_PAYING: readonly PlanConnectionStatus[] = ['ACTIVE', 'TRIALING', 'PAST_DUE'];

/**
 * Folds one purchase's events, whatever order they arrived in, as if they had arrived in Stripe's:
 * so a redelivery or a late event can never undo a newer one, and the same events always give the
 * same state. Undefined while nothing has granted the plan (a first payment still outstanding).
 * A deletion is final; a full refund of the latest payment ends access until a newer payment.
 */
export function foldPurchase(facts: readonly StripeFact[]): PurchaseState | undefined {
  let status: PlanConnectionStatus | undefined;
  let periodStart: number | null = null;
  let periodEnd: number | null = null;
  let cancelAt: number | null = null;
  let endedAt: number | null = null;
  let refundedAt: number | null = null;
  let latestPayment: Pick<StripeFact, 'invoiceId' | 'paymentIntentId'> | undefined;
  const sorted = inStripeOrder(facts);
  for (const fact of sorted) {
    const change = fact.change;
    switch (change.kind) {
      case 'purchased':
        status ??= 'ACTIVE';
        periodStart ??= fact.created;
        if (fact.invoiceId || fact.paymentIntentId) latestPayment ??= fact;
        break;
      case 'subscription':
        if (change.status) status = change.status;
        periodStart = change.periodStart ?? periodStart;
        periodEnd = change.periodEnd ?? periodEnd;
        cancelAt = change.cancelAt;
        endedAt ??= change.endedAt;
        break;
      case 'paid':
        // A trial's invoice of nothing is paid too; the trial goes on.
        if (!(status === 'TRIALING' && change.amount === 0)) status = 'ACTIVE';
        periodStart = change.periodStart ?? periodStart;
        periodEnd = change.periodEnd ?? periodEnd;
        latestPayment = fact;
        refundedAt = null;
        break;
      case 'payment-failed':
        if (status && STILL_PAYING.includes(status)) status = 'PAST_DUE';
        break;
      case 'refunded': {
        const refundsLatest =
          latestPayment !== undefined &&
          ((fact.invoiceId !== undefined && fact.invoiceId === latestPayment.invoiceId) ||
            (fact.paymentIntentId !== undefined && fact.paymentIntentId === latestPayment.paymentIntentId));
        if (refundsLatest) refundedAt = fact.created;
        break;
      }
    }
  }
  if (!status) return undefined;
  const endedFor = endedAt ?? refundedAt;
  const finalStatus = endedFor !== null ? 'CANCELED' : status;
  const oneTime = sorted.some((fact) => fact.oneTime);
  return {
    oneTime,
    status: finalStatus,
    active: STILL_PAYING.includes(finalStatus),
    priceId: sorted.find((fact) => fact.priceId)?.priceId,
    customerId: sorted.find((fact) => fact.customerId)?.customerId,
    lastBillingAt: periodStart,
    periodEnd,
    nextBillingAt: oneTime || endedFor !== null || cancelAt !== null ? null : periodEnd,
    cancelAt: endedFor ?? cancelAt,
    eventAt: sorted.at(-1)!.created,
  };
}

/**
 * The purchase a connection follows: the most recently begun one that grants anything. A late
 * event of an older subscription lands in that older purchase and leaves a newer one alone.
 */
export function currentPurchase(
  purchases: ReadonlyMap<string, readonly StripeFact[]>,
): { purchaseId: string; state: PurchaseState } | undefined {
  const begun = [...purchases].map(([purchaseId, facts]) => ({
    purchaseId,
    facts,
    started: Math.min(...facts.map((fact) => fact.purchaseStarted)),
  }));
  begun.sort((a, b) => b.started - a.started || (a.purchaseId < b.purchaseId ? 1 : -1));
  for (const { purchaseId, facts } of begun) {
    const state = foldPurchase(facts);
    if (state) return { purchaseId, state };
  }
  return undefined;
}
