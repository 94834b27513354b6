import { randomUUID } from 'node:crypto';
import { apiError } from '../../http/errors.ts';
import { logger } from '../../observability/logger.ts';
import type { CheckoutRequest, PaymentProvider, PortalRequest } from './payment-provider.ts';

const INTERVALS = { DAYS: 'day', WEEKS: 'week', MONTHS: 'month', YEARS: 'year' } as const;
const TIMEOUT_MS = 10_000;

type FormValue = string | number | undefined | FormFields;
interface FormFields {
  [key: string]: FormValue;
}

/** Stripe's form encoding of nested objects: `line_items[0][price_data][currency]=usd`. */
export function stripeForm(fields: FormFields, prefix = '', into = new URLSearchParams()): URLSearchParams {
  for (const [key, value] of Object.entries(fields)) {
    const name = prefix ? `${prefix}[${key}]` : key;
    if (value === undefined) continue;
    if (typeof value === 'object') stripeForm(value, name, into);
    else into.append(name, String(value));
  }
  return into;
}

/** The Checkout Session for one price (one plan at a time), priced inline so no Stripe price ids need mapping. */
export function checkoutSessionForm(request: CheckoutRequest): URLSearchParams {
  const { price, plan, member } = request;
  // A Stripe test-mode Price does not exist in live mode: each mode names its own.
  const stripePriceId = request.mode === 'test' ? price.test_stripe_price_id : price.live_stripe_price_id;
  const recurring =
    price.type === 'SUBSCRIPTION' && price.interval_type
      ? { interval: INTERVALS[price.interval_type], interval_count: price.interval_count ?? 1 }
      : undefined;
  const metadata = {
    ...request.metadata,
    memberId: member.id,
    appId: request.appId,
    planId: plan.id,
    priceId: price.id,
  };
  return stripeForm({
    mode: recurring ? 'subscription' : 'payment',
    // A Stripe Price named for the mode carries its own amount, tax and trial settings;
    // otherwise the amount is ours, priced inline.
    line_items: {
      0: stripePriceId
        ? { quantity: 1, price: stripePriceId }
        : {
            quantity: 1,
            price_data: {
              currency: price.currency,
              unit_amount: price.amount_cents,
              product_data: { name: plan.name },
              recurring,
            },
          },
    },
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    client_reference_id: member.id,
    customer: member.stripeCustomerId ?? undefined,
    customer_email: member.stripeCustomerId ? undefined : member.email,
    discounts: request.couponId ? { 0: { coupon: request.couponId } } : undefined,
    metadata,
    // The webhook that grants the plan reads these from the subscription as well.
    subscription_data: recurring ? { metadata } : undefined,
  });
}

export function portalSessionForm(request: PortalRequest): URLSearchParams {
  return stripeForm({
    customer: request.member.stripeCustomerId,
    return_url: request.returnUrl,
    configuration: request.configuration,
  });
}

/**
 * Stripe through its REST API (form-encoded POSTs, Bearer secret key). Granting the plan after
 * payment is the webhook's business (checkout.session.completed), not this client's.
 */
export function stripePayments({
  secretKey,
  apiBase = 'https://api.stripe.com',
}: {
  secretKey: string;
  apiBase?: string;
}): PaymentProvider {
  async function post(path: string, form: URLSearchParams): Promise<string> {
    let response: Response;
    try {
      response = await fetch(`${apiBase}${path}`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${secretKey}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          // A retried request must not open a second session.
          'Idempotency-Key': randomUUID(),
        },
        body: form,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw apiError('payment-provider-unavailable');
    }
    const body = (await response.json().catch(() => ({}))) as { url?: unknown; error?: { message?: unknown } };
    if (!response.ok || typeof body.url !== 'string') {
      // Stripe's message is about our request (a bad coupon, say), not about the member's secrets.
      logger.error({ path, status: response.status, stripeMessage: body.error?.message }, 'Stripe refused a request.');
      throw apiError('payment-provider-error');
    }
    return body.url;
  }
  return {
    name: 'stripe',
    checkout: (request) => post('/v1/checkout/sessions', checkoutSessionForm(request)),
    portal: (request) => post('/v1/billing_portal/sessions', portalSessionForm(request)),
  };
}
