import type { StripeConfig } from '../../config.ts';
import { devPayments } from './dev-payments.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { stripePayments } from './stripe.ts';

/** Stripe when configured; otherwise the development checkout, which production never offers: undefined there. */
export function configuredPayments(
  stripe: StripeConfig | undefined,
  secret: Buffer,
  isProduction: boolean,
): PaymentProvider | undefined {
  if (stripe) return stripePayments({ secretKey: stripe.secretKey, apiBase: stripe.apiUrl });
  return isProduction ? undefined : devPayments(secret);
}
