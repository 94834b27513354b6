import { expect, type Page, test } from '@playwright/test';
import { EXPIRES_KEY, MEMBER_KEY, TOKEN_KEY } from '../../elements/core/membership/session-keys';
import { logInAs } from './members';
import { apiGet, signIn } from './session';

const SUPPLY = { email: 'supply@chainforge.dev', password: 'ChainForge-supply-1' };

async function logInWithForm(page: Page, email: string, password: string) {
  const form = page.locator('ms-login-modal');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
}

const storedApiToken = (page: Page) => page.evaluate(() => localStorage.getItem('api_token'));

test.describe('signing in to the dashboard', () => {
  test('the login form signs in through single sign-on and goes on to the intended page', async ({ page }) => {
    await page.goto('/orders?view=all');
    await expect(page).toHaveURL('/login?redirect=%2Forders%3Fview%3Dall');
    await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

    await logInWithForm(page, SUPPLY.email, SUPPLY.password);
    await expect(page).toHaveURL('/orders?view=all');
    const token = await storedApiToken(page);
    expect(token).toBeTruthy();
    // The stored token is a real API token of this account.
    expect(await apiGet<unknown[]>(token!, '/transactions')).not.toHaveLength(0);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Amazon' })).toBeAttached();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Chat History' }),
    ).toHaveCount(0);
  });

  test('a redirect to a page that is not ours lands on the dashboard', async ({ page }) => {
    await page.goto('/login?redirect=%2F%2Fevil.example%2Fphish');
    await logInWithForm(page, SUPPLY.email, SUPPLY.password);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  test('a wrong password says so in the form and signs nobody in', async ({ page }) => {
    await page.goto('/login');
    await logInWithForm(page, SUPPLY.email, 'not-the-password');
    await expect(page.locator('ms-login-modal').getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL('/login');
    expect(await storedApiToken(page)).toBeNull();
  });

  test('Demo login signs in the demo account, showing progress meanwhile', async ({ page }) => {
    await page.goto('/login?redirect=%2Ftransactions');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/memberstack/sso', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Demo login' }).click();
    await expect(page.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
    release();
    await expect(page).toHaveURL('/transactions');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Chat History' }),
    ).toBeAttached();
  });

  test('a failed single sign-on says so and leaves the visitor on Login', async ({ page }) => {
    await page.route('**/api/memberstack/sso', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"data":{}}' }),
    );
    await page.goto('/login');
    await page.getByRole('button', { name: 'Demo login' }).click();
    await expect(
      page.getByText('Signing in to the dashboard failed: Authentication failed: No token received.').first(),
    ).toBeVisible();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('button', { name: 'Demo login' })).toBeEnabled();
  });

  test('startup exchanges a membership session from an earlier visit for an API token', async ({ page }) => {
    const answer = await logInAs(SUPPLY.email, SUPPLY.password);
    await page.addInitScript(
      ({ keys, session }) => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem(keys.token, session.token);
        localStorage.setItem(keys.member, JSON.stringify(session.member));
        localStorage.setItem(keys.expires, String(session.expires));
      },
      {
        keys: { token: TOKEN_KEY, member: MEMBER_KEY, expires: EXPIRES_KEY },
        session: { token: answer.tokens.accessToken, member: answer.member, expires: answer.tokens.expires },
      },
    );
    await page.goto('/supply-chain/overview?channel=west');
    await expect(page).toHaveURL('/supply-chain/overview?channel=west');
    expect(await storedApiToken(page)).toBeTruthy();
  });

  test('logout ends the membership session too, and the dashboard is closed again', async ({ page }) => {
    await page.goto('/login');
    await logInWithForm(page, SUPPLY.email, SUPPLY.password);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    const membershipToken = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
    expect(membershipToken).toBeTruthy();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(await storedApiToken(page)).toBeNull();
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
    const refused = await fetch(`${new URL(page.url()).origin}/membership/member`, {
      headers: { 'X-API-Key': 'pk_sb_chainforge_demo', Authorization: `Bearer ${membershipToken}` },
    });
    expect(refused.status).toBe(401);
    await page.goto('/');
    await expect(page).toHaveURL('/login?redirect=%2F');
  });

  test('a refused token logs out to Login with a message', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('api_token', 'cf_at_not-a-real-token'));
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText('Your session has ended. Please log in again.')).toBeVisible();
    expect(await storedApiToken(page)).toBeNull();
  });

  test('the account button opens the profile modal of the signed-in member', async ({ page }) => {
    await page.goto('/login');
    await logInWithForm(page, SUPPLY.email, SUPPLY.password);
    await page.getByRole('button', { name: 'Account' }).click();
    const modal = page.locator('ms-profile-modal');
    await expect(modal.getByRole('dialog', { name: 'My Profile' })).toBeVisible();
    await modal.getByRole('button', { name: 'Security' }).click();
    await expect(modal.getByRole('dialog', { name: 'Security' }).getByRole('textbox', { name: 'Email' })).toHaveValue(
      SUPPLY.email,
    );
    await page.keyboard.press('Escape');
    await expect(page.locator('ms-profile-modal')).toHaveCount(0);
  });
});

