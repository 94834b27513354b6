import { runtimeConfig } from '../core/config';
import { isTestModeKey } from '../../contract/test-mode-key';
import type { Member } from '../core/membership/types';
import { membershipClient, membershipSession } from '../kit/membership/membership-runtime';
import { activePlanIds } from './gating';
import { errorText, text } from './texts';
import { toast } from './toast';

/** Memberstack's keys: a plan or price a visitor picked before signing up. */
export const PENDING_PLAN_KEY = 'ms_plan';
export const PENDING_PRICE_KEY = 'ms_price';

export function readPending(key: string): string | null {
  try {
    return sessionStorage.getItem(key)?.trim() || null;
  } catch {
    return null;
  }
}

export function writePending(key: string, value: string | null): void {
  try {
    if (value) sessionStorage.setItem(key, value);
    else sessionStorage.removeItem(key);
  } catch {
    // Storage refused: the choice lasts as long as this page.
  }
}

const isTestMode = () => isTestModeKey(runtimeConfig.publicKey);

/**
 * Checkout for one price. In test mode the test card screen comes first (its "Continue to Test
 * Checkout" opens the checkout, with the price it is given); live, straight to checkout. Back here
 * afterwards, or to `successUrl`. Answers whether the page is leaving for checkout (false when the
 * visitor closed the test card screen).
 */
export async function checkout(priceId: string, successUrl = location.href): Promise<boolean> {
  if (isTestMode()) {
    const { type } = await window.chainforge.openModal('test_card', { priceId });
    return type === 'CHECKOUT';
  }
  const { url } = await membershipClient.createCheckoutSession({
    priceId,
    success_url: successUrl,
    cancel_url: location.href,
    origin_url: location.origin,
  });
  location.assign(url);
  return true;
}

/** The billing portal, where a member changes or cancels subscriptions; back to this page after. */
export async function openBillingPortal(): Promise<void> {
  const { url } = await membershipClient.createBillingPortalSession({
    return_url: location.href,
    origin_url: location.origin,
    priceIds: [],
  });
  location.assign(url);
}

/** Whether the member pays for a plan now (a paid connection, active). */
export const holdsPaidPlan = (member: Member): boolean =>
  (member.planConnections ?? []).some((connection) => connection.active !== false && connection.type !== 'FREE');

/**
 * After a sign-in or signup made in this tab: the plan picked before is added (unless the signup
 * already added it), and a price picked before goes to checkout. Answers whether checkout took over
 * (the page is about to leave, or the test card screen is open).
 */
export async function finishPending(successUrl?: string): Promise<boolean> {
  const member = membershipSession.member();
  if (!member) return false;
  const planId = readPending(PENDING_PLAN_KEY);
  if (planId) {
    writePending(PENDING_PLAN_KEY, null);
    if (!activePlanIds(member).has(planId)) {
      await membershipClient.addFreePlan(planId).then(
        () => toast('success', text('plans.added')),
        (error: unknown) => toast('error', errorText(error)),
      );
    }
  }
  const priceId = readPending(PENDING_PRICE_KEY);
  if (!priceId) return false;
  writePending(PENDING_PRICE_KEY, null);
  try {
    return await checkout(priceId, successUrl);
  } catch (error) {
    toast('error', errorText(error));
    return false;
  }
}
