import type { Kysely } from 'kysely';
import type { Database } from '../../schema.ts';

/** The member's connection to a plan, if any (a member holds a plan at most once). */
export async function findPlanConnection(db: Kysely<Database>, memberId: string, planId: string) {
  return db
    .selectFrom('ms_plan_connections')
    .select(['id', 'type', 'status', 'price_id'])
    .where('member_id', '=', memberId)
    .where('plan_id', '=', planId)
    .executeTakeFirst();
}

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

export interface NewPaidConnection {
  id: string;
  memberId: string;
  planId: string;
  priceId: string;
  now: Date;
  /** Null for a one-time price. */
  nextBillingAt: Date | null;
}

/**
 * A paid connection after a successful payment. A member who held the plan before (canceled,
 * say) gets that row back as active: (member, plan) is unique.
 */
export async function upsertPaidPlanConnection(db: Kysely<Database>, c: NewPaidConnection): Promise<void> {
  const values = {
    price_id: c.priceId,
    type: c.nextBillingAt ? ('SUBSCRIPTION' as const) : ('ONETIME' as const),
    status: 'ACTIVE' as const,
    active: 1 as const,
    last_billing_at: c.now.toISOString(),
    next_billing_at: c.nextBillingAt?.toISOString() ?? null,
    cancel_at: null,
  };
  await db
    .insertInto('ms_plan_connections')
    .values({ id: c.id, member_id: c.memberId, plan_id: c.planId, created_at: c.now.toISOString(), ...values })
    .onConflict((oc) => oc.columns(['member_id', 'plan_id']).doUpdateSet(values))
    .execute();
}

/** Cancels a paid connection now (the development portal has no period end to wait for). */
export async function cancelPaidPlanConnection(
  db: Kysely<Database>,
  memberId: string,
  connectionId: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('ms_plan_connections')
    .set({ status: 'CANCELED', active: 0, cancel_at: now.toISOString(), next_billing_at: null })
    .where('id', '=', connectionId)
    .where('member_id', '=', memberId)
    .where('type', '!=', 'FREE')
    .where('active', '=', 1)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
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

/** Removes a paid connection (its subscription ended at Stripe). True when one went. */
export async function deletePaidPlanConnection(
  db: Kysely<Database>,
  memberId: string,
  planId: string,
  priceId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('ms_plan_connections')
    .where('member_id', '=', memberId)
    .where('plan_id', '=', planId)
    .where('price_id', '=', priceId)
    .where('type', '!=', 'FREE')
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
