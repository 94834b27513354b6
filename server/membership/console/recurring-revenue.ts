import type { RecurringRevenue } from '../../../contract/console-activity-answers.ts';
import type { PaidPriceCount } from '../../db/queries/membership/activity.ts';

/** How many of each billing interval make a month, on average over a year. */
const PER_MONTH: Record<NonNullable<PaidPriceCount['interval_type']>, number> = {
  DAYS: 365 / 12,
  WEEKS: 52 / 12,
  MONTHS: 1,
  YEARS: 1 / 12,
};

/** A price's amount as a month's worth, in cents: every 3 months is a third a month, yearly a twelfth. */
export function monthlyCents(price: Pick<PaidPriceCount, 'amount_cents' | 'interval_type' | 'interval_count'>): number {
  if (price.interval_type === null) return 0;
  const count = price.interval_count && price.interval_count > 0 ? price.interval_count : 1;
  return (price.amount_cents * PER_MONTH[price.interval_type]) / count;
}

/**
 * The paying connections' prices as monthly recurring revenue per currency, largest first. A price
 * without an interval does not recur and is left out. Cents are rounded once, after adding up.
 */
export function recurringRevenue(prices: readonly PaidPriceCount[]): RecurringRevenue[] {
  const byCurrency = new Map<string, { cents: number; connections: number }>();
  for (const price of prices) {
    if (price.interval_type === null || price.connections === 0) continue;
    const total = byCurrency.get(price.currency) ?? { cents: 0, connections: 0 };
    total.cents += monthlyCents(price) * price.connections;
    total.connections += price.connections;
    byCurrency.set(price.currency, total);
  }
  return [...byCurrency]
    .map(([currency, { cents, connections }]) => ({ currency, monthlyAmount: Math.round(cents) / 100, connections }))
    .sort((a, b) => b.monthlyAmount - a.monthlyAmount || a.currency.localeCompare(b.currency));
}
