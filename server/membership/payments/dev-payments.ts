import { seal } from '../security/sealed.ts';
import type { PaymentProvider } from './payment-provider.ts';

export const CHECKOUT_PURPOSE = 'dev-checkout';
export const PORTAL_PURPOSE = 'dev-portal';
/** As long as Stripe keeps a Checkout Session open, give or take: long enough to type a card. */
export const SESSION_TTL_MS = 30 * 60 * 1000;

export interface DevCheckoutSession {
  appId: string;
  mode: 'test' | 'live';
  memberId: string;
  priceId: string;
  successUrl: string;
  cancelUrl: string;
}

export interface DevPortalSession {
  appId: string;
  mode: 'test' | 'live';
  memberId: string;
  returnUrl: string;
  priceIds: string[];
}

/**
 * The built-in development checkout and billing portal (routes/dev-checkout.ts): the session is
 * sealed into the page's URL, so nothing is stored until a card is accepted.
 */
export function devPayments(secret: Buffer): PaymentProvider {
  return {
    name: 'development',
    async checkout(request) {
      const session: DevCheckoutSession = {
        appId: request.appId,
        mode: request.mode,
        memberId: request.member.id,
        priceId: request.price.id,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
      };
      return `${request.serviceUrl}/dev-checkout?session=${seal(secret, CHECKOUT_PURPOSE, session, SESSION_TTL_MS)}`;
    },
    async portal(request) {
      const session: DevPortalSession = {
        appId: request.appId,
        mode: request.mode,
        memberId: request.member.id,
        returnUrl: request.returnUrl,
        priceIds: request.priceIds,
      };
      return `${request.serviceUrl}/dev-billing-portal?session=${seal(secret, PORTAL_PURPOSE, session, SESSION_TTL_MS)}`;
    },
  };
}
