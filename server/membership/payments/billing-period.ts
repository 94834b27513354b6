import type { PriceRow } from '../../db/queries/membership/apps.ts';

/** When a price bills next after `from`; null for a one-time price. Used by every way a plan is paid for. */
export function nextBilling(price: PriceRow, from: Date): Date | null {
  if (price.type !== 'SUBSCRIPTION' || !price.interval_type) return null;
  const next = new Date(from);
  const count = price.interval_count ?? 1;
  if (price.interval_type === 'DAYS') next.setUTCDate(next.getUTCDate() + count);
  if (price.interval_type === 'WEEKS') next.setUTCDate(next.getUTCDate() + 7 * count);
  if (price.interval_type === 'MONTHS') next.setUTCMonth(next.getUTCMonth() + count);
  if (price.interval_type === 'YEARS') next.setUTCFullYear(next.getUTCFullYear() + count);
  return next;
}
