import { describe, expect, it } from 'vitest';
import type { ConsoleActivity } from '../../../contract/console-activity-answers';
import { formatCurrency, planSummary, revenueText, signUpSummary } from './activity-figures';

const activity = (overrides: Partial<ConsoleActivity> = {}): ConsoleActivity => ({
  mode: 'live',
  period: 30,
  from: '2026-11-01',
  to: '2026-11-03',
  signUps: [
    { day: '2026-11-01', count: 2 },
    { day: '2026-11-02', count: 5 },
    { day: '2026-11-03', count: 0 },
  ],
  totalMembers: 10,
  activeMembers: 4,
  membersByPlan: [
    { planId: 'pln_a', name: 'Starter', free: true, active: true, members: 6 },
    { planId: 'pln_b', name: 'Team', free: false, active: true, members: 1 },
    { planId: 'pln_c', name: 'Old', free: true, active: false, members: 0 },
  ],
  recurringRevenue: [],
  ...overrides,
});

describe('activity figures', () => {
  it('formats revenue per currency, $0.00 when nothing recurs, and unknown codes as they are', () => {
    expect(revenueText([])).toBe('$0.00');
    expect(
      revenueText([
        { currency: 'usd', monthlyAmount: 89.83, connections: 2 },
        { currency: 'eur', monthlyAmount: 50, connections: 1 },
      ]),
    ).toBe('$89.83 + €50.00');
    expect(formatCurrency(5, 'zz1')).toBe('5.00 ZZ1');
  });

  it('sums up the sign-ups and the plans in one line each', () => {
    expect(signUpSummary(activity())).toBe('7 sign-ups from Nov 1, 2026 to Nov 3, 2026; the most on Nov 2, 2026 (5).');
    expect(signUpSummary(activity({ signUps: [{ day: '2026-11-01', count: 0 }] }))).toBe(
      'No sign-ups from Nov 1, 2026 to Nov 3, 2026.',
    );
    expect(planSummary(activity())).toBe('2 plans have members; Starter the most (6).');
    expect(planSummary(activity({ membersByPlan: [] }))).toBe('No member holds a plan.');
  });
});
