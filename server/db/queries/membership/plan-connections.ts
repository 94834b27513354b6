import type { Kysely } from 'kysely';
import type { Database } from '../../schema.ts';
import type { PlanConnectionStatus } from '../../schema-membership.ts';

/** Removes a FREE connection only; paid ones end through the billing portal. True when one went. */
export async function deleteFreePlanConnection(
  db: Kysely<Database>,
  memberId: string,
  planId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('ms_plan_connections')
    .where('member_id', '=', memberId)
    .where('plan_id', '=', planId)
    .where('type', '=', 'FREE')
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** A paid connection as its Stripe purchase makes it (payments/purchase-state.ts). Instants ISO-8601. */
export interface PaidConnectionState {
  memberId: string;
  planId: string;
  priceId: string;
  type: 'SUBSCRIPTION' | 'ONETIME';
  status: PlanConnectionStatus;
  active: boolean;
  lastBillingAt: string | null;
  nextBillingAt: string | null;
  cancelAt: string | null;
  stripeSubscriptionId: string;
  stripeEventAt: string;
}

/**
 * Writes a paid connection's state. (member, plan) is unique, so a member who held the plan
 * before (canceled, say) gets that row back with the new purchase's state.
 */
export async function writePaidPlanConnection(db: Kysely<Database>, id: string, state: PaidConnectionState) {
  const values = {
    price_id: state.priceId,
    type: state.type,
    status: state.status,
    active: state.active ? (1 as const) : (0 as const),
    last_billing_at: state.lastBillingAt,
    next_billing_at: state.nextBillingAt,
    cancel_at: state.cancelAt,
    stripe_subscription_id: state.stripeSubscriptionId,
    stripe_event_at: state.stripeEventAt,
  };
  await db
    .insertInto('ms_plan_connections')
    .values({ id, member_id: state.memberId, plan_id: state.planId, created_at: state.stripeEventAt, ...values })
    .onConflict((oc) => oc.columns(['member_id', 'plan_id']).doUpdateSet(values))
    .execute();
}

/** Whether the member's connection to the plan grants access now (undefined: no connection). */
export async function planConnectionActive(
  db: Kysely<Database>,
  memberId: string,
  planId: string,
): Promise<boolean | undefined> {
  const row = await db
    .selectFrom('ms_plan_connections')
    .select('active')
    .where('member_id', '=', memberId)
    .where('plan_id', '=', planId)
    .executeTakeFirst();
  return row ? row.active === 1 : undefined;
}

/** Sets the payment customer id unless the member already has one; answers the id in effect. */
export async function ensureStripeCustomerId(
  db: Kysely<Database>,
  memberId: string,
  candidate: string,
): Promise<string> {
  await db
    .updateTable('members')
    .set({ stripe_customer_id: candidate })
    .where('id', '=', memberId)
    .where('stripe_customer_id', 'is', null)
    .execute();
  const row = await db
    .selectFrom('members')
    .select('stripe_customer_id')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  return row.stripe_customer_id ?? candidate;
}

/**
 * Takes the member's row lock for the rest of the transaction (the no-op update), so two Stripe
 * events of one member on PostgreSQL fold one after the other, each seeing the other's event.
 */
export async function lockMemberBilling(db: Kysely<Database>, memberId: string): Promise<void> {
  await db
    .updateTable('members')
    .set((eb) => ({ stripe_customer_id: eb.ref('stripe_customer_id') }))
    .where('id', '=', memberId)
    .execute();
}
