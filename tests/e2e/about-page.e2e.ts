import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signIn } from './session';

test.describe('/about', () => {
  test('says what the product is, its version from package.json, and links to docs and demos that open', async ({
    page,
  }) => {
    const { version } = JSON.parse(await readFile('package.json', 'utf8')) as { version: string };
    await signIn(page, 'demo@chainforge.dev');
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Chain Forge' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: version })).toHaveText(version);
    await expect(page.getByText(`${new URL(page.url()).origin}/membership`, { exact: true })).toBeVisible();

    const links = page.getByRole('main').getByRole('link');
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(hrefs).toContain('/docs/attributes');
    expect(hrefs.filter((href) => href?.startsWith('/demo-pages/')).length).toBeGreaterThan(0);
    for (const href of hrefs) expect((await page.request.get(href!)).status(), href!).toBe(200);

    await page.getByRole('link', { name: 'Attribute reference' }).click();
    await expect(page).toHaveURL('/docs/attributes');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Attribute reference');
  });

  test('needs a signed-in member', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fabout/);
  });
});
