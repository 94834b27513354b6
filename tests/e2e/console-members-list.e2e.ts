// How the console's members list opens and is left: on the mode that has members (development's
// members are all test members) or the one the owner chose last; and one click on a member's email
// right after a search opens the member.
import { expect, test } from '@playwright/test';
import { signInOwner } from './console-owner';

test('the list opens on the mode that has members, then on the one the owner chose', async ({ page }) => {
  await signInOwner(page);
  const list = page.locator('console-members');
  await expect(page).toHaveURL(/\/console\/members\?mode=test$/);
  await expect(list.getByLabel('Mode')).toHaveValue('test');
  await expect(list.locator('[part="count"]')).toHaveText(/^\d+ members in test mode$/);

  await list.getByLabel('Mode').selectOption('live');
  await expect(page).toHaveURL(/\/console\/members$/);
  await expect(list.locator('[part="count"]')).toHaveText('0 members');
  const nav = page.getByRole('navigation', { name: 'Console' });
  await nav.getByRole('link', { name: 'Activity' }).click();
  await nav.getByRole('link', { name: 'Members' }).click();
  await expect(list.locator('[part="count"]')).toHaveText('0 members');
  await expect(page).toHaveURL(/\/console\/members$/);

  // The choice is kept as the list reports it, which the URL shows; the page is reloaded after.
  await list.getByLabel('Mode').selectOption('test');
  await expect(page).toHaveURL(/\/console\/members\?mode=test$/);
  await page.reload();
  await nav.getByRole('link', { name: 'Activity' }).click();
  await nav.getByRole('link', { name: 'Members' }).click();
  await expect(page).toHaveURL(/\/console\/members\?mode=test$/);
  await expect(list.locator('[part="count"]')).toHaveText(/in test mode$/);
});

test("one click on a member's email right after typing a search opens the member", async ({ page }) => {
  await signInOwner(page);
  // The member's page takes a moment to load the first time, as on a slow network: the search,
  // which waits for a pause in typing, goes out meanwhile, and the list, no longer shown, used to
  // put its own URL back over the member's.
  await page.route('**/assets/member-page-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  const list = page.locator('console-members');
  const link = list.getByRole('link', { name: 'demo@chainforge.dev' });
  await expect(link).toBeVisible();

  await list.getByRole('searchbox', { name: 'Search' }).fill('demo@chain');
  await link.click();

  await expect(page.locator('console-member').getByRole('heading', { level: 1 })).toHaveText('demo@chainforge.dev');
  await expect(page).toHaveURL(/\/console\/members\/mem_[^/?]+$/);
});
