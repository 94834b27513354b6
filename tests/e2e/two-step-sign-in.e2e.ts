import { expect, type Locator, type Page, test } from '@playwright/test';
import { TOKEN_KEY } from '../../elements/core/membership/session-keys';
import { devProviderPopup } from '../../server/membership/testing/provider-popup';
import type { TestServer } from '../../server/testing/test-server';
import { E2E_BASE_URL } from './e2e-env';
import { type BuilderSite, builderPage, serveBuilderSite } from './builder-site';
import { freshEmail, PUBLIC_KEY, signUp } from './members';
import { LOCALHOST_BASE_URL, totpCode, turnOnTwoStep } from './sign-in-factors';

// Signing in with two-step on: the password, then the authenticator app's code or a backup code,
// in the login modal and through a builder's no-code login form. The codes are computed here as
// the member's phone would.

const MODALS_PAGE = '/demo-pages/membership-modals.html';
const PASSWORD = 'two-step-sign-in-1';

const modal = (page: Page) => page.locator('ms-login-modal');
const heading = (page: Page) => modal(page).locator('[part="dialog-heading"]');
const boxes = (page: Page) => modal(page).locator('[part="code-digit"]');
const toast = (page: Page, text: string) => modal(page).locator('[part="toast"]', { hasText: text });

async function typeCode(digits: Locator, code: string): Promise<void> {
  await digits.first().click();
  await digits.page().keyboard.type(code);
}

/** A fresh member with two-step on, and their secret and backup codes. */
async function twoStepMember() {
  const email = freshEmail('two-step');
  const session = await signUp(email, PASSWORD);
  return { email, ...(await turnOnTwoStep(session)) };
}

async function passwordInModal(page: Page, email: string): Promise<void> {
  await page.goto(MODALS_PAGE);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await modal(page).locator('input[name="email"]').fill(email);
  await modal(page).locator('input[name="password"]').fill(PASSWORD);
  await modal(page).locator('button[type="submit"]').click();
  await expect(heading(page)).toHaveText('Two-step sign-in');
}

const storedToken = (page: Page) => page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);

test.describe('two-step sign-in', () => {
  test('the password, then the code from the authenticator app, signs in', async ({ page }) => {
    const { email, secret } = await twoStepMember();
    await passwordInModal(page, email);
    await expect(boxes(page)).toHaveCount(6);
    await expect(page.locator('#member-email')).toHaveText('nobody');
    expect(await storedToken(page)).toBeNull();

    await typeCode(boxes(page), totpCode(secret));
    await modal(page).locator('button[type="submit"]').click();
    await expect(page.locator('#modal-result')).toHaveText(`LOGIN ${email}`);
    await expect(page.locator('#member-email')).toHaveText(email);
  });

  test('a backup code signs in once; used again, it is refused', async ({ page }) => {
    const { email, backupCodes } = await twoStepMember();
    const useBackupCode = async (code: string) => {
      await passwordInModal(page, email);
      await modal(page).getByRole('button', { name: 'Use a backup code', exact: true }).click();
      const field = modal(page).getByLabel('Backup code');
      await expect(field).toBeFocused();
      await field.fill(code);
      await modal(page).locator('button[type="submit"]').click();
    };

    await useBackupCode(backupCodes[0]!);
    await expect(page.locator('#modal-result')).toHaveText(`LOGIN ${email}`);
    await page.getByRole('button', { name: 'Logout', exact: true }).click();
    await expect(page.locator('#member-email')).toHaveText('nobody');

    await useBackupCode(backupCodes[0]!);
    await expect(toast(page, 'The code is not correct.')).toBeVisible();
    await expect(heading(page)).toHaveText('Two-step sign-in');
    // Said once, under the heading, and the field keeps the focus for another code.
    await expect(modal(page).locator('[part="toast"]')).toHaveCount(1);
    await expect(modal(page).locator('[part="field-error"]')).toHaveCount(0);
    await expect(modal(page).getByLabel('Backup code')).toBeFocused();
    await expect(page.locator('#member-email')).toHaveText('nobody');

    // Another, unused one still works in the same challenge.
    await modal(page).getByLabel('Backup code').fill(backupCodes[1]!);
    await modal(page).locator('button[type="submit"]').click();
    await expect(page.locator('#member-email')).toHaveText(email);
  });

  test('a Google sign-in of such a member goes on to the second step, then signs in', async ({ page }) => {
    const account = { id: `e2e-two-step-${Date.now()}`, email: freshEmail('two-step-google') };
    const signup = await devProviderPopup(
      { url: E2E_BASE_URL } as TestServer,
      'signup',
      { provider: 'google' },
      account,
    );
    const { secret } = await turnOnTwoStep(signup.message.data);

    await page.goto(MODALS_PAGE);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    const popupOpened = page.waitForEvent('popup');
    await modal(page).getByRole('button', { name: 'Continue with Google' }).click();
    const popup = await popupOpened;
    await popup.locator('#id').fill(account.id);
    await popup.locator('#email').fill(account.email);
    await popup.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(heading(page)).toHaveText('Two-step sign-in');
    expect(await storedToken(page)).toBeNull();

    await typeCode(boxes(page), totpCode(secret));
    await modal(page).locator('button[type="submit"]').click();
    await expect(page.locator('#modal-result')).toHaveText(`LOGIN ${account.email}`);
    await expect(page.locator('#member-email')).toHaveText(account.email);
  });

  test.describe("a builder's no-code login form", () => {
    const BUILDER = 'http://localhost:4995';
    let site: BuilderSite;
    test.beforeAll(async () => {
      site = await serveBuilderSite(
        {
          '/': builderPage(
            {
              src: `${LOCALHOST_BASE_URL}/cdn/chainforge-elements.js`,
              'data-public-key': PUBLIC_KEY,
              'data-api-url': `${LOCALHOST_BASE_URL}/membership`,
              'data-inspector': 'off',
            },
            `<form data-ms-form="login">
      <label>Email <input type="email" data-ms-member="email"></label>
      <label>Password <input type="password" data-ms-member="password"></label>
      <button type="submit">Log in</button>
      <p data-ms-message="error"></p>
    </form>
    <p data-ms-content="members">Signed in as <span data-ms-member="email"></span></p>`,
          ),
        },
        BUILDER,
      );
    });
    test.afterAll(() => site.close());

    test('asks for the code in the login modal, then signs in; closed, it says nobody signed in', async ({ page }) => {
      const { email, secret } = await twoStepMember();
      await page.goto(`${BUILDER}/`);
      const submitForm = async () => {
        await page.getByLabel('Email').fill(email);
        await page.getByLabel('Password').fill(PASSWORD);
        await page.getByRole('button', { name: 'Log in' }).click();
        await expect(heading(page)).toHaveText('Two-step sign-in');
      };

      await submitForm();
      await page.keyboard.press('Escape');
      await expect(page.locator('[data-ms-message="error"]')).toContainText('You are not signed in');
      await expect(page.locator('form')).toHaveAttribute('data-ms-state', 'error');

      await submitForm();
      await typeCode(boxes(page), totpCode(secret));
      await modal(page).locator('button[type="submit"]').click();
      await expect(page.locator('span[data-ms-member="email"]')).toHaveText(email);
      await expect(page.locator('form')).toHaveAttribute('data-ms-state', 'success');
    });
  });
});
