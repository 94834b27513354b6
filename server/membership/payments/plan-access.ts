import { logger } from '../../observability/logger.ts';

/** A member's paid plan, by ids only: what may be logged and broadcast. */
export interface PlanAccess {
  memberId: string;
  planId: string;
}

/**
 * Called once a paid plan stops granting access (canceled, unpaid, refunded), after the change is
 * committed. Nothing of this process needs evicting: what a plan opens (secure content, content
 * groups, the member JSON) is read from the database on every request, and no session or API token
 * carries it. Should anything come to cache it, its cross-instance eviction hooks in here.
 */
export function planAccessEnded(ended: PlanAccess): void {
  logger.info(ended, 'A paid plan no longer grants access');
}
