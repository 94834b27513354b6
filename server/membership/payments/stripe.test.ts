import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanRow, PriceRow } from '../../db/queries/membership/apps.ts';
import { stripePayments } from './stripe.ts';

/** A local stand-in for api.stripe.com: records each request, answers what the test queued. */
const seen: { path: string; headers: IncomingHttpHeaders; form: URLSearchParams }[] = [];
let reply: { status: number; body: unknown } = { status: 200, body: { url: 'https://checkout.stripe.test/c/pay_1' } };
const fake = createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk) => (raw += chunk));
  req.on('end', () => {
    seen.push({ path: req.url ?? '', headers: req.headers, form: new URLSearchParams(raw) });
    res.writeHead(reply.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(reply.body));
  });
});
let stripe: ReturnType<typeof stripePayments>;
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  stripe = stripePayments({
    secretKey: 'sk_test_123',
    apiBase: `http://127.0.0.1:${(fake.address() as AddressInfo).port}`,
  });
});
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

const plan = { id: 'pln_team', name: 'Team' } as PlanRow;
const price = {
  id: 'prc_monthly',
  type: 'SUBSCRIPTION',
  amount_cents: 4900,
  currency: 'usd',
  interval_type: 'MONTHS',
  interval_count: 1,
  test_stripe_price_id: null,
  live_stripe_price_id: null,
} as PriceRow;
const base = { appId: 'app_1', mode: 'test' as const, serviceUrl: 'http://127.0.0.1/membership' };

describe('Stripe over its REST API', () => {
  it('creates a subscription Checkout Session priced inline, one plan', async () => {
    const url = await stripe.checkout({
      ...base,
      member: { id: 'mem_1', email: 'a@example.com', stripeCustomerId: null },
      plan,
      price,
      couponId: 'SPRING',
      metadata: { campaign: 'spring' },
      successUrl: 'http://127.0.0.1:5173/ok',
      cancelUrl: 'http://127.0.0.1:5173/no',
    });
    expect(url).toBe('https://checkout.stripe.test/c/pay_1');
    const { path, headers, form } = seen.at(-1)!;
    expect(path).toBe('/v1/checkout/sessions');
    expect(headers.authorization).toBe('Bearer sk_test_123');
    expect(headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(Object.fromEntries(form)).toEqual({
      mode: 'subscription',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '4900',
      'line_items[0][price_data][product_data][name]': 'Team',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][recurring][interval_count]': '1',
      success_url: 'http://127.0.0.1:5173/ok',
      cancel_url: 'http://127.0.0.1:5173/no',
      client_reference_id: 'mem_1',
      customer_email: 'a@example.com',
      'discounts[0][coupon]': 'SPRING',
      'metadata[campaign]': 'spring',
      'metadata[memberId]': 'mem_1',
      'metadata[appId]': 'app_1',
      'metadata[planId]': 'pln_team',
      'metadata[priceId]': 'prc_monthly',
      'subscription_data[metadata][campaign]': 'spring',
      'subscription_data[metadata][memberId]': 'mem_1',
      'subscription_data[metadata][appId]': 'app_1',
      'subscription_data[metadata][planId]': 'pln_team',
      'subscription_data[metadata][priceId]': 'prc_monthly',
    });
  });

  it("charges the Stripe Price the member's mode names, instead of an inline amount", async () => {
    await stripe.checkout({
      ...base,
      member: { id: 'mem_1', email: 'a@example.com', stripeCustomerId: 'cus_1' },
      plan,
      price: { ...price, test_stripe_price_id: 'price_1TeamMonthly', live_stripe_price_id: 'price_1TeamLive' },
      couponId: undefined,
      metadata: {},
      successUrl: 'http://127.0.0.1:5173/ok',
      cancelUrl: 'http://127.0.0.1:5173/no',
    });
    const form = Object.fromEntries(seen.at(-1)!.form);
    expect(form).toMatchObject({
      mode: 'subscription',
      'line_items[0][quantity]': '1',
      'line_items[0][price]': 'price_1TeamMonthly',
      customer: 'cus_1',
      'subscription_data[metadata][priceId]': 'prc_monthly',
    });
    expect(Object.keys(form).some((key) => key.includes('price_data'))).toBe(false);
  });

  it('charges live mode its own Stripe Price, and the inline amount where live mode names none', async () => {
    const checkout = (stripePrices: Pick<PriceRow, 'test_stripe_price_id' | 'live_stripe_price_id'>) =>
      stripe.checkout({
        ...base,
        mode: 'live',
        member: { id: 'mem_1', email: 'a@example.com', stripeCustomerId: 'cus_1' },
        plan,
        price: { ...price, ...stripePrices },
        couponId: undefined,
        metadata: {},
        successUrl: 'http://127.0.0.1:5173/ok',
        cancelUrl: 'http://127.0.0.1:5173/no',
      });
    await checkout({ test_stripe_price_id: 'price_1TeamMonthly', live_stripe_price_id: 'price_1TeamLive' });
    expect(Object.fromEntries(seen.at(-1)!.form)['line_items[0][price]']).toBe('price_1TeamLive');
    await checkout({ test_stripe_price_id: 'price_1TeamMonthly', live_stripe_price_id: null });
    const form = Object.fromEntries(seen.at(-1)!.form);
    expect(form['line_items[0][price]']).toBeUndefined();
    expect(form['line_items[0][price_data][unit_amount]']).toBe('4900');
  });

  it('creates a billing portal session for the customer', async () => {
    reply = { status: 200, body: { url: 'https://billing.stripe.test/p/session_1' } };
    const url = await stripe.portal({
      ...base,
      member: { id: 'mem_1', email: 'a@example.com', stripeCustomerId: 'cus_1' },
      returnUrl: 'http://127.0.0.1:5173/account',
      priceIds: [],
      configuration: 'bpc_1',
    });
    expect(url).toBe('https://billing.stripe.test/p/session_1');
    expect(seen.at(-1)!.path).toBe('/v1/billing_portal/sessions');
    expect(Object.fromEntries(seen.at(-1)!.form)).toEqual({
      customer: 'cus_1',
      return_url: 'http://127.0.0.1:5173/account',
      configuration: 'bpc_1',
    });
  });

  it('turns a Stripe error into 502 payment-provider-error without its details', async () => {
    reply = { status: 400, body: { error: { message: 'No such coupon: SPRING' } } };
    const error = await stripe
      .portal({
        ...base,
        member: { id: 'm', email: 'a@example.com', stripeCustomerId: 'cus_1' },
        returnUrl: 'http://x',
        priceIds: [],
        configuration: undefined,
      })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502, code: 'payment-provider-error' });
  });
});
