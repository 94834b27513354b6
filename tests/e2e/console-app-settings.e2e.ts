// The console's App settings end to end: the seeded owner signs in with the second step, adds a
// custom field, and a builder's page on another origin shows it in the signup modal; live mode's
// origins, changed on their own, refuse that page its live key while its test key still works.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { BUILDER_ORIGIN, type BuilderSite, builderPage, serveBuilderSite } from './builder-site';
import { signInOwner } from './console-owner';
import { E2E_BASE_URL } from './e2e-env';

const PUBLIC_KEY = 'pk_sb_chainforge_demo';
const LIVE_KEY = 'pk_chainforge_demo';

let site: BuilderSite;
test.beforeAll(async () => {
  site = await serveBuilderSite({
    '/join.html': builderPage(
      {
        src: `${E2E_BASE_URL}/cdn/chainforge-elements.js`,
        'data-public-key': PUBLIC_KEY,
        'data-api-url': `${E2E_BASE_URL}/membership`,
      },
      '<main><button type="button" data-ms-modal="signup">Join</button></main>',
    ),
  });
});
test.afterAll(() => site.close());

const fieldsSection = (page: Page) =>
  page
    .locator('console-app-settings [part~="section"]')
    .filter({ has: page.getByRole('heading', { name: 'Custom fields' }) });

test('an owner adds a custom field and the signup modal on a builder page shows it', async ({ page }) => {
  // Another test may have used this 30-second step's code: the sign-in may wait for the next.
  test.setTimeout(90_000);
  await signInOwner(page);
  await page.getByRole('link', { name: 'App settings' }).click();
  const fields = fieldsSection(page);
  await fields.getByRole('button', { name: 'Add a field' }).click();
  await fields.getByLabel('Label').last().fill('Loyalty number');
  await fields.getByLabel('Key').last().fill('loyalty-number');
  // The preview shows it before it is saved.
  await expect(page.locator('console-app-settings figure[data-mode="test"] ms-login-modal')).toContainText(
    'Loyalty number',
  );
  await fields.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('console-app-settings')).toContainText('Custom fields saved');

  const visitor = await page.context().newPage();
  await visitor.goto(`${BUILDER_ORIGIN}/join.html`);
  await visitor.getByRole('button', { name: 'Join' }).click();
  const modal = visitor.locator('ms-login-modal');
  await expect(modal.getByLabel('Loyalty number')).toBeVisible();

  // Put the app back as the other tests expect it.
  await fields.getByRole('button', { name: 'Remove Loyalty number' }).click();
  await fields.getByRole('button', { name: 'Save' }).click();
  await expect(fields.getByLabel('Label')).toHaveCount(3);
  await expect(fields.getByRole('button', { name: 'Save' })).toBeDisabled();
});

/** Whether a page on the builder's origin may read the app with this key (CORS by the key's mode). */
const appReadable = (visitor: Page, key: string) =>
  visitor.evaluate(
    ({ url, key }) =>
      fetch(`${url}/membership/app`, { headers: { 'X-API-Key': key } }).then(
        (answer) => answer.ok,
        () => false,
      ),
    { url: E2E_BASE_URL, key },
  );

test("an owner narrows live mode's origins: the builder's page keeps its test key and loses the live one", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInOwner(page);
  await page.getByRole('link', { name: 'App settings' }).click();
  const live = page
    .locator('console-app-settings [part~="section"]')
    .filter({ has: page.getByRole('heading', { name: 'Live mode' }) });
  const origins = live.getByLabel(/^Live mode origin/);
  await expect(origins).toHaveCount(2);
  await expect(origins.nth(0)).toHaveValue('http://127.0.0.1:*');
  await origins.nth(0).fill('https://www.shop.example');
  await live.getByRole('button', { name: 'Remove live mode origin 2' }).click();
  await live.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('console-app-settings')).toContainText('Live mode saved');

  const visitor = await page.context().newPage();
  await visitor.goto(`${BUILDER_ORIGIN}/join.html`);
  await expect.poll(() => appReadable(visitor, LIVE_KEY)).toBe(false);
  expect(await appReadable(visitor, PUBLIC_KEY)).toBe(true);

  // Put the app back as the other tests expect it.
  await origins.nth(0).fill('http://127.0.0.1:*');
  await live.getByRole('button', { name: 'Add an origin' }).click();
  await origins.nth(1).fill('http://localhost:*');
  await live.getByRole('button', { name: 'Save' }).click();
  await expect(live.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expect.poll(() => appReadable(visitor, LIVE_KEY)).toBe(true);
});

test('the App settings page, with its two mode columns, passes axe in dark and light at 1280 and 390 px', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInOwner(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of ['dark', 'light'] as const) {
      await page.evaluate((chosen) => localStorage.setItem('chainforge_theme', chosen), theme);
      await page.goto('/console/app');
      await expect(page.getByRole('heading', { name: 'Live mode' })).toBeVisible();
      await expect(page.locator('console-app-settings figure[data-mode="test"] ms-login-modal')).toContainText(
        'Create an account',
      );
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(
        violations.map((found) => found.id),
        `${theme} ${width}`,
      ).toEqual([]);
    }
  }
});
