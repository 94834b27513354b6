/** What the console activity benchmark seeds (api/serve-console-activity.ts) and asks for (console-activity.ts). */
export const ACTIVITY_BENCH = {
  MEMBERS: 100_000,
  APP_ID: 'app_chainforge_demo',
  /** Members joined over this many days up to now. */
  JOINED_OVER_DAYS: 120,
  /** One member in 3 signed in at some time in the last 45 days. */
  SIGNED_IN_EVERY: 3,
  FREE_PLAN: 'pln_chainforge_community',
  PAID_PLAN: 'pln_chainforge_team',
  MONTHLY_PRICE: 'prc_chainforge_team_monthly',
  YEARLY_PRICE: 'prc_chainforge_team_yearly',
} as const;
