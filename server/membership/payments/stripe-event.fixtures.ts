// What the recorded Stripe events of stripe-life.fixtures.ts share: the seeded app's plan and price,
// the fixed times (Unix seconds) of a subscription's periods, and the envelope of an event as
// Stripe's API version 2024-06-20 sends it.

export const APP_ID = 'app_chainforge_demo';
export const TEAM_PLAN = 'pln_chainforge_team';
export const MONTHLY = 'prc_chainforge_team_monthly';

export const DAY = 86_400;
/** The first payment, 2025-11-24 16:00 UTC; each period is 30 days here. */
export const T0 = 1_764_000_000;
export const M1 = T0 + 30 * DAY;
export const M2 = M1 + 30 * DAY;

export type Json = Record<string, unknown>;

/** An event as Stripe's webhook delivers it, around the object it is about. */
export const envelope = (id: string, type: string, created: number, object: Json, previous?: Json) => ({
  id,
  object: 'event',
  api_version: '2024-06-20',
  created,
  livemode: false,
  pending_webhooks: 1,
  request: { id: `req_${id.slice(4, 18)}`, idempotency_key: null },
  type,
  data: { object, ...(previous ? { previous_attributes: previous } : {}) },
});
