import type { Kysely } from 'kysely';
import type { Database } from '../../schema.ts';

/** What an event said (JSON, read by membership/payments/stripe-facts.ts) and the payment ids it names. */
export interface KeptFact {
  json: string;
  invoiceId: string | undefined;
  paymentIntentId: string | undefined;
}

/** The connection and purchase an event belongs to, once known. */
export interface FactOwner {
  memberId: string;
  planId: string;
  purchaseId: string;
}

/**
 * Claims a Stripe event id and keeps what it said; false when it was claimed before. Call it in
 * the transaction that applies the event, so a failed change frees the id for Stripe's retry.
 * ON CONFLICT DO NOTHING rather than catching the unique violation: on PostgreSQL the violation
 * would abort the transaction.
 */
export async function claimStripeEvent(
  db: Kysely<Database>,
  event: { id: string; type: string },
  now: Date,
  kept?: { fact: KeptFact; owner: Partial<FactOwner> },
): Promise<boolean> {
  const result = await db
    .insertInto('ms_stripe_events')
    .values({
      id: event.id,
      type: event.type,
      processed_at: now.toISOString(),
      member_id: kept?.owner.memberId ?? null,
      plan_id: kept?.owner.planId ?? null,
      purchase_id: kept?.owner.purchaseId ?? null,
      invoice_id: kept?.fact.invoiceId ?? null,
      payment_intent_id: kept?.fact.paymentIntentId ?? null,
      fact: kept?.fact.json ?? null,
    })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/**
 * The owner of an event that names no member (a refund, an invoice without our metadata): an
 * owned event of the same purchase, invoice or payment, if one has arrived.
 */
export async function findFactOwner(
  db: Kysely<Database>,
  ids: { purchaseId?: string; invoiceId?: string; paymentIntentId?: string },
): Promise<FactOwner | undefined> {
  const row = await db
    .selectFrom('ms_stripe_events')
    .select(['member_id', 'plan_id', 'purchase_id'])
    .where('member_id', 'is not', null)
    .where((eb) =>
      eb.or([
        ...(ids.purchaseId ? [eb('purchase_id', '=', ids.purchaseId)] : []),
        ...(ids.invoiceId ? [eb('invoice_id', '=', ids.invoiceId)] : []),
        ...(ids.paymentIntentId ? [eb('payment_intent_id', '=', ids.paymentIntentId)] : []),
      ]),
    )
    .executeTakeFirst();
  return row?.member_id && row.plan_id && row.purchase_id
    ? { memberId: row.member_id, planId: row.plan_id, purchaseId: row.purchase_id }
    : undefined;
}

/** Gives an owner to the events that arrived before anything named theirs: a refund before its payment. */
export async function adoptWaitingFacts(
  db: Kysely<Database>,
  owner: FactOwner,
  ids: { invoiceId?: string; paymentIntentId?: string },
): Promise<void> {
  const matches = [
    ['purchase_id', owner.purchaseId],
    ['invoice_id', ids.invoiceId],
    ['payment_intent_id', ids.paymentIntentId],
  ] as const;
  await db
    .updateTable('ms_stripe_events')
    .set({ member_id: owner.memberId, plan_id: owner.planId, purchase_id: owner.purchaseId })
    .where('member_id', 'is', null)
    .where('fact', 'is not', null)
    .where((eb) => eb.or(matches.filter(([, id]) => id).map(([column, id]) => eb(column, '=', id!))))
    .execute();
}

/** What every kept event of a member's plan said (JSON), by purchase. */
export async function listPurchaseFacts(
  db: Kysely<Database>,
  memberId: string,
  planId: string,
): Promise<Map<string, string[]>> {
  const rows = await db
    .selectFrom('ms_stripe_events')
    .select(['purchase_id', 'fact'])
    .where('member_id', '=', memberId)
    .where('plan_id', '=', planId)
    .where('fact', 'is not', null)
    .execute();
  const purchases = new Map<string, string[]>();
  for (const row of rows) {
    if (!row.purchase_id || !row.fact) continue;
    const facts = purchases.get(row.purchase_id) ?? [];
    facts.push(row.fact);
    purchases.set(row.purchase_id, facts);
  }
  return purchases;
}
