// The console's App settings end to end: the seeded owner signs in with the second step, adds a
// custom field, and a builder's page on another origin shows it in the signup modal.
import { expect, type Page, test } from '@playwright/test';
import { totpCode } from '../../server/membership/testing/two-step';
import { BUILDER_ORIGIN, type BuilderSite, builderPage, serveBuilderSite } from './builder-site';
import { E2E_BASE_URL } from './e2e-env';

const OWNER = { email: 'owner@chainforge.dev', password: 'ChainForge-owner-1', totpSecret: 'JBSWY3DPEHPK3PXP' };
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

/** The owner's time step's code; a code is accepted once, so a second sign-in waits for the next step. */
async function signIn(page: Page) {
  await page.goto('/console');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(OWNER.email);
  await form.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await form.getByRole('button', { name: 'Continue' }).click();
  const digits = page.locator('console-sign-in [part="code-digit"]');
  await digits.first().click();
  await page.keyboard.type(totpCode(OWNER.totpSecret));
  await expect(page.getByRole('link', { name: 'App settings' })).toBeVisible();
}

const fieldsSection = (page: Page) =>
  page
    .locator('console-app-settings [part~="section"]')
    .filter({ has: page.getByRole('heading', { name: 'Custom fields' }) });

test('an owner adds a custom field and the signup modal on a builder page shows it', async ({ page }) => {
  await signIn(page);
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
