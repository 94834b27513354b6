import { ConfigError } from '../../config.ts';
import { devPayments } from './dev-payments.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { stripePayments } from './stripe.ts';

/**
 * Stripe when STRIPE_SECRET_KEY is set (STRIPE_API_URL points it elsewhere, a mock for example);
 * otherwise the development checkout, which production never offers: undefined there.
 */
export function paymentsFromEnv(env: Record<string, string | undefined>, secret: Buffer, isProduction: boolean): PaymentProvider | undefined {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (secretKey) {
    if (!/^(sk|rk)_(test|live)_\w+$/.test(secretKey)) throw new ConfigError('STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_... or sk_live_...)');
    return stripePayments({ secretKey, apiBase: env.STRIPE_API_URL?.trim() || undefined });
  }
  return isProduction ? undefined : devPayments(secret);
}
