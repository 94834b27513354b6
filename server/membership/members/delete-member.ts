import type { Kysely } from 'kysely';
import { deleteMemberRow, hasActivePaidPlan, type MemberRow } from '../../db/queries/membership/members.ts';
import type { Database } from '../../db/schema.ts';
import { apiError } from '../../http/errors.ts';
import { revokeAllSessions } from '../security/sessions.ts';

export interface StripeCleanup {
  deleteStripeCustomer?: boolean;
  cancelStripeSubscriptions?: boolean;
}

/**
 * Deletes a member for good. Their sessions and API tokens end first, announced to every instance
 * as a logout is, so no cached verification outlives the member; then the row goes, and with it
 * everything theirs (the foreign keys cascade). This service does not call Stripe to cancel or
 * delete anything, so asking for that where there is something to cancel is refused (409), rather
 * than leaving a subscription charging a member who no longer exists.
 */
export async function deleteMember(
  db: Kysely<Database>,
  member: MemberRow,
  { deleteStripeCustomer, cancelStripeSubscriptions }: StripeCleanup = {},
): Promise<void> {
  const stripeWork =
    (deleteStripeCustomer === true && member.stripe_customer_id !== null) ||
    (cancelStripeSubscriptions === true && (await hasActivePaidPlan(db, member.id)));
  if (stripeWork) throw apiError('stripe-cleanup-unavailable');
  await revokeAllSessions(db, member.id);
  await deleteMemberRow(db, member.id);
}
