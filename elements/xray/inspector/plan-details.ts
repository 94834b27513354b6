import type { App, PlanSetting, PriceSetting } from '../../core/membership/types';

/**
 * What the inspector says about a plan or price id (a cart item, a clicked button, a member's plan):
 * a free plan by its ID and priority, a paid one by its price. DOM-free.
 */
export type PlanDetails =
  | { kind: 'free'; planId: string; planName: string; priority: number | null }
  | {
      kind: 'paid';
      planId: string;
      planName: string;
      priceId: string;
      priceName: string | null;
      /** `$49.00 / month`, `€490.00 / year`, `$15.00 once`. */
      amount: string;
    }
  /** A paid plan named by its plan id (a member's plan connection), with every price it has. */
  | {
      kind: 'paid-plan';
      planId: string;
      planName: string;
      prices: { id: string; name: string | null; amount: string }[];
    }
  | { kind: 'unknown'; id: string };

/** Details of a `pln_...` or `prc_...` id among the app's plans; `unknown` when the app has none such. */
export function planDetails(id: string, app: App | null | undefined): PlanDetails {
  const plans = app?.plans ?? [];
  for (const plan of plans) {
    if (plan.id === id) {
      const prices = plan.prices ?? [];
      if (prices.length === 0)
        return { kind: 'free', planId: plan.id, planName: plan.name, priority: priorityOf(plan) };
      return {
        kind: 'paid-plan',
        planId: plan.id,
        planName: plan.name,
        prices: prices.map((price) => ({ id: price.id, name: price.name, amount: priceAmount(price) })),
      };
    }
    const price = plan.prices?.find((candidate) => candidate.id === id);
    if (price)
      return {
        kind: 'paid',
        planId: plan.id,
        planName: plan.name,
        priceId: price.id,
        priceName: price.name,
        amount: priceAmount(price),
      };
  }
  return { kind: 'unknown', id };
}

function priorityOf(plan: PlanSetting): number | null {
  return typeof plan.priority === 'number' && Number.isFinite(plan.priority) ? plan.priority : null;
}

const INTERVALS: Readonly<Record<string, string>> = {
  DAYS: 'day',
  DAY: 'day',
  WEEKS: 'week',
  WEEK: 'week',
  MONTHS: 'month',
  MONTH: 'month',
  YEARS: 'year',
  YEAR: 'year',
};

/** `$49.00 / month`, `$120.00 / 3 months`, `$15.00 once`; amounts are in currency units (49.00). */
export function priceAmount(price: Pick<PriceSetting, 'amount' | 'currency' | 'interval' | 'type'>): string {
  const amount = formatCurrency(price.amount, price.currency);
  const unit = price.interval?.type ? INTERVALS[price.interval.type.toUpperCase()] : undefined;
  if (!unit || price.type?.toUpperCase() === 'ONETIME') return `${amount} once`;
  const count = price.interval?.count ?? 1;
  return count > 1 ? `${amount} / ${count} ${unit}s` : `${amount} / ${unit}`;
}

function formatCurrency(amount: number, currency: string): string {
  const value = Number.isFinite(amount) ? amount : 0;
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(value);
  } catch {
    return `${value.toFixed(2)} ${currency.toUpperCase()}`; // not an ISO currency code
  }
}
