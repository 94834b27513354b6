import { expect, type Page, test } from '@playwright/test';
import { totpCode } from '../../server/membership/testing/two-step';
import { freshEmail, logInAs, signUp, withStoredSession } from './members';

const MODALS_PAGE = '/demo-pages/membership-modals.html';
const PASSWORD = 'first-password-1';

const profile = (page: Page) => page.locator('ms-profile-modal');
const twoStep = (page: Page) => profile(page).locator('[part="two-step"]');
const toast = (page: Page, text: string) => profile(page).locator('[part="toast"]', { hasText: text });
const button = (page: Page, name: string) => profile(page).getByRole('button', { name, exact: true });

/** Types a code into the six boxes as a person would, from the first box. */
async function enterCode(page: Page, code: string): Promise<void> {
  await twoStep(page).locator('[part="code-digit"]').first().click();
  await page.keyboard.type(code);
}

test('a member turns two-step on from the secret on screen, gets 10 backup codes, and turns it off with a code', async ({
  page,
}) => {
  const email = freshEmail('two-step');
  await withStoredSession(page, await signUp(email, PASSWORD));
  await page.goto(MODALS_PAGE);
  await page.getByRole('button', { name: 'Profile', exact: true }).click();
  await profile(page).locator('[part="menu"]').getByRole('button', { name: 'Security', exact: true }).click();

  await button(page, 'Turn on').click();
  await expect(profile(page).getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await twoStep(page).locator('[part="two-step-secret"]').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await enterCode(page, totpCode(secret));
  await button(page, 'Turn on two-step sign-in').click();

  const codes = twoStep(page).locator('[part="backup-codes"] li');
  await expect(codes).toHaveCount(10);
  await expect(toast(page, 'Everywhere else your account was signed in, it is now signed out.')).toBeVisible();
  for (const code of await codes.allInnerTexts()) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

  // Signing in with the password now asks for the second step.
  await expect(logInAs(email, PASSWORD)).rejects.toThrow(/second-factor-required/);

  await button(page, 'Done').click();
  await expect(twoStep(page)).toContainText('Two-step sign-in is on. 10 backup codes left.');
  await button(page, 'Turn off').click();
  await enterCode(page, totpCode(secret, 1));
  await button(page, 'Turn off').click();
  await expect(toast(page, 'Two-step sign-in is off.')).toBeVisible();
  await expect(button(page, 'Turn on')).toBeVisible();
  await expect(logInAs(email, PASSWORD)).resolves.toHaveProperty('tokens');
});
