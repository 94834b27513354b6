import { describe, expect, it } from 'vitest';
import type { PaidPriceCount } from '../../db/queries/membership/activity.ts';
import { monthlyCents, recurringRevenue } from './recurring-revenue.ts';

const price = (overrides: Partial<PaidPriceCount>): PaidPriceCount => ({
  price_id: 'prc_x',
  currency: 'usd',
  amount_cents: 1200,
  interval_type: 'MONTHS',
  interval_count: 1,
  connections: 1,
  ...overrides,
});

describe('monthly recurring revenue', () => {
  it('normalises each interval to a month', () => {
    expect(monthlyCents(price({ amount_cents: 1200, interval_type: 'MONTHS', interval_count: 1 }))).toBe(1200);
    expect(monthlyCents(price({ amount_cents: 1200, interval_type: 'MONTHS', interval_count: 3 }))).toBe(400);
    expect(monthlyCents(price({ amount_cents: 12000, interval_type: 'YEARS', interval_count: 1 }))).toBe(1000);
    expect(monthlyCents(price({ amount_cents: 1200, interval_type: 'WEEKS', interval_count: 1 }))).toBeCloseTo(5200);
    expect(monthlyCents(price({ amount_cents: 100, interval_type: 'DAYS', interval_count: 1 }))).toBeCloseTo(
      3041.67,
      2,
    );
    expect(monthlyCents(price({ interval_type: null, interval_count: null }))).toBe(0);
  });

  it('adds up per currency, rounds once, largest first, and leaves out prices that do not recur', () => {
    expect(
      recurringRevenue([
        price({ price_id: 'prc_m', amount_cents: 999, connections: 3 }),
        price({ price_id: 'prc_y', amount_cents: 9999, interval_type: 'YEARS', connections: 2 }),
        price({ price_id: 'prc_e', currency: 'eur', amount_cents: 5000, connections: 1 }),
        price({ price_id: 'prc_o', currency: 'gbp', interval_type: null, interval_count: null, connections: 4 }),
      ]),
    ).toEqual([
      { currency: 'eur', monthlyAmount: 50, connections: 1 },
      // 3 x 9.99 + 2 x 99.99 / 12 = 29.97 + 16.665 = 46.635
      { currency: 'usd', monthlyAmount: 46.64, connections: 5 },
    ]);
    expect(recurringRevenue([])).toEqual([]);
  });
});
