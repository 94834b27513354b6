import { Hono } from 'hono';
import * as v from 'valibot';
import { listPlanConnections, type MemberRow } from '../../db/queries/membership/members.ts';
import { findPriceWithPlan } from '../../db/queries/membership/prices.ts';
import { apiError } from '../../http/errors.ts';
import { idField, plainObject, urlField } from '../../http/fields.ts';
import { jsonBody } from '../../http/validate.ts';
import type { MembershipEnv, MembershipServices } from '../membership-context.ts';
import { answer } from '../http/answer.ts';
import { requireMemberSession } from '../http/member-session.ts';
import type { requireApp } from '../http/require-app.ts';
import { withSignedInMember } from '../http/signed-in-member.ts';
import { configuredPayments } from '../payments/configured-payments.ts';
import { allowedRedirect } from '../security/redirect-url.ts';

/** Stripe's metadata limits: 50 keys, keys of 40 and values of 500 characters, text only. */
const checkoutMetadata = v.pipe(
  plainObject,
  v.check(
    (value) => Object.keys(value).length <= 50 && Object.keys(value).every((key) => key.length <= 40),
    'must have at most 50 keys of at most 40 characters',
  ),
  v.check(
    (value) => Object.values(value).every((entry) => typeof entry === 'string' && entry.length <= 500),
    'values must be text of at most 500 characters',
  ),
);

const checkoutBody = v.object({
  priceId: idField,
  couponId: v.optional(v.nullable(idField)),
  metadataForCheckout: v.optional(v.nullable(checkoutMetadata)),
  success_url: v.optional(v.nullable(urlField)),
  cancel_url: v.optional(v.nullable(urlField)),
  origin_url: v.optional(v.nullable(urlField)),
  conversionData: v.optional(v.unknown()),
});

const portalBody = v.object({
  return_url: v.optional(v.nullable(urlField)),
  origin_url: v.optional(v.nullable(urlField)),
  priceIds: v.optional(v.nullable(v.pipe(v.array(idField), v.maxLength(20, 'must have at most 20 prices')))),
  // Stripe's portal configuration id (bpc_...); anything else is not Stripe's and is ignored.
  configuration: v.optional(v.unknown()),
});

function redirectTarget(
  app: MembershipEnv['Variables']['app'],
  given: string | null | undefined,
  fallback: string | null | undefined,
  field: string,
) {
  const value = given ?? fallback;
  if (!value) throw apiError('validation-failed', { message: `${field}: is required` });
  return allowedRedirect(app, value, field);
}

/**
 * POST /member/plans/create-checkout-session and /member/create-billing-portal-session answer
 * `{ url }` for @memberstack/dom to send the browser to: Stripe's, or the development pages.
 */
export function checkoutRoutes(
  { db, secret, config, publicUrl }: MembershipServices,
  withApp: ReturnType<typeof requireApp>,
) {
  const payments = configuredPayments(config.stripe, secret, config.isProduction);
  const withMember = [requireMemberSession(db), withSignedInMember(db)] as const;
  // This service's own base URL, for the development pages it links to.
  const serviceUrl = `${publicUrl}/membership`;

  function provider() {
    if (!payments) throw apiError('payments-unavailable');
    return payments;
  }

  const payingMember = (member: MemberRow) => ({
    id: member.id,
    email: member.email,
    stripeCustomerId: member.stripe_customer_id,
  });

  return new Hono<MembershipEnv>()
    .post('/member/plans/create-checkout-session', withApp, ...withMember, jsonBody(checkoutBody), async (c) => {
      const body = c.get('body');
      const found = await findPriceWithPlan(db, c.var.app.id, body.priceId);
      if (found?.price.status !== 'ACTIVE' || found.plan.status !== 'ACTIVE') {
        throw apiError('price-not-found');
      }
      const successUrl = redirectTarget(c.var.app, body.success_url, body.origin_url, 'success_url');
      const cancelUrl = redirectTarget(c.var.app, body.cancel_url, body.origin_url, 'cancel_url');
      const held = await listPlanConnections(db, c.var.memberId);
      if (held.some((connection) => connection.plan_id === found.plan.id && connection.active === 1)) {
        throw apiError('plan-already-active');
      }
      const url = await provider().checkout({
        appId: c.var.app.id,
        mode: c.var.mode,
        member: payingMember(c.var.member),
        plan: found.plan,
        price: found.price,
        couponId: body.couponId ?? undefined,
        metadata: (body.metadataForCheckout ?? {}) as Record<string, string>,
        successUrl,
        cancelUrl,
        serviceUrl,
      });
      return answer(c, { url });
    })
    .post('/member/create-billing-portal-session', withApp, ...withMember, jsonBody(portalBody), async (c) => {
      const body = c.get('body');
      const returnUrl = redirectTarget(c.var.app, body.return_url, body.origin_url, 'return_url');
      const member = payingMember(c.var.member);
      const { stripeCustomerId } = member;
      if (!stripeCustomerId) throw apiError('no-billing-account');
      const configuration =
        typeof body.configuration === 'string' && /^bpc_\w{1,100}$/.test(body.configuration)
          ? body.configuration
          : undefined;
      const url = await provider().portal({
        appId: c.var.app.id,
        mode: c.var.mode,
        member: { ...member, stripeCustomerId },
        returnUrl,
        priceIds: body.priceIds ?? [],
        configuration,
        serviceUrl,
      });
      return answer(c, { url });
    });
}
