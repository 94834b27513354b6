import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import type { AccountBalance } from '../../elements/core/api-types';
import { BUILDER_ORIGIN, type BuilderSite, builderPage, serveBuilderSite } from './builder-site';
import { E2E_BASE_URL } from './e2e-env';
import { latestCode } from './mailbox';
import { DEMO_EMAIL, DEMO_PASSWORD, freshEmail, signUp } from './members';
import { apiGet, money } from './session';

const MODALS_PAGE = '/demo-pages/membership-modals.html';
const SIGNUP_PAGE = '/demo-pages/signup-modal.html';

/** The open modal: Playwright's CSS reaches into its shadow root. */
const modal = (page: Page) => page.locator('ms-login-modal');
const heading = (page: Page) => modal(page).locator('[part="dialog-heading"]');
const field = (page: Page, name: string) => modal(page).locator(`input[name="${name}"]`);
const submit = (page: Page) => modal(page).locator('button[type="submit"]');
const fieldErrors = (page: Page) => modal(page).locator('[part="field-error"]');
const memberEmail = (page: Page) => page.locator('#member-email');
const modalResult = (page: Page) => page.locator('#modal-result');

async function openScreen(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: label, exact: true }).click();
  await expect(modal(page).locator('dialog[open]')).toBeVisible();
}

/** Types a code into the six boxes the way a person does: the digits spread from the first box. */
async function typeCode(boxes: Locator, code: string): Promise<void> {
  await boxes.first().click();
  await boxes.page().keyboard.type(code);
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await field(page, 'email').fill(email);
  await field(page, 'password').fill(password);
  await submit(page).click();
}

