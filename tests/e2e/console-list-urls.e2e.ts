// The console's lists keep what they show in the URL: the members list's mode, search and filters
// and the audit log's filters survive a reload, and back and forward step through them.
import { expect, test } from '@playwright/test';
import { signInOwner } from './console-owner';

test('the members list and the audit log keep their filters through a reload, back and forward', async ({ page }) => {
  await signInOwner(page);
  const list = page.locator('console-members');
  await list.getByLabel('Mode').selectOption('test');
  await list.getByLabel('Verified').selectOption('true');
  await expect(page).toHaveURL(/\/console\/members\?mode=test&verified=true$/);
  await list.getByRole('searchbox', { name: 'Search' }).fill('demo@');
  await expect(page).toHaveURL(/\/console\/members\?mode=test&search=demo%40&verified=true$/);
  await expect(list.getByRole('link', { name: 'demo@chainforge.dev' })).toBeVisible();
  await expect(list.locator('[part="count"]')).toHaveText('1 member in test mode');

  await page.reload();
  await expect(list.getByRole('searchbox', { name: 'Search' })).toHaveValue('demo@');
  await expect(list.getByLabel('Verified')).toHaveValue('true');
  await expect(list.getByLabel('Mode')).toHaveValue('test');
  await expect(list.locator('[part="count"]')).toHaveText('1 member in test mode');

  await page.goBack();
  await expect(page).toHaveURL(/\/console\/members\?mode=test&verified=true$/);
  await expect(list.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  await page.goBack();
  await expect(page).toHaveURL(/\/console\/members\?mode=test$/);
  await expect(list.getByLabel('Verified')).toHaveValue('');
  await page.goForward();
  await page.goForward();
  await expect(list.getByRole('searchbox', { name: 'Search' })).toHaveValue('demo@');
  await expect(list.locator('[part="count"]')).toHaveText('1 member in test mode');

  await page.goto('/console/audit');
  const audit = page.locator('console-audit');
  await audit.getByLabel('Who').selectOption('owner');
  await audit.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/console\/audit\?actorType=owner$/);
  await page.reload();
  await expect(audit.getByLabel('Who')).toHaveValue('owner');
  await expect(audit.locator('table tbody tr[part="row"]').first()).toContainText('owner@chainforge.dev');
  await page.goBack();
  await expect(page).toHaveURL(/\/console\/audit$/);
  await expect(audit.getByLabel('Who')).toHaveValue('');
});
