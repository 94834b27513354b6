import { expect, type Page, test } from '@playwright/test';
import { E2E_PORT } from './e2e-env';
import { latestCode } from './mailbox';
import { freshEmail, membershipCall, signUp, withStoredSession } from './members';
import type { AuthAnswer } from '../../elements/core/membership/types';
import { addVirtualAuthenticator } from './sign-in-factors';

// WebAuthn refuses IP-address origins: the page is opened at localhost, the relying party.
const MODALS_PAGE = `http://localhost:${E2E_PORT}/demo-pages/membership-modals.html`;

const profile = (page: Page) => page.locator('ms-profile-modal');
const passkeys = (page: Page) => profile(page).locator('[part="passkeys"]');
const toast = (page: Page, text: string) => profile(page).locator('[part="toast"]', { hasText: text });
const button = (page: Page, name: string) => profile(page).getByRole('button', { name, exact: true });

async function openSecurity(page: Page, session: AuthAnswer): Promise<void> {
  await withStoredSession(page, session);
  await page.goto(MODALS_PAGE);
  await page.getByRole('button', { name: 'Profile', exact: true }).click();
  await profile(page).locator('[part="menu"]').getByRole('button', { name: 'Security', exact: true }).click();
  await expect(passkeys(page)).toBeVisible();
}

/** A member who signed up with an emailed code: no password, so a passkey can be their only way in. */
async function signUpWithoutPassword(): Promise<AuthAnswer> {
  const email = freshEmail('no-password');
  await membershipCall('POST', '/auth/passwordless/signup/send', { email });
  return membershipCall<AuthAnswer>('POST', '/auth/signup?isPasswordless=true', {
    email,
    passwordlessToken: await latestCode(email),
  });
}

test.describe('passkeys in the profile modal, with Chromium virtual authenticator', () => {
  test('a member adds a passkey under a name of their own, sees it listed, renames and deletes it', async ({
    page,
  }) => {
    const authenticator = await addVirtualAuthenticator(page);
    await openSecurity(page, await signUp(freshEmail('passkey'), 'first-password-1'));
    await expect(passkeys(page)).toContainText('You have no passkeys yet.');

    await button(page, 'Add a passkey').click();
    const name = profile(page).getByLabel('Passkey name');
    await expect(name).toHaveValue(/ on /);
    await name.fill('Work laptop');
    await button(page, 'Create passkey').click();
    await expect(toast(page, 'Passkey added.')).toBeVisible();
    const row = passkeys(page).locator('[part="passkey"]');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Work laptop');
    await expect(row).toContainText('not used yet');
    const stored = await authenticator.credentials();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.isResidentCredential).toBe(true);

    // Listed by the service, not only on this screen.
    await page.reload();
    await page.getByRole('button', { name: 'Profile', exact: true }).click();
    await profile(page).locator('[part="menu"]').getByRole('button', { name: 'Security', exact: true }).click();
    await expect(row).toContainText('Work laptop');

    await row.getByRole('button', { name: 'Rename' }).click();
    await expect(row.getByRole('textbox', { name: 'New name' })).toBeFocused();
    await page.keyboard.type('Desk');
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Passkey renamed.')).toBeVisible();
    await expect(row).toContainText('Desk');

    await row.getByRole('button', { name: 'Delete' }).click();
    await row.getByRole('button', { name: 'Are you sure?' }).click();
    await expect(toast(page, 'Passkey deleted.')).toBeVisible();
    await expect(passkeys(page)).toContainText('You have no passkeys yet.');
  });

  test("deleting a member's only way in is refused with the service's reason", async ({ page }) => {
    await addVirtualAuthenticator(page);
    await openSecurity(page, await signUpWithoutPassword());
    await button(page, 'Add a passkey').click();
    await button(page, 'Create passkey').click();
    await expect(toast(page, 'Passkey added.')).toBeVisible();
    const row = passkeys(page).locator('[part="passkey"]');
    await row.getByRole('button', { name: 'Delete' }).click();
    await row.getByRole('button', { name: 'Are you sure?' }).click();
    await expect(toast(page, 'This passkey is your only way to sign in.')).toBeVisible();
    await expect(row).toHaveCount(1);
  });
});