test.describe('the membership widget on a builder page', () => {
  test('signs a new visitor up with a password through the modal', async ({ page }) => {
    const email = freshEmail('signup');
    await page.goto(MODALS_PAGE);
    await openScreen(page, 'Sign up');
    await expect(heading(page)).toHaveText('Create an account');
    await field(page, 'first-name').fill('Ada');
    await field(page, 'email').fill(email);
    await field(page, 'password').fill('a-long-password-1');
    await submit(page).click();
    await expect(modalResult(page)).toHaveText(`SIGNUP ${email}`);
    await expect(memberEmail(page)).toHaveText(email);
    await expect(modal(page)).toHaveCount(0);
  });

  test('logs the seeded demo account in, and openModal resolves LOGIN with the member', async ({ page }) => {
    await page.goto(MODALS_PAGE);
    const result = page.evaluate(() => window.chainforge.openModal('login'));
    await expect(modal(page).locator('dialog[open]')).toBeVisible();
    await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
    const { type, data } = await result;
    expect(type).toBe('LOGIN');
    expect((data as { member: { auth: { email: string } } }).member.auth.email).toBe(DEMO_EMAIL);
    await expect(memberEmail(page)).toHaveText(DEMO_EMAIL);
  });

  test('signs up and logs in without a password, with the mailed code', async ({ page }) => {
    const email = freshEmail('passwordless');
    await page.goto(MODALS_PAGE);
    await openScreen(page, 'Sign up');
    await modal(page).getByRole('button', { name: 'Continue with Email' }).click();
    await expect(field(page, 'password')).toHaveCount(0);
    await field(page, 'email').fill(email);
    await submit(page).click();
    await expect(heading(page)).toHaveText('Verify your email');
    const signupCode = await latestCode(email);
    await typeCode(modal(page).locator('[part="code-digit"]'), signupCode);
    await submit(page).click();
    await expect(modalResult(page)).toHaveText(`SIGNUP ${email}`);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(memberEmail(page)).toHaveText('nobody');

    await openScreen(page, 'Log in');
    await modal(page).getByRole('button', { name: 'Continue with Email' }).click();
    await field(page, 'email').fill(email);
    await submit(page).click();
    await expect(heading(page)).toHaveText('Enter your login code');
    await expect.poll(() => latestCode(email), { message: 'no login code was mailed' }).not.toBe(signupCode);
    await typeCode(modal(page).locator('[part="code-digit"]'), await latestCode(email));
    await submit(page).click();
    await expect(modalResult(page)).toHaveText(`LOGIN ${email}`);
    await expect(memberEmail(page)).toHaveText(email);
  });

  test('resets a forgotten password with the mailed code, then logs in with the new one', async ({ page }) => {
    const email = freshEmail('reset');
    await signUp(email, 'the-old-password');

    await page.goto(MODALS_PAGE);
    await openScreen(page, 'Log in');
    await modal(page).getByRole('button', { name: 'Forgot password?' }).click();
    await expect(heading(page)).toHaveText('Reset your password');
    await field(page, 'email').fill(email);
    await submit(page).click();
    await expect(heading(page)).toHaveText('Choose a new password');
    await typeCode(modal(page).locator('[part="code-digit"]'), await latestCode(email));
    await field(page, 'new-password').fill('the-new-password');
    await submit(page).click();
    await expect(modal(page).getByText('Success! Your password has been reset.')).toBeVisible();
    await submit(page).click();
    await expect(heading(page)).toHaveText('Log in to your account');
    await logIn(page, email, 'the-new-password');
    await expect(modalResult(page)).toHaveText(`LOGIN ${email}`);
  });

  test('says what is wrong with an email, a password and a code', async ({ page }) => {
    await page.goto(MODALS_PAGE);
    await openScreen(page, 'Log in');
    await logIn(page, 'not-an-address@x', 'short');
    await expect(fieldErrors(page)).toHaveText(['Please enter a valid email address', 'Minimum 8 characters required']);
    await page.evaluate(() => window.chainforge.hideModal());

    await openScreen(page, 'Reset password');
    await typeCode(modal(page).locator('[part="code-digit"]'), '123');
    await field(page, 'new-password').fill('long-enough-1');
    await submit(page).click();
    await expect(fieldErrors(page)).toContainText(['Please enter a valid code']);
  });

  test('the test card modal lists six cards and copies a number', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E_BASE_URL });
    await page.goto(MODALS_PAGE);
    await openScreen(page, 'Test cards');
    const cards = modal(page).locator('[part="test-card"]');
    await expect(cards).toHaveCount(6);
    await cards.first().getByRole('button', { name: 'Copy Visa number' }).click();
    await expect(cards.first().getByRole('button')).toHaveText('Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('4242424242424242');
    await expect(cards.first().getByRole('button')).toHaveText('Copy');
  });

  test('the profile screen refuses a visitor with "Member not logged in"', async ({ page }) => {
    await page.goto(MODALS_PAGE);
    await page.getByRole('button', { name: 'Profile' }).click();
    await expect(modalResult(page)).toHaveText('Error: Member not logged in');
    await expect(page.locator('ms-profile-modal')).toHaveCount(0);
  });

  test('a bare <ms-login-modal display="signup"> opens on signup with no script of the page', async ({ page }) => {
    await page.goto(SIGNUP_PAGE);
    await expect(heading(page)).toHaveText('Create an account');
    await expect(field(page, 'email')).toBeVisible();
  });

  test('single sign-on fills the balance card with the member’s figures; logout clears the API token', async ({
    page,
  }) => {
    await page.goto(MODALS_PAGE);
    expect(await page.evaluate(() => localStorage.getItem('api_token'))).toBeNull();
    await openScreen(page, 'Log in');
    await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('api_token'))).not.toBeNull();
    const apiToken = (await page.evaluate(() => localStorage.getItem('api_token')))!;
    const balance = await apiGet<AccountBalance>(apiToken, '/account-balance');
    await expect(page.locator('balance-card [part="balance"]')).toHaveText(money(balance.current_balance));

    // A reload keeps both sessions: the membership session and the API token it was exchanged for.
    await page.reload();
    await expect(memberEmail(page)).toHaveText(DEMO_EMAIL);
    await expect(page.locator('balance-card [part="balance"]')).toHaveText(money(balance.current_balance));

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(memberEmail(page)).toHaveText('nobody');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('api_token'))).toBeNull();
    // Signed out is a state: the card says so and shows none of the member's figures.
    await expect(page.locator('balance-card [part="signed-out"]')).toContainText('Sign in to see your balance');
    await expect(page.locator('balance-card')).not.toContainText(money(balance.current_balance));
  });

  test('a member signed in before the page loaded, without an API token, gets one on load', async ({ page }) => {
    await page.goto(MODALS_PAGE);
    await openScreen(page, 'Log in');
    await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('api_token'))).not.toBeNull();
    await page.evaluate(() => localStorage.removeItem('api_token'));
    await page.reload();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('api_token'))).not.toBeNull();
    // The card asked before the token arrived, was refused, and asked again with it.
    await expect(page.locator('balance-card [part="balance"]')).toHaveText(/^\$/);
    await expect(page.locator('balance-card [role="alert"]')).toHaveCount(0);
  });

  for (const theme of ['dark', 'light']) {
    test(`axe finds nothing on the open login modal (${theme})`, async ({ page }) => {
      await page.goto(MODALS_PAGE);
      // The page's own modal, themed; openModal opens it rather than making one.
      await page.evaluate((value) => {
        const own = document.createElement('ms-login-modal');
        own.setAttribute('theme', value);
        own.setAttribute('open', 'false');
        document.body.append(own);
      }, theme);
      await openScreen(page, 'Log in');
      await expect(field(page, 'email')).toBeVisible();
      const results = await new AxeBuilder({ page }).include('ms-login-modal').analyze();
      expect(results.violations).toEqual([]);
    });
  }
});

test.describe('the membership widget from another origin', () => {
  let site: BuilderSite;
  test.beforeAll(async () => {
    site = await serveBuilderSite({
      '/': builderPage(
        {
          src: `${E2E_BASE_URL}/cdn/chainforge-elements.js`,
          'data-public-key': 'pk_sb_chainforge_demo',
          'data-api-url': `${E2E_BASE_URL}/membership`,
        },
        `<button type="button" onclick="chainforge.openModal('login').then((result) => {
          document.getElementById('result').textContent = result.type + ' ' + result.data.member.auth.email;
        })">Log in</button>
        <output id="result"></output>`,
      ),
    });
  });
  test.afterAll(() => site.close());

  test('logs in through the CDN bundle and signs on to the product API', async ({ page }) => {
    await page.goto(`${BUILDER_ORIGIN}/`);
    await page.getByRole('button', { name: 'Log in' }).click();
    await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
    await expect(page.locator('#result')).toHaveText(`LOGIN ${DEMO_EMAIL}`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('api_token'))).not.toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('_ms-mid'))).not.toBeNull();
  });
});
