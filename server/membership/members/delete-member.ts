import { deleteMemberRow, hasActivePaidPlan, type MemberRow } from '../../db/queries/membership/members.ts';
import { apiError } from '../../http/errors.ts';
import { errorMessage, logger } from '../../observability/logger.ts';
import { ImageStore } from '../../uploads/image-store.ts';
import type { MembershipServices } from '../membership-context.ts';
import { revokeAllSessions } from '../security/sessions.ts';

export interface StripeCleanup {
  deleteStripeCustomer?: boolean;
  cancelStripeSubscriptions?: boolean;
}

/**
 * Deletes a member for good. Their sessions and API tokens end first, announced to every instance
 * as a logout is, so no cached verification outlives the member; then the row goes, and with it
 * everything theirs (the foreign keys cascade), and their profile image's file. This service does not call Stripe to cancel or
 * delete anything, so asking for that where there is something to cancel is refused (409), rather
 * than leaving a subscription charging a member who no longer exists.
 */
export async function deleteMember(
  { db, config }: Pick<MembershipServices, 'db' | 'config'>,
  member: MemberRow,
  { deleteStripeCustomer, cancelStripeSubscriptions }: StripeCleanup = {},
): Promise<void> {
  const stripeWork =
    (deleteStripeCustomer === true && member.stripe_customer_id !== null) ||
    (cancelStripeSubscriptions === true && (await hasActivePaidPlan(db, member.id)));
  if (stripeWork) throw apiError('stripe-cleanup-unavailable');
  await revokeAllSessions(db, member.id);
  await deleteMemberRow(db, member.id);
  // The member is gone whatever happens to the file: one left behind is logged, not a failed delete.
  await ImageStore.inDataDir(config.dataDir)
    .removeNamedBy(member.profile_image)
    .catch((error: unknown) =>
      logger.warn(
        { memberId: member.id, error: errorMessage(error) },
        "A deleted member's profile image stayed on disk",
      ),
    );
}
