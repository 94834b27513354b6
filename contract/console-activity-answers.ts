import type { ConsoleMemberMode } from './console-answers.ts';

/**
 * What the console's activity endpoint (GET /membership/console/activity) answers inside
 * `{ data }`: one mode's members of the owner's app. Days are `YYYY-MM-DD` in UTC.
 */

/** The periods sign-ups are counted over, in days up to and including today. */
export const ACTIVITY_PERIODS = [30, 90] as const;
export type ActivityPeriod = (typeof ACTIVITY_PERIODS)[number];

/** A member counts as active who signed in within this many days. */
export const ACTIVE_WITHIN_DAYS = 30;

export interface SignUpDay {
  day: string;
  count: number;
}

export interface PlanHolders {
  planId: string;
  name: string;
  free: boolean;
  /** A retired plan (INACTIVE) may still have holders. */
  active: boolean;
  /** Members holding it now (an active connection). */
  members: number;
}

/**
 * Monthly recurring revenue in one currency: each paying connection's price as a month's worth
 * (a yearly price over 12, a weekly one times 52/12), added up. Stripe-driven connections count
 * while ACTIVE or TRIALING, not while PAST_DUE, UNPAID or CANCELED.
 */
export interface RecurringRevenue {
  /** ISO 4217, lowercase as Stripe has it (`usd`). */
  currency: string;
  /** In the currency's units with two decimals (dollars, not cents). */
  monthlyAmount: number;
  /** Paying connections counted. */
  connections: number;
}

export interface ConsoleActivity {
  mode: ConsoleMemberMode;
  period: ActivityPeriod;
  /** The first and last day counted (today). */
  from: string;
  to: string;
  /** Every day from `from` to `to`, days without a sign-up as 0. */
  signUps: SignUpDay[];
  totalMembers: number;
  /** Members who signed in within ACTIVE_WITHIN_DAYS days. */
  activeMembers: number;
  /** The app's plans in its order (priority), with their holders in this mode. */
  membersByPlan: PlanHolders[];
  /** One entry per currency paid in, largest first; empty when nothing recurs. */
  recurringRevenue: RecurringRevenue[];
}
