import { Hono, type Context } from 'hono';
import { listPlans } from '../../db/queries/membership/apps.ts';
import { findMemberById, listPlanConnections } from '../../db/queries/membership/members.ts';
import { ensureStripeCustomerId } from '../../db/queries/membership/plan-connections.ts';
import { findPriceWithPlan } from '../../db/queries/membership/prices.ts';
import { devClientsOnly } from '../../http/dev-clients-only.ts';
import { apiError } from '../../http/errors.ts';
import type { MembershipEnv, MembershipServices } from '../membership-context.ts';
import {
  CHECKOUT_PURPOSE,
  PORTAL_PURPOSE,
  type DevCheckoutSession,
  type DevPortalSession,
} from '../payments/dev-payments.ts';
import {
  DEV_CHANGES,
  type DevChange,
  devChangeEvents,
  devChangesFor,
  devPurchaseEvents,
} from '../payments/dev-stripe-events.ts';
import type { StripeEvent } from '../payments/stripe-event.ts';
import { applyStripeEvent, currentPurchaseOf } from '../payments/stripe-events.ts';
import { chargeTestCard } from '../payments/test-cards.ts';
import { unseal } from '../security/sealed.ts';
import { checkoutPage, portalPage } from '../views/dev-payment-pages.ts';
import { newId } from '../../db/ids.ts';

const isDevChange = (value: string): value is DevChange => (DEV_CHANGES as readonly string[]).includes(value);
const EXPIRED = () => apiError('checkout-session-invalid');
const field = (form: Record<string, unknown>, name: string, max: number) => {
  const value = form[name];
  return typeof value === 'string' && value.length <= max ? value : '';
};

/**
 * A form post from another site is refused; the sealed session in the form is the real guard
 * (a forger cannot make one), this only stops a page replaying one it was handed. The pages are
 * served at the public URL, so that is their origin, whatever Host the request names.
 */
function assertSameOrigin(c: Context, publicUrl: string) {
  const origin = c.req.header('origin');
  if (origin && origin !== publicUrl) throw apiError('cross-origin-form');
}

async function formOf(c: Context, publicUrl: string) {
  assertSameOrigin(c, publicUrl);
  try {
    return (await c.req.parseBody()) as Record<string, unknown>;
  } catch {
    throw apiError('malformed-form');
  }
}

/**
 * The development checkout and billing portal (not in production): real pages that honour the
 * test cards and change the member's plans by sending the events Stripe would through the
 * webhook's own logic (applyStripeEvent), so the whole subscription life (renewals, failed
 * payments, cancellation at the period's end, reactivation, refunds) can be tried without Stripe. Only this machine's
 * browsers may use them (devClientsOnly): a test card would buy anyone a paid plan.
 */
export function devCheckoutRoutes({ db, secret, config, publicUrl }: MembershipServices) {
  const routes = new Hono<MembershipEnv>();
  if (config.isProduction) return routes;
  const localOnly = devClientsOnly(config);

  async function checkoutView(sessionToken: string | undefined) {
    const session = unseal<DevCheckoutSession>(secret, CHECKOUT_PURPOSE, sessionToken);
    if (!session || !sessionToken) throw EXPIRED();
    const [found, member] = await Promise.all([
      findPriceWithPlan(db, session.appId, session.priceId),
      findMemberById(db, session.memberId),
    ]);
    if (!found || !member) throw EXPIRED();
    return {
      session,
      found,
      member,
      view: {
        ...found,
        email: member.email,
        session: sessionToken,
        cancelUrl: session.cancelUrl,
        successUrl: session.successUrl,
      },
    };
  }

  async function portalView(sessionToken: string | undefined) {
    const session = unseal<DevPortalSession>(secret, PORTAL_PURPOSE, sessionToken);
    if (!session || !sessionToken) throw EXPIRED();
    const member = await findMemberById(db, session.memberId);
    if (!member) throw EXPIRED();
    const [connections, plans] = await Promise.all([listPlanConnections(db, member.id), listPlans(db, session.appId)]);
    const paid = connections.filter(
      (connection) =>
        connection.type !== 'FREE' &&
        (session.priceIds.length === 0 || session.priceIds.includes(connection.price_id ?? '')),
    );
    const entries = await Promise.all(
      paid.map(async (connection) => {
        const plan = plans.find((candidate) => candidate.plan.id === connection.plan_id);
        const price = plan?.prices.find((candidate) => candidate.id === connection.price_id);
        const { purchases, current } = await currentPurchaseOf(db, member.id, connection.plan_id);
        const purchase = current && { ...current, facts: purchases.get(current.purchaseId) ?? [] };
        return {
          connectionId: connection.id,
          planId: connection.plan_id,
          planName: plan?.plan.name ?? connection.plan_id,
          price,
          status: connection.status,
          nextBillingAt: connection.next_billing_at,
          cancelAt: connection.cancel_at,
          purchase,
          // A connection from before the events were kept has no purchase to change.
          changes: purchase && price ? devChangesFor(purchase) : [],
        };
      }),
    );
    return {
      session,
      member,
      view: { email: member.email, session: sessionToken, returnUrl: session.returnUrl, entries },
    };
  }

  /** One after the other, in the order Stripe sends them. */
  async function applyAll(events: StripeEvent[]) {
    for (const event of events) await applyStripeEvent(db, event);
  }

  const send = (c: Context, rendered: { body: string; headers: Record<string, string> }, status: 200 | 402 = 200) =>
    c.body(rendered.body, status, rendered.headers);

  return routes
    .get('/dev-checkout', localOnly, async (c) =>
      send(c, checkoutPage((await checkoutView(c.req.query('session'))).view)),
    )
    .post('/dev-checkout/pay', localOnly, async (c) => {
      const form = await formOf(c, publicUrl);
      const { session, found, member, view } = await checkoutView(field(form, 'session', 8000));
      const result = chargeTestCard({
        number: field(form, 'number', 40),
        expiry: field(form, 'expiry', 20),
        cvc: field(form, 'cvc', 10),
      });
      if (!result.ok) return send(c, checkoutPage({ ...view, error: result.message }), 402);
      const customerId = await ensureStripeCustomerId(db, member.id, newId('cus_dev'));
      const purchase = {
        appId: session.appId,
        memberId: member.id,
        planId: found.plan.id,
        price: found.price,
        customerId,
      };
      await applyAll(devPurchaseEvents(purchase, new Date()));
      return c.redirect(session.successUrl, 303);
    })
    .get('/dev-billing-portal', localOnly, async (c) =>
      send(c, portalPage((await portalView(c.req.query('session'))).view)),
    )
    .post('/dev-billing-portal/change', localOnly, async (c) => {
      const form = await formOf(c, publicUrl);
      const sessionToken = field(form, 'session', 8000);
      const { member, session, view } = await portalView(sessionToken);
      const connectionId = field(form, 'connectionId', 100);
      const change = field(form, 'change', 40);
      // Only what the page offered: the portal may have been limited to some prices.
      const entry = view.entries.find((candidate) => candidate.connectionId === connectionId);
      if (!entry?.purchase || !entry.price || !isDevChange(change) || !entry.changes.includes(change))
        throw apiError('plan-connection-not-found');
      const customerId = await ensureStripeCustomerId(db, member.id, newId('cus_dev'));
      const purchase = {
        appId: session.appId,
        memberId: member.id,
        planId: entry.planId,
        price: entry.price,
        customerId,
      };
      await applyAll(devChangeEvents(change, purchase, entry.purchase, new Date()));
      return c.redirect(`/membership/dev-billing-portal?session=${encodeURIComponent(sessionToken)}`, 303);
    });
}
