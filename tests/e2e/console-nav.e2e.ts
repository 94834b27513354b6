// The console's way around, as a person sees it: the current section is marked clearly in both
// themes, a phone's tab strip shows the current tab whole, the side nav stays in view down a long
// page, and App settings' preview stops under the top bar instead of sliding beneath it.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInOwner } from './console-owner';

const TOP_BAR_HEIGHT = 56;

/** WCAG's contrast ratio of two `rgb(...)` colours. */
function contrast(first: string, second: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((channel) => {
      const value = Number(channel) / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

const consoleNav = (page: Page) => page.getByRole('navigation', { name: 'Console' });

/** The current link's marker colour (its inset bar) and the page's background behind the nav. */
const markerColours = (current: Locator) =>
  current.evaluate((link) => ({
    marker: getComputedStyle(link).boxShadow.match(/rgba?\([^)]*\)/)?.[0] ?? '',
    page: getComputedStyle(document.body).backgroundColor,
  }));

test('the current section is marked at 3:1 or more in both themes, and the side nav stays in view', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInOwner(page);
  await page.setViewportSize({ width: 1280, height: 700 });
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((chosen) => localStorage.setItem('chainforge_theme', chosen), theme);
    await page.goto('/console/app');
    const current = consoleNav(page).getByRole('link', { name: 'App settings' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    const { marker, page: background } = await markerColours(current);
    expect(contrast(marker, background), `${theme}: ${marker} on ${background}`).toBeGreaterThanOrEqual(3);
  }

  // App settings is longer than the window: down the page, the nav and the preview stay in view,
  // both below the top bar.
  await expect(page.getByRole('heading', { name: 'Live mode' })).toBeVisible();
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  const members = await consoleNav(page).getByRole('link', { name: 'Members' }).boundingBox();
  expect(members!.y).toBeGreaterThanOrEqual(TOP_BAR_HEIGHT);
  const preview = await page.locator('console-app-settings [part~="preview"]').boundingBox();
  expect(preview!.y).toBeGreaterThanOrEqual(TOP_BAR_HEIGHT);
  expect(preview!.y).toBeLessThan(TOP_BAR_HEIGHT + 40);
});

test("on a phone the tab strip shows each page's own tab whole", async ({ page }) => {
  test.setTimeout(90_000);
  await signInOwner(page);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, label] of [
    ['/console/keys', 'Secret keys'],
    ['/console/owners', 'Owners'],
    ['/console/account', 'Your account'],
    ['/console/audit', 'Audit log'],
    ['/console/members', 'Members'],
  ] as const) {
    await page.goto(path);
    const current = consoleNav(page).getByRole('link', { name: label });
    await expect(current).toHaveAttribute('aria-current', 'page');
    const [strip, tab] = [await consoleNav(page).boundingBox(), await current.boundingBox()];
    expect(tab!.x, `${label} starts on screen`).toBeGreaterThanOrEqual(strip!.x);
    expect(tab!.x + tab!.width, `${label} ends on screen`).toBeLessThanOrEqual(strip!.x + strip!.width);
  }
});
