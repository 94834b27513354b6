import type { PlanRow, PriceRow } from '../../db/queries/membership/apps.ts';
import { TEST_CARDS } from '../../../contract/test-cards.ts';
import type { PlanConnectionStatus } from '../../db/schema-membership.ts';
import type { DevChange } from '../payments/dev-stripe-events.ts';
import { html, page } from './html.ts';

/** Where the pages' forms post. Their bodies are multipart: http/body-rules.ts lets them past the JSON-only rule. */
const DEV_CHECKOUT_PAY_PATH = '/membership/dev-checkout/pay';
const DEV_PORTAL_CHANGE_PATH = '/membership/dev-billing-portal/change';
export const DEV_PAYMENT_FORM_PATHS = [DEV_CHECKOUT_PAY_PATH, DEV_PORTAL_CHANGE_PATH];

const INTERVAL_NAMES = { DAYS: 'day', WEEKS: 'week', MONTHS: 'month', YEARS: 'year' } as const;

export function priceLabel(
  price: Pick<PriceRow, 'amount_cents' | 'currency' | 'interval_type' | 'interval_count'>,
): string {
  const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: price.currency.toUpperCase() }).format(
    price.amount_cents / 100,
  );
  if (!price.interval_type) return amount;
  const count = price.interval_count ?? 1;
  return count === 1
    ? `${amount} per ${INTERVAL_NAMES[price.interval_type]}`
    : `${amount} every ${count} ${INTERVAL_NAMES[price.interval_type]}s`;
}

const BANNER = html`<p class="note">Development test checkout: no money moves. Not available in production.</p>`;

export function checkoutPage(view: {
  plan: PlanRow;
  price: PriceRow;
  email: string;
  session: string;
  cancelUrl: string;
  successUrl: string;
  error?: string;
}) {
  const cards = TEST_CARDS.map(
    (card) => html`<tr><td><code>${card.number}</code></td><td>${card.brand}</td><td>${card.outcome}</td></tr>`,
  );
  const body = html`${BANNER}
<h1>${view.plan.name}</h1>
<p><strong>${priceLabel(view.price)}</strong>${view.price.name ? html` (${view.price.name})` : ''}</p>
<p>Paying as ${view.email}</p>
${view.error ? html`<p class="error" role="alert">${view.error}</p>` : ''}
<form method="post" action="${DEV_CHECKOUT_PAY_PATH}" enctype="multipart/form-data">
<input type="hidden" name="session" value="${view.session}">
<label for="number">Card number</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" maxlength="23" required>
<label for="expiry">Expiry (MM / YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" maxlength="7" required>
<label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required>
<button type="submit">Pay ${priceLabel(view.price)}</button>
</form>
<p><a href="${view.cancelUrl}">Cancel and go back</a></p>
<h2>Test cards</h2><p class="note">Any future expiry date and any CVC (4 digits for American Express).</p>
<table>${cards}</table>`;
  return page(`Checkout: ${view.plan.name}`, body, { formTargets: [new URL(view.successUrl).origin] });
}

export interface PortalEntry {
  connectionId: string;
  planName: string;
  price: Pick<PriceRow, 'amount_cents' | 'currency' | 'interval_type' | 'interval_count'> | undefined;
  status: PlanConnectionStatus;
  /** ISO-8601 instants, as the connection stores them. */
  nextBillingAt: string | null;
  cancelAt: string | null;
  /** What the portal can make happen now, each through the same events Stripe would send. */
  changes: readonly DevChange[];
}

const day = (iso: string) => iso.slice(0, 10);

function stateText(entry: PortalEntry): string {
  if (entry.status === 'CANCELED') return entry.cancelAt ? `CANCELED on ${day(entry.cancelAt)}` : 'CANCELED';
  if (entry.cancelAt) return `${entry.status}, cancels on ${day(entry.cancelAt)}`;
  if (!entry.nextBillingAt) return entry.status;
  // Past due, the period's end is when Stripe's retries give up, not a renewal.
  return entry.status === 'PAST_DUE'
    ? `PAST_DUE, unpaid period ends on ${day(entry.nextBillingAt)}`
    : `${entry.status}, renews on ${day(entry.nextBillingAt)}`;
}

const CHANGE_LABELS: Record<DevChange, string> = {
  renew: 'Renew now',
  'fail-payment': 'Fail the next payment',
  'cancel-at-period-end': 'Cancel at period end',
  reactivate: 'Reactivate',
  cancel: 'Cancel now',
  refund: 'Refund the last payment',
};

const changeLabel = (entry: PortalEntry, change: DevChange) =>
  entry.status === 'PAST_DUE' && change === 'renew'
    ? 'Pay the past-due invoice'
    : entry.status === 'PAST_DUE' && change === 'fail-payment'
      ? 'Fail the retry'
      : CHANGE_LABELS[change];

export function portalPage(view: { email: string; session: string; returnUrl: string; entries: PortalEntry[] }) {
  const plans = view.entries.map(
    (entry) =>
      html`<section><h2>${entry.planName}</h2><p>${entry.price ? html`${priceLabel(entry.price)}: ` : ''}${stateText(entry)}</p><div style="display:flex;flex-wrap:wrap;gap:.5rem">${entry.changes.map(
        (change) =>
          html`<form method="post" action="${DEV_PORTAL_CHANGE_PATH}" enctype="multipart/form-data"><input type="hidden" name="session" value="${view.session}"><input type="hidden" name="connectionId" value="${entry.connectionId}"><input type="hidden" name="change" value="${change}"><button type="submit" style="margin:0">${changeLabel(entry, change)}</button></form>`,
      )}</div></section>`,
  );
  const body = html`${BANNER}
<h1>Billing</h1>
<p>${view.email}</p>
<p class="note">Each button sends the events Stripe would send for it (a renewal, a failed payment, a cancellation, a refund) through the webhook's own logic.</p>
${view.entries.length ? plans : html`<p>You have no paid plans.</p>`}
<p><a href="${view.returnUrl}">Return to the site</a></p>`;
  return page('Billing portal', body);
}
