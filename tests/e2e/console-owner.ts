import { expect, type Locator, type Page, test } from '@playwright/test';
import { totpCode } from '../../server/membership/testing/two-step';

/** The owner development seeds, with the authenticator secret its phone would hold. */
export const SEEDED_OWNER = {
  email: 'owner@chainforge.dev',
  password: 'ChainForge-owner-1',
  totpSecret: 'JBSWY3DPEHPK3PXP',
} as const;

const STEP_MS = 30_000;

/** An owner as a test signs them in: email, password and the secret their phone's authenticator holds. */
export interface OwnerCredentials {
  email: string;
  password: string;
  totpSecret: string;
}

/**
 * Signs an owner (the seeded one unless given) in to the console as a person does: email and
 * password, then the authenticator's code computed as the phone would. A code is accepted once
 * per 30-second step, so when another sign-in took this step's code, the next step's is typed
 * when it comes. `consoleUrl`: the console's address, when not the test server's own (localhost,
 * for passkeys).
 */
export async function signInOwner(page: Page, owner: OwnerCredentials = SEEDED_OWNER, consoleUrl = '/console') {
  await page.goto(consoleUrl);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(owner.email);
  await form.getByLabel('Password', { exact: true }).fill(owner.password);
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  const signIn = page.locator('console-sign-in');
  await typeAuthenticatorCode(signIn, owner.totpSecret, page.getByRole('button', { name: 'Sign out' }));
}

/**
 * Types the authenticator's code into the six boxes in `form` (an element showing them) until
 * `done` shows: when the code of this step was taken already, the next step's, once it comes.
 */
export async function typeAuthenticatorCode(form: Locator, totpSecret: string, done: Locator): Promise<void> {
  const page = form.page();
  const digits = form.locator('[part="code-digit"]');
  await digits.first().click();
  await page.keyboard.type(totpCode(totpSecret));
  const refused = form.locator('[part="form-error"]').filter({ hasText: /\S/ });
  await expect(done.or(refused)).toBeVisible();
  if (await refused.isVisible()) {
    // The wait for the next step is the phone's, not the test's: the test gets that time too.
    const wait = STEP_MS - (Date.now() % STEP_MS) + 500;
    test.info().setTimeout(test.info().timeout + wait);
    await page.waitForTimeout(wait);
    await digits.first().click();
    await page.keyboard.type(totpCode(totpSecret));
  }
  await expect(done).toBeVisible();
}
