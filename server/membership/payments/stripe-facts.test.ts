import { describe, expect, it } from 'vitest';
import type { StripeEvent } from './stripe-event.ts';
import { readStripeEvent } from './stripe-facts.ts';

const metadata = { appId: 'app_1', memberId: 'mem_1', planId: 'pln_1', priceId: 'prc_1' };
const at = new Date('2026-01-01T00:00:00Z');
const event = (type: string, object: Record<string, unknown>, created = 1_770_000_000): StripeEvent => ({
  id: 'evt_1',
  type,
  created,
  data: { object },
});

describe('reading Stripe events of API versions from 2025-03-31', () => {
  it('finds an invoice’s subscription and metadata under parent, and its period on the line', () => {
    const read = readStripeEvent(
      event('invoice.paid', {
        id: 'in_1',
        amount_paid: 4900,
        parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1', metadata } },
        lines: { data: [{ period: { start: 100, end: 200 } }] },
      }),
      at,
    );
    expect(read).toMatchObject({
      purchaseId: 'sub_1',
      target: { appId: 'app_1', memberId: 'mem_1', priceId: 'prc_1' },
      fact: { invoiceId: 'in_1', change: { kind: 'paid', amount: 4900, periodStart: 100, periodEnd: 200 } },
    });
  });

  it('takes the period from the subscription’s item, and the period end as the cancel date', () => {
    const read = readStripeEvent(
      event('customer.subscription.updated', {
        id: 'sub_1',
        status: 'active',
        created: 50,
        cancel_at_period_end: true,
        items: { data: [{ current_period_start: 100, current_period_end: 200 }] },
        metadata,
      }),
      at,
    );
    expect(read?.fact).toMatchObject({
      purchaseStarted: 50,
      change: {
        kind: 'subscription',
        status: 'ACTIVE',
        periodStart: 100,
        periodEnd: 200,
        cancelAt: 200,
        endedAt: null,
      },
    });
  });
});

describe('what an event says', () => {
  it.each([
    ['incomplete', null],
    ['trialing', 'TRIALING'],
    ['past_due', 'PAST_DUE'],
    ['unpaid', 'UNPAID'],
    ['paused', 'UNPAID'],
    ['canceled', 'CANCELED'],
    ['incomplete_expired', 'CANCELED'],
  ])('a subscription %s is %s', (status, expected) => {
    const read = readStripeEvent(event('customer.subscription.updated', { id: 'sub_1', status, metadata }), at);
    expect(read?.fact.change).toMatchObject({ kind: 'subscription', status: expected });
  });

  it('says nothing of an unknown subscription status, a partial refund or an unpaid checkout', () => {
    expect(readStripeEvent(event('customer.subscription.updated', { id: 'sub_1', status: 'odd' }), at)).toBeUndefined();
    const partial = { id: 'ch_1', refunded: false, amount_refunded: 100, invoice: 'in_1' };
    expect(readStripeEvent(event('charge.refunded', partial), at)).toBeUndefined();
    const unpaid = { payment_status: 'unpaid', subscription: 'sub_1', metadata };
    expect(readStripeEvent(event('checkout.session.completed', unpaid), at)).toBeUndefined();
  });

  it('counts an event without created as of its arrival', () => {
    const read = readStripeEvent(
      { ...event('invoice.payment_failed', { id: 'in_1', subscription: 'sub_1' }), created: undefined },
      at,
    );
    expect(read?.fact).toMatchObject({
      created: at.getTime() / 1000,
      change: { kind: 'payment-failed', firstInvoice: false },
    });
  });
});
