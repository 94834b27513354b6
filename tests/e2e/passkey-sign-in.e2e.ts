import { expect, type Page, test } from '@playwright/test';
import { type BuilderSite, builderPage, serveBuilderSite } from './builder-site';
import { freshEmail, PUBLIC_KEY, signUp, withStoredSession } from './members';
import { apiGet } from './session';
import {
  addVirtualAuthenticator,
  LOCALHOST_BASE_URL,
  registerPasskeyFromPage,
  withoutPasskeyAutofill,
} from './sign-in-factors';

// Signing in with a passkey, from the login modal and from a builder's button, with Chromium's
// virtual authenticator answering as a phone or laptop would.

const MODALS_PAGE = `${LOCALHOST_BASE_URL}/demo-pages/membership-modals.html`;
const PASSWORD = 'passkey-sign-in-1';

const modal = (page: Page) => page.locator('ms-login-modal');
const passkeyButton = (page: Page) => modal(page).getByRole('button', { name: 'Sign in with a passkey', exact: true });
const apiToken = (page: Page) => page.evaluate(() => localStorage.getItem('api_token'));

/**
 * A member signed in on the modals page adds a passkey in the profile modal (Security, Add a
 * passkey, on the page's authenticator), then signs out.
 */
async function memberWithPasskeySignedOut(page: Page): Promise<string> {
  const email = freshEmail('passkey-login');
  const session = await signUp(email, PASSWORD);
  await withStoredSession(page, session);
  await page.goto(MODALS_PAGE);
  await expect(page.locator('#member-email')).toHaveText(email);
  const profile = page.locator('ms-profile-modal');
  await page.getByRole('button', { name: 'Profile', exact: true }).click();
  await profile.locator('[part="menu"]').getByRole('button', { name: 'Security', exact: true }).click();
  await profile.getByRole('button', { name: 'Add a passkey', exact: true }).click();
  await profile.getByRole('button', { name: 'Create passkey', exact: true }).click();
  await expect(profile.locator('[part="toast"]', { hasText: 'Passkey added.' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(profile.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Logout', exact: true }).click();
  await expect(page.locator('#member-email')).toHaveText('nobody');
  await expect.poll(() => apiToken(page)).toBeNull();
  return email;
}

test.describe('passkey sign-in', () => {
  test("a member signs out, then in again with 'Sign in with a passkey', and single sign-on follows", async ({
    page,
  }) => {
    await withoutPasskeyAutofill(page);
    const authenticator = await addVirtualAuthenticator(page);
    const email = await memberWithPasskeySignedOut(page);
    expect(await authenticator.credentials()).toHaveLength(1);

    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(modal(page).locator('[part="dialog-heading"]')).toHaveText('Log in to your account');
    await expect(modal(page).locator('input[name="email"]')).toHaveAttribute('autocomplete', 'username webauthn');
    await passkeyButton(page).click();
    await expect(page.locator('#modal-result')).toHaveText(`LOGIN ${email}`);
    await expect(page.locator('#member-email')).toHaveText(email);
    await expect(modal(page)).toHaveCount(0);
    // As after a password: single sign-on gives the page a product API token that the API accepts.
    await expect.poll(() => apiToken(page)).not.toBeNull();
    const balance = await apiGet<{ current_month_spend: number }>((await apiToken(page))!, '/account-balance');
    expect(typeof balance.current_month_spend).toBe('number');
  });

  test("the email field's suggestions offer the passkey, and picking it signs in", async ({ page }) => {
    await addVirtualAuthenticator(page);
    const email = await memberWithPasskeySignedOut(page);
    // Chromium's virtual authenticator answers the field's conditional request as a person picking
    // the suggestion would.
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.locator('#modal-result')).toHaveText(`LOGIN ${email}`);
    await expect(page.locator('#member-email')).toHaveText(email);
    await expect.poll(() => apiToken(page)).not.toBeNull();
  });

  test('a cancelled passkey leaves the login modal as it was, with no message', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    // No authenticator holds a passkey for this site: the browser's sheet ends as a cancel does.
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });
    await page.goto(MODALS_PAGE);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(passkeyButton(page)).toHaveAttribute('part', 'provider-button passkey-button');
    await passkeyButton(page).click();
    await expect(passkeyButton(page)).toBeEnabled({ timeout: 15_000 });
    await expect(passkeyButton(page)).not.toHaveAttribute('aria-busy', 'true');
    await expect(modal(page).locator('[part="toast"]')).toHaveCount(0);
    await expect(page.locator('#member-email')).toHaveText('nobody');
  });

  test.describe("from a builder's page on another local origin", () => {
    const BUILDER = 'http://localhost:4996';
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
            `<button type="button" data-ms-action="passkey-login">Sign in with a passkey</button>
    <p data-ms-content="members">Signed in as <span data-ms-member="email"></span></p>
    <p data-ms-content="!members">Not signed in</p>`,
          ),
        },
        BUILDER,
      );
    });
    test.afterAll(() => site.close());

    test('data-ms-action="passkey-login" signs the member in, and the page updates', async ({ page }) => {
      await addVirtualAuthenticator(page);
      const email = freshEmail('passkey-builder');
      const { tokens } = await signUp(email, PASSWORD);
      await page.goto(`${BUILDER}/`);
      await expect(page.getByText('Not signed in')).toBeVisible();
      await registerPasskeyFromPage(page, tokens.accessToken);

      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await expect(page.locator('[data-ms-member="email"]')).toHaveText(email);
      await expect(page.getByText('Not signed in')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toHaveAttribute(
        'data-ms-state',
        'success',
      );
    });
  });
});
