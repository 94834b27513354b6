import type { ConsoleActivity, RecurringRevenue } from '../../../contract/console-activity-answers';
import { formatDay } from '../../core/calendar-format';
import { formatCount } from '../../core/format';

/** An amount in its currency as people read it: `$89.83`, `€50.00`. */
export function formatCurrency(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount);
  } catch {
    // A code Intl does not know is shown as it is.
    return `${amount.toFixed(2)} ${currency.toUpperCase()}`;
  }
}

/** Monthly recurring revenue in every currency paid in: `$89.83 + €50.00`; nothing recurring: `$0.00`. */
export function revenueText(revenue: readonly RecurringRevenue[]): string {
  if (revenue.length === 0) return formatCurrency(0, 'usd');
  return revenue.map((entry) => formatCurrency(entry.monthlyAmount, entry.currency)).join(' + ');
}

export const totalSignUps = (activity: ConsoleActivity): number =>
  activity.signUps.reduce((sum, day) => sum + day.count, 0);

const plural = (count: number, one: string, other: string) => `${formatCount(count)} ${count === 1 ? one : other}`;

/** The sign-up chart's one line: how many, over which days, and the busiest day. */
export function signUpSummary(activity: ConsoleActivity): string {
  const total = totalSignUps(activity);
  const period = `${formatDay(activity.from)} to ${formatDay(activity.to)}`;
  if (total === 0) return `No sign-ups from ${period}.`;
  const busiest = activity.signUps.reduce((best, day) => (day.count > best.count ? day : best));
  return `${plural(total, 'sign-up', 'sign-ups')} from ${period}; the most on ${formatDay(busiest.day)} (${formatCount(busiest.count)}).`;
}

/** The plan chart's one line: how many plans have holders, and the most held. */
export function planSummary(activity: ConsoleActivity): string {
  const held = activity.membersByPlan.filter((plan) => plan.members > 0);
  if (held.length === 0) return 'No member holds a plan.';
  const top = held.reduce((best, plan) => (plan.members > best.members ? plan : best));
  return `${plural(held.length, 'plan has', 'plans have')} members; ${top.name} the most (${formatCount(top.members)}).`;
}