test.describe('the dashboard frame', () => {
  test('the rail is 56px of icons, opening to 256px with labels on hover', async ({ page }) => {
    await signIn(page, 'demo@chainforge.dev');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const rail = page.getByRole('navigation', { name: 'Main' });
    await expect(rail).toBeVisible();
    await page.mouse.move(900, 400);
    await expect.poll(async () => (await rail.boundingBox())?.width).toBe(56);
    await expect(rail.getByText('Chat History')).toHaveCSS('opacity', '0');
    await rail.hover();
    await expect.poll(async () => (await rail.boundingBox())?.width).toBe(256);
    await expect(rail.getByText('Chat History')).toHaveCSS('opacity', '1');
    await expect(rail.locator('[aria-disabled="true"]')).toHaveText('Central');
  });

  test('the active channel comes from the query and defaults to total', async ({ page }) => {
    await signIn(page, 'demo@chainforge.dev');
    await page.goto('/supply-chain/overview?channel=amzn');
    const rail = page.getByRole('navigation', { name: 'Main' });
    await expect(rail.getByRole('link', { name: 'Amazon' })).toHaveAttribute('aria-current', 'page');
    await page.goto('/supply-chain/overview');
    await expect(rail.getByRole('link', { name: 'Total' })).toHaveAttribute('aria-current', 'page');
    await rail.getByRole('link', { name: 'West' }).click();
    await expect(page).toHaveURL('/supply-chain/overview?channel=west');
  });

  test('on a phone a menu button opens the navigation with its two menus', async ({ page }) => {
    await signIn(page, 'demo@chainforge.dev');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const rail = page.getByRole('navigation', { name: 'Main' });
    await expect(rail).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(rail).toBeVisible();
    await expect(rail.getByRole('group', { name: 'Chat Agent' })).toBeVisible();
    await expect(rail.getByRole('group', { name: 'Supply Chain' })).toBeVisible();
    await rail.getByRole('link', { name: 'Amazon' }).click();
    await expect(page).toHaveURL('/supply-chain/overview?channel=amzn');
    await expect(rail).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.keyboard.press('Escape');
    await expect(rail).toBeHidden();
  });

  test('the theme is dark by default whatever the system prefers, and the choice is remembered', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await signIn(page, 'demo@chainforge.dev');
    await page.goto('/');
    await expect(page.locator('balance-card')).not.toHaveAttribute('theme', 'light');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await background()).toBe('rgb(13, 15, 20)');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('balance-card')).toHaveAttribute('theme', 'light');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
    expect(await background()).toBe('rgb(244, 245, 248)');
  });

  test('no page is wider than the screen, on a 320 px phone or a 1920 px screen', async ({ page }) => {
    await signIn(page, 'demo@chainforge.dev');
    for (const width of [320, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of [
        '/',
        '/transactions',
        '/orders',
        '/invoices',
        '/supply-chain/overview?channel=total',
        '/about',
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
        await page.waitForLoadState('networkidle');
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(width);
      }
    }
  });
});
