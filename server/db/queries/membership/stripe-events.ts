import type { Kysely } from 'kysely';
import type { Database } from '../../schema.ts';

/**
 * Claims a Stripe event id; false when it was claimed before. Call it in the transaction that
 * applies the event, so a failed change frees the id for Stripe's retry. ON CONFLICT DO NOTHING
 * rather than catching the unique violation: on PostgreSQL the violation would abort the transaction.
 */
export async function claimStripeEvent(
  db: Kysely<Database>,
  event: { id: string; type: string },
  now: Date,
): Promise<boolean> {
  const result = await db
    .insertInto('ms_stripe_events')
    .values({ id: event.id, type: event.type, processed_at: now.toISOString() })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}
