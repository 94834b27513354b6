import type { PlanRow, PriceRow } from '../../db/queries/membership/apps.ts';

export interface PayingMember {
  id: string;
  email: string;
  stripeCustomerId: string | null;
}

export interface CheckoutRequest {
  appId: string;
  mode: 'test' | 'live';
  member: PayingMember;
  plan: PlanRow;
  price: PriceRow;
  couponId: string | undefined;
  /** Strings only, as Stripe's metadata takes them. */
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  /** This service's own base URL (`http://host/membership`), for pages it serves itself. */
  serviceUrl: string;
}

export interface PortalRequest {
  appId: string;
  mode: 'test' | 'live';
  member: PayingMember & { stripeCustomerId: string };
  returnUrl: string;
  /** Only these prices' plans are shown when given (the development portal; Stripe takes a configuration instead). */
  priceIds: string[];
  configuration: string | undefined;
  serviceUrl: string;
}

/** Where checkout and the billing portal happen: Stripe, or the development pages. Each answers a URL to send the browser to. */
export interface PaymentProvider {
  readonly name: 'stripe' | 'development';
  checkout(request: CheckoutRequest): Promise<string>;
  portal(request: PortalRequest): Promise<string>;
}
