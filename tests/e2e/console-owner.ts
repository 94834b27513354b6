import { expect, type Page, test } from '@playwright/test';
import { totpCode } from '../../server/membership/testing/two-step';

/** The owner development seeds, with the authenticator secret its phone would hold. */
export const SEEDED_OWNER = {
  email: 'owner@chainforge.dev',
  password: 'ChainForge-owner-1',
  totpSecret: 'JBSWY3DPEHPK3PXP',
} as const;

const STEP_MS = 30_000;

/**
 * Signs the seeded owner in to the console as a person does: email and password, then the
 * authenticator's code computed as the phone would. A code is accepted once per 30-second step,
 * so when another test took this step's code, the next step's is typed when it comes.
 */
export async function signInOwner(page: Page): Promise<void> {
  await page.goto('/console');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(SEEDED_OWNER.email);
  await form.getByLabel('Password', { exact: true }).fill(SEEDED_OWNER.password);
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  const digits = page.locator('console-sign-in [part="code-digit"]');
  await digits.first().click();
  await page.keyboard.type(totpCode(SEEDED_OWNER.totpSecret));
  const signedIn = page.getByRole('button', { name: 'Sign out' });
  const refused = page.locator('console-sign-in [part="form-error"]').filter({ hasText: /\S/ });
  await expect(signedIn.or(refused)).toBeVisible();
  if (await refused.isVisible()) {
    // The wait for the next step is the phone's, not the test's: the test gets that time too.
    const wait = STEP_MS - (Date.now() % STEP_MS) + 500;
    test.info().setTimeout(test.info().timeout + wait);
    await page.waitForTimeout(wait);
    await digits.first().click();
    await page.keyboard.type(totpCode(SEEDED_OWNER.totpSecret));
  }
  await expect(signedIn).toBeVisible();
}
