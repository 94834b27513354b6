import { expect, type Page, test } from '@playwright/test';
import { signIn } from './session';

/** Holds back the app's scripts until `release` is called: what a slow network shows first. */
async function holdAppScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Every message in which Chromium says it refused something under the page's Content-Security-Policy. */
function refusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) refused.push(message.text());
  });
  return refused;
}

test.describe("the app's page before its script has run", () => {
  for (const [theme, background] of [
    ['dark', 'rgb(13, 15, 20)'],
    ['light', 'rgb(244, 245, 248)'],
  ] as const) {
    test(`shows the loading indicator in the member's ${theme} theme, then the dashboard`, async ({ page }) => {
      const refused = refusals(page);
      await signIn(page, 'demo@chainforge.dev');
      await page.addInitScript((chosen) => localStorage.setItem('chainforge_theme', chosen), theme);
      const release = await holdAppScripts(page);
      await page.goto('/', { waitUntil: 'commit' });

      const indicator = page.getByRole('status', { name: 'Loading Chain Forge' });
      await expect(indicator).toBeVisible();
      await expect(indicator).toHaveCSS('background-color', background);
      await expect(page.locator('balance-card')).toHaveCount(0);

      release();
      await expect(page.locator('balance-card [part="balance"]')).toBeVisible();
      await expect(page.getByRole('status', { name: 'Loading dashboard' })).toHaveCount(0);
      await expect(indicator).toHaveCount(0);
      expect(refused).toEqual([]);
    });
  }

  test('gives way to Login for a visitor who is not signed in', async ({ page }) => {
    const refused = refusals(page);
    const release = await holdAppScripts(page);
    await page.goto('/orders', { waitUntil: 'commit' });
    await expect(page.getByRole('status', { name: 'Loading Chain Forge' })).toBeVisible();

    release();
    await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading Chain Forge' })).toHaveCount(0);
    expect(refused).toEqual([]);
  });
});
