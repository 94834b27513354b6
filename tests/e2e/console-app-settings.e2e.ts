// The console's App settings end to end: the seeded owner signs in with the second step, adds a
// custom field, and a builder's page on another origin shows it in the signup modal.
import { expect, type Page, test } from '@playwright/test';
import { BUILDER_ORIGIN, type BuilderSite, builderPage, serveBuilderSite } from './builder-site';
import { signInOwner } from './console-owner';
import { E2E_BASE_URL } from './e2e-env';

const PUBLIC_KEY = 'pk_sb_chainforge_demo';

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
