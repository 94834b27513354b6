import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { E2E_BASE_URL } from './e2e-env';

const DEMO = '/demo-pages/xray-inspector.html';
const TEST_KEY = 'data-public-key="pk_sb_chainforge_demo"';

type ViteManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean; isDynamicEntry?: boolean }>;

const INSPECTOR_CHUNKS = [
  'elements/xray/inspector/bootstrap.ts',
  'elements/components/xray-badge/xray-badge.ts',
  'elements/components/xray-dev-sidebar/xray-dev-sidebar.ts',
  'elements/components/xray-sidebar/xray-sidebar.ts',
];

/**
 * The files only the inspector's UI needs (its bootstrap, badge and sidebars, with what they alone
 * import): what a page without the inspector must never fetch. Files shared with anything else the
 * bundle may load (the entry, other elements, the runtime, the scan engine of
 * `window.chainforge.inspector`) are not counted.
 */
const readManifest = async () =>
  JSON.parse(await readFile(join('dist-cdn', '.vite', 'manifest.json'), 'utf8')) as ViteManifest;

async function inspectorOnlyFiles(): Promise<string[]> {
  const manifest = await readManifest();
  const closure = (key: string, files: Set<string>): Set<string> => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The CDN build has no chunk for ${key}.`);
    if (!files.has(chunk.file)) {
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) closure(imported, files);
    }
    return files;
  };
  const inspector = new Set<string>();
  for (const key of INSPECTOR_CHUNKS) closure(key, inspector);
  const others = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest))
    if ((chunk.isEntry || chunk.isDynamicEntry) && !INSPECTOR_CHUNKS.includes(key)) closure(key, others);
  return [...inspector].filter((file) => !others.has(file));
}

/** The demo page with its script tag changed, served in place of the real one. */
async function serveDemoWith(page: Page, change: (html: string) => string): Promise<void> {
  await page.route(`${E2E_BASE_URL}${DEMO}`, async (route) => {
    const original = await route.fetch();
    await route.fulfill({ response: original, body: change(await original.text()) });
  });
}

function recordCdnFiles(page: Page): () => string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/cdn/')) files.push(url.pathname.slice('/cdn/'.length));
  });
  return () => files;
}

test.describe('the X-ray inspector on a builder page', () => {
  // Each test has a browser context of its own: its localStorage starts empty.
  test('appears by itself with a test-mode key: the badge at the bottom centre, nothing added to the head', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(DEMO);
    const badge = page.locator('xray-badge [part="badge"]');
    await expect(badge).toBeVisible();
    await expect(badge.locator('[part="label"]')).toHaveText('Test Mode');
    // The page has a broken plan button: the badge counts items and shows the error dot.
    await expect(badge.locator('[part="error-dot"]')).toBeVisible();
    await expect(badge.locator('[part="count"]')).toHaveText(/^[1-9]\d* items$/);
    const box = (await badge.boundingBox())!;
    const width = page.viewportSize()!.width;
    expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThan(1);

    // One container at the end of the body; the head keeps only the page's own style and script.
    expect(await page.evaluate(() => document.body.lastElementChild?.localName)).toBe('xray-inspector');
    expect(await page.evaluate(() => [...document.head.children].map((child) => child.localName))).toEqual([
      'meta',
      'meta',
      'title',
      'script',
      'style',
    ]);
    // Outlines over the page's elements.
    await expect
      .poll(() => page.evaluate(() => document.querySelector('xray-overlays')?.shadowRoot?.childElementCount ?? 0))
      .toBeGreaterThan(5);
    expect(errors).toEqual([]);
  });

  test('the badge opens the sidebar with the items, X-ray off removes the outlines, and it all survives a reload', async ({
    page,
  }) => {
    await page.goto(DEMO);
    await page.getByRole('button', { name: /^Test Mode/ }).click();
    await expect(page.getByRole('button', { name: /^Hide Inspector/ })).toBeVisible();
    const sidebar = page.getByRole('complementary', { name: 'Chain Forge inspector' });
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('heading', { name: 'Events & Errors' })).toBeVisible();
    await expect(sidebar.getByRole('button', { name: /Attributes Found \d+/ })).toBeVisible();
    await sidebar.getByRole('button', { name: /Broken plan attribute suffix/ }).click();
    await expect(sidebar.getByRole('link', { name: /Documentation/ })).toHaveAttribute(
      'href',
      `${E2E_BASE_URL}/docs/attributes#broken-plan-suffix`,
    );

    const xray = sidebar.getByRole('switch', { name: 'X-ray' });
    await expect(xray).toHaveAttribute('aria-checked', 'true');
    await xray.click();
    await expect(xray).toHaveAttribute('aria-checked', 'false');
    await expect(page.locator('xray-overlays')).toHaveCount(0);

    await sidebar.getByRole('tab', { name: 'App' }).click();
    await expect(sidebar.getByText('app_chainforge_demo')).toBeVisible();
    await sidebar.getByRole('button', { name: 'Move to the left side' }).click();

    await page.reload();
    const again = page.getByRole('complementary', { name: 'Chain Forge inspector' });
    await expect(again.getByRole('tab', { name: 'App' })).toHaveAttribute('aria-selected', 'true');
    await expect(again.getByRole('button', { name: 'Move to the right side' })).toBeVisible();
    await expect.poll(async () => (await again.boundingBox())?.x).toBe(0);
    await expect(page.locator('xray-overlays')).toHaveCount(0);
    await again.getByRole('tab', { name: 'Inspector' }).click();
    await expect(again.getByRole('switch', { name: 'X-ray' })).toHaveAttribute('aria-checked', 'false');
  });

  test('a plan click shows as an item, and the plan kept for signup as Ready for Signup', async ({ page }) => {
    await page.goto(DEMO);
    await page.getByRole('button', { name: /^Test Mode/ }).click();
    await page.evaluate(() => {
      // What the runtime does for a visitor's click on a free plan (the runtime itself is not on this page).
      const plan = document.querySelector<HTMLAnchorElement>('[data-ms-plan\\:add="pln_chainforge_starter"]')!;
      plan.addEventListener('click', (event) => {
        event.preventDefault();
        sessionStorage.setItem('ms_plan', 'pln_chainforge_starter');
      });
    });
    await page.getByRole('link', { name: 'Start free' }).click();
    const sidebar = page.getByRole('complementary', { name: 'Chain Forge inspector' });
    await expect(sidebar.getByRole('button', { name: /Plan button clicked/ })).toBeVisible();
    await sidebar.getByRole('button', { name: /Ready for Signup/ }).click();
    await expect(sidebar.getByText('pln_chainforge_starter').first()).toBeVisible();
    await expect(sidebar.getByText('Priority')).toBeVisible();
  });

  for (const [name, change] of [
    ['data-inspector="off"', (html: string) => html.replace(TEST_KEY, `${TEST_KEY} data-inspector="off"`)],
    ['the live key', (html: string) => html.replace(TEST_KEY, 'data-public-key="pk_chainforge_demo"')],
  ] as const) {
    test(`does not appear with ${name}, and loads none of its code`, async ({ page }) => {
      await serveDemoWith(page, change);
      const fetched = recordCdnFiles(page);
      await page.goto(DEMO);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { name: 'Pricing that ships with you' })).toBeVisible();
      expect(await page.evaluate(() => customElements.get('xray-badge'))).toBeUndefined();
      await expect(page.locator('xray-badge, xray-inspector, xray-overlays')).toHaveCount(0);
      const inspectorFiles = await inspectorOnlyFiles();
      expect(inspectorFiles).toContain((await readManifest())['elements/xray/inspector/bootstrap.ts']?.file);
      expect(inspectorFiles.length).toBeGreaterThan(3);
      expect(fetched().filter((file) => inspectorFiles.includes(file))).toEqual([]);
      expect(fetched()).toContain('chainforge-elements.js');
    });
  }
});
