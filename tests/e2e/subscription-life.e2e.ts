import { expect, type Page, test } from '@playwright/test';
import { E2E_BASE_URL } from './e2e-env';
import { freshEmail, membershipCall, signUp, withStoredSession } from './members';

const MODALS_PAGE = '/demo-pages/membership-modals.html';
const MONTHLY = 'prc_chainforge_team_monthly';

const profile = (page: Page) => page.locator('ms-profile-modal');
const paidPlan = (page: Page) => profile(page).locator('[part="paid-plan"]');

/** The profile modal's Plans section, opened from the demo page's button. */
async function openPlans(page: Page): Promise<void> {
  await page.goto(MODALS_PAGE);
  await page.getByRole('button', { name: 'Profile', exact: true }).click();
  await profile(page).locator('[part="menu"]').getByRole('button', { name: 'Plans', exact: true }).click();
  await expect(profile(page).getByRole('heading', { name: 'Paid Plans' })).toBeVisible();
}

/** From the Plans section to the development billing portal, one button there, and back to the site. */
async function inPortal(page: Page, ...buttons: string[]): Promise<void> {
  await profile(page).getByRole('button', { name: 'Manage Subscriptions', exact: true }).click();
  await page.waitForURL(/\/membership\/dev-billing-portal\?/);
  for (const name of buttons) await page.getByRole('button', { name, exact: true }).click();
  await page.getByRole('link', { name: 'Return to the site' }).click();
  await page.waitForURL((url) => url.pathname === MODALS_PAGE);
}

test('the whole subscription life without Stripe: bought, past due, paid, canceling at the period end', async ({
  page,
}) => {
  const buyer = await signUp(freshEmail('life'), 'first-password-1');
  await withStoredSession(page, buyer);
  const { url } = await membershipCall<{ url: string }>(
    'POST',
    '/member/plans/create-checkout-session',
    { priceId: MONTHLY, success_url: `${E2E_BASE_URL}${MODALS_PAGE}`, cancel_url: `${E2E_BASE_URL}${MODALS_PAGE}` },
    buyer.tokens.accessToken,
  );
  await page.goto(url);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL((next) => next.pathname === MODALS_PAGE);

  await openPlans(page);
  await expect(paidPlan(page)).toContainText('Team');
  await expect(paidPlan(page)).toContainText('Active');
  await expect(paidPlan(page)).toContainText('Renews on');

  await inPortal(page, 'Fail the next payment');
  await openPlans(page);
  await expect(paidPlan(page)).toContainText('Past due');
  await expect(paidPlan(page)).toContainText('The last payment failed.');

  await inPortal(page, 'Pay the past-due invoice', 'Cancel at period end');
  await openPlans(page);
  await expect(paidPlan(page)).toContainText(/Cancels on \w+/);
  await expect(paidPlan(page)).not.toContainText('Past due');
});
