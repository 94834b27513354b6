import type { MessageKey } from '../../core/membership/messages';
import type { MemberPlanConnection } from '../../core/membership/types';

/** A text of the catalogue, with the billing date (Unix seconds) it names, if any. */
export interface DatedText {
  key: MessageKey;
  date?: number;
}

/** What the Plans section says of a paid plan: a badge, and a line under its name. */
export interface PaidPlanState {
  badge: DatedText;
  /** `attention` where the member has something to do or is about to lose the plan. */
  tone: 'attention' | 'neutral';
  detail?: DatedText;
}

/**
 * The connection's state in words. Canceling at the period's end is told by its date whatever the
 * status, since that is what the member needs to know; a failed payment asks for a new card.
 */
export function paidPlanState(connection: MemberPlanConnection): PaidPlanState {
  const cancelAt = connection.payment?.cancelAtDate ?? null;
  const renews = connection.payment?.nextBillingDate ?? null;
  switch (connection.status) {
    case 'PAST_DUE':
      return { badge: { key: 'plans.pastDue' }, tone: 'attention', detail: { key: 'plans.paymentFailed' } };
    case 'UNPAID':
      return { badge: { key: 'plans.unpaid' }, tone: 'attention', detail: { key: 'plans.paymentFailed' } };
    case 'CANCELED':
      return {
        badge: { key: 'plans.canceled' },
        tone: 'neutral',
        detail: cancelAt === null ? undefined : { key: 'plans.endedOn', date: cancelAt },
      };
  }
  if (cancelAt !== null) return { badge: { key: 'plans.cancelsOn', date: cancelAt }, tone: 'attention' };
  return {
    badge: { key: connection.status === 'TRIALING' ? 'plans.trialing' : 'plans.active' },
    tone: 'neutral',
    detail: renews === null ? undefined : { key: 'plans.renewsOn', date: renews },
  };
}
