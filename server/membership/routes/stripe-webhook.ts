import { Hono } from 'hono';
import { apiError } from '../../http/errors.ts';
import type { MembershipEnv, MembershipServices } from '../membership-context.ts';
import { answer } from '../http/answer.ts';
import { parseStripeEvent } from '../payments/stripe-event.ts';
import { applyStripeEvent } from '../payments/stripe-events.ts';
import { verifyStripeSignature } from '../payments/stripe-signature.ts';

/**
 * POST /stripe/webhook: Stripe tells us of a purchase's life (checkouts, subscription changes,
 * invoices paid or failed, refunds: payments/stripe-events.ts). No X-API-Key
 * (Stripe has none of ours); the signature over the raw body is the only credential. Stripe sends
 * `application/json; charset=utf-8`, which the JSON-only rule admits, so no exemption is needed;
 * only the body is read raw here instead of through jsonBody, since the signature covers its bytes.
 * Any 2xx tells Stripe to stop retrying, so only what a retry cannot fix is answered 4xx.
 */
export function stripeWebhookRoutes({ db, config }: MembershipServices) {
  return new Hono<MembershipEnv>().post('/stripe/webhook', async (c) => {
    const secret = config.stripeWebhookSecret;
    if (!secret) {
      throw apiError('webhook-not-configured');
    }
    const raw = new Uint8Array(await c.req.arrayBuffer());
    if (!verifyStripeSignature(c.req.header('stripe-signature'), raw, secret)) {
      throw apiError('invalid-signature');
    }
    const event = parseStripeEvent(new TextDecoder().decode(raw));
    if (!event) throw apiError('malformed-event');
    return answer(c, { received: true, outcome: await applyStripeEvent(db, event) });
  });
}
