import { readFileSync } from 'node:fs';
import { expect, test, type Page, type Response } from '@playwright/test';
import type { AccountBalance } from '../../elements/core/api-types';
import { elementLoaders } from '../../elements/element-loaders';
import { EXAMPLE_SCRIPT_TAG } from '../../elements/manifest/build-element-docs';
import { readCdnFiles } from '../cdn-manifest';
import { BUILDER_ORIGIN, builderPage, serveBuilderSite, type BuilderSite } from './builder-site';
import { E2E_BASE_URL } from './e2e-env';

const DEMO = '/demo-pages/balance-and-orders.html';
const BUNDLE = `${E2E_BASE_URL}/cdn/chainforge-elements.js`;

test.describe('the CDN bundle on a builder page', () => {
  test('shows the cards with the data the page preloads, fetching nothing', async ({ page }) => {
    const apiCalls: string[] = [];
    page.on('request', (request) => request.url().includes('/api/') && apiCalls.push(request.url()));
    await page.goto(DEMO);
    await expect(page.locator('balance-card [part="balance"]')).toHaveText('$1,842.50');
    await expect(page.locator('orders-table tbody tr[part="row"]')).toHaveCount(4);
    await expect(page.locator('orders-table tbody tr[part="row"]').first()).toContainText('Insulated Shipping Box (L)');
    expect(apiCalls).toEqual([]);
  });

  test("adds no style to the page's head, and styles the cards inside their shadow roots", async ({ page }) => {
    await page.goto(DEMO);
    await expect(page.locator('balance-card [part="balance"]')).toHaveText('$1,842.50');
    expect(await page.locator('head style').count()).toBe(1);
    const colour = await page.locator('balance-card [part="balance"]').evaluate((node) => getComputedStyle(node).color);
    expect(colour).toBe('rgb(251, 146, 60)');
  });

  test('loading the bundle a second time defines nothing twice and breaks nothing', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(DEMO);
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const again = document.createElement('script');
          again.type = 'module';
          again.src = '/cdn/chainforge-elements.js?again=1';
          again.onload = () => resolve();
          again.onerror = () => reject(new Error('second bundle failed to load'));
          document.head.append(again);
        }),
    );
    await expect(page.locator('orders-table tbody tr[part="row"]')).toHaveCount(4);
    expect(errors).toEqual([]);
  });

  test('the bundle is served to every origin', async ({ request }) => {
    const answer = await request.get('/cdn/chainforge-elements.js', { headers: { Origin: 'https://builder.example' } });
    expect(answer.status()).toBe(200);
    expect(answer.headers()['access-control-allow-origin']).toBe('*');
    expect(answer.headers()['content-type']).toContain('javascript');
  });
});

const FIGURES: AccountBalance = {
  current_balance: 1842.5,
  current_month_spend: 212.75,
  last_month_spend: 388.1,
  year_to_date_spend: 3120.4,
};
const FETCHED_FIGURES: AccountBalance = {
  current_balance: 77.25,
  current_month_spend: 1,
  last_month_spend: 2,
  year_to_date_spend: 3,
};
const contractScript = {
  src: BUNDLE,
  'data-public-key': 'pk_sb_chainforge_demo',
  'data-api-url': `${E2E_BASE_URL}/membership`,
  // The test-mode inspector appears by itself and loads its own chunks; these pages count only
  // what their elements load (the inspector's bytes are its own benchmark).
  'data-inspector': 'off',
};
/** Every element of the product, as the CDN script knows them. */
const EVERY_TAG = Object.keys(elementLoaders);
const preload = (assignments: string) => `<script type="module">${assignments}</script>`;

/**
 * An element's example page as docs/elements.md prints it, its script pointed at this test's server
 * instead of the one `npm start` runs.
 */
function referenceExample(tag: string): string {
  const reference = readFileSync('docs/elements.md', 'utf8');
  const page = reference.split(`## \`${tag}\``)[1]?.split('```html\n')[1]?.split('```')[0];
  if (!page) throw new Error(`docs/elements.md has no example page for ${tag}`);
  const script = EXAMPLE_SCRIPT_TAG.replace('http://127.0.0.1:4173', E2E_BASE_URL);
  return page.replace(EXAMPLE_SCRIPT_TAG, script);
}

/** What the page fetched from /cdn, as file names under /cdn, with the answers. */
function recordCdnTraffic(page: Page): { files: () => string[]; responses: Response[] } {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(`${E2E_BASE_URL}/cdn/`)) responses.push(response);
  });
  return {
    files: () => responses.map((response) => new URL(response.url()).pathname.slice('/cdn/'.length)).sort(),
    responses,
  };
}

async function expectServedCrossOrigin(responses: Response[]): Promise<void> {
  for (const response of responses) {
    expect(response.status(), response.url()).toBe(200);
    expect(await response.request().headerValue('origin'), response.url()).toBe(BUILDER_ORIGIN);
    expect(response.headers()['access-control-allow-origin'], response.url()).toBe('*');
  }
}

test.describe('the CDN bundle on a page of another origin, loading elements as they are used', () => {
  let site: BuilderSite;
  test.beforeAll(async () => {
    site = await serveBuilderSite({
      '/balance-only.html': builderPage(
        contractScript,
        `<balance-card></balance-card>\n${preload(`document.querySelector('balance-card').balance = ${JSON.stringify(FIGURES)};`)}`,
      ),
      '/every-element.html': builderPage(
        contractScript,
        `${EVERY_TAG.filter((tag) => !tag.endsWith('-modal'))
          .map((tag) => `<${tag}></${tag}>`)
          .join('\n')}
<ms-login-modal open="false"></ms-login-modal><ms-profile-modal open="false"></ms-profile-modal>
${preload(`Object.assign(document.querySelector('balance-card'), { balance: ${JSON.stringify(FIGURES)} });
  document.querySelector('orders-table').orders = [];
  document.querySelector('transactions-table').transactions = [];
  window.chainforge.getCurrentMember();`)}`,
      ),
      '/login-link.html': builderPage(
        contractScript,
        '<a href="#" data-ms-modal="login">Log in</a>\n<ms-login-modal open="false"></ms-login-modal>',
      ),
      '/cache-busted.html': builderPage(
        { src: `${BUNDLE}?v=0.1.0`, 'data-product-api-url': `${BUILDER_ORIGIN}/product-api` },
        '<balance-card></balance-card>',
      ),
      '/product-api/account-balance': FETCHED_FIGURES,
      '/reference/balance-card.html': referenceExample('balance-card'),
      '/reference/transactions-table.html': referenceExample('transactions-table'),
      '/reference/ms-login-modal.html': referenceExample('ms-login-modal'),
    });
  });
  test.afterAll(() => site.close());

  test("a page with only balance-card fetches the script and that card's chunks, nothing else", async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const traffic = recordCdnTraffic(page);
    await page.goto(`${BUILDER_ORIGIN}/balance-only.html`);
    await expect(page.locator('balance-card [part="balance"]')).toHaveText('$1,842.50');
    await page.waitForLoadState('networkidle');

    const cdn = await readCdnFiles('dist-cdn');
    expect(traffic.files()).toEqual(cdn.forTag('balance-card').sort());
    expect(traffic.files().length).toBeLessThan(cdn.all.length);
    await expectServedCrossOrigin(traffic.responses);
    expect(errors).toEqual([]);
  });

  test('a page holding the login modal closed fetches its screens only when someone opens it', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const traffic = recordCdnTraffic(page);
    await page.goto(`${BUILDER_ORIGIN}/login-link.html`);
    await page.waitForFunction(() => customElements.get('ms-login-modal'));
    await page.waitForLoadState('networkidle');
    const cdn = await readCdnFiles('dist-cdn');
    const screens = cdn.shownOnlyFile('ms-login-modal');
    expect(screens).not.toBeNull();
    expect(traffic.files()).toEqual(expect.arrayContaining(cdn.forTag('ms-login-modal')));
    expect(traffic.files()).not.toContain(screens);

    await page.getByRole('link', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in to your account' });
    await expect(dialog.getByLabel('Email')).toBeFocused();
    expect(traffic.files()).toEqual(expect.arrayContaining(cdn.forShownTag('ms-login-modal')));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('a login modal whose screens cannot be downloaded says so, and Try again opens it', async ({ page }) => {
    await page.goto(`${BUILDER_ORIGIN}/login-link.html`);
    await page.waitForFunction(() => customElements.get('ms-login-modal'));
    await page.waitForLoadState('networkidle');
    const screens = `/cdn/${(await readCdnFiles('dist-cdn')).shownOnlyFile('ms-login-modal')}`;
    const isScreens = (url: URL) => url.pathname === screens;
    await page.route(isScreens, (route) => route.abort('internetdisconnected'));

    await page.getByRole('link', { name: 'Log in' }).click();
    const failure = page.getByRole('dialog').getByRole('alert');
    await expect(failure).toHaveText(/Can't reach the server\. Check your connection and try again\./);
    await expect(page.getByRole('button', { name: 'Try again' })).toBeFocused();

    await page.unroute(isScreens);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in to your account' }).getByLabel('Email')).toBeFocused();
  });

  test("every element's chunks load cross-origin on a page that uses every element and window.chainforge", async ({
    page,
  }) => {
    const traffic = recordCdnTraffic(page);
    await page.goto(`${BUILDER_ORIGIN}/every-element.html`);
    await expect(page.locator('balance-card [part="balance"]')).toHaveText('$1,842.50');
    await expect(page.locator('orders-table [part="empty"]')).toBeVisible();
    await expect(page.locator('transactions-table [part="empty"]')).toBeVisible();
    await page.waitForLoadState('networkidle');

    const cdn = await readCdnFiles('dist-cdn');
    const used = [...new Set(EVERY_TAG.flatMap((tag) => cdn.forTag(tag)))].sort();
    expect(traffic.files()).toEqual(expect.arrayContaining(used));
    expect(cdn.all).toEqual(expect.arrayContaining(traffic.files()));
    for (const tag of EVERY_TAG) expect(await page.evaluate((name) => !!customElements.get(name), tag), tag).toBe(true);
    await expectServedCrossOrigin(traffic.responses);
    // Chromium takes brotli: every file comes in the build's brotli copy.
    for (const response of traffic.responses) {
      expect(response.headers()['content-encoding'], response.url()).toBe('br');
      expect(response.headers().vary, response.url()).toBe('Accept-Encoding');
    }
  });

  test("the elements reference's examples run as printed on a page of another origin", async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${BUILDER_ORIGIN}/reference/balance-card.html`);
    await expect(page.locator('balance-card [part="balance"]')).toHaveText('$1,842.50');
    await page.goto(`${BUILDER_ORIGIN}/reference/transactions-table.html`);
    await expect(page.locator('transactions-table tbody tr[part="row"]')).toHaveCount(3);
    await expect(page.locator('transactions-table tbody tr[part="row"]').first()).toContainText('+$250.00');
    await page.goto(`${BUILDER_ORIGIN}/reference/ms-login-modal.html`);
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('code on the page loads an element itself through the same script', async ({ page }) => {
    const traffic = recordCdnTraffic(page);
    await page.goto(`${BUILDER_ORIGIN}/balance-only.html`);
    await expect(page.locator('balance-card [part="balance"]')).toHaveText('$1,842.50');
    const defined = await page.evaluate(async (bundle) => {
      const { loadElement } = (await import(bundle)) as {
        loadElement: (tag: string) => Promise<CustomElementConstructor>;
      };
      return (await loadElement('orders-table')) === customElements.get('orders-table');
    }, BUNDLE);
    expect(defined).toBe(true);
    expect(traffic.files().filter((file) => file === 'chainforge-elements.js')).toHaveLength(1);
  });

  test("the script tag's settings reach lazily loaded elements, also with a query on the script's URL", async ({
    page,
  }) => {
    const traffic = recordCdnTraffic(page);
    // A signed-in member's card: with no API token it shows the signed-out notice and fetches nothing.
    await page.addInitScript(() => localStorage.setItem('api_token', 'cf_at_member'));
    await page.goto(`${BUILDER_ORIGIN}/cache-busted.html`);
    await expect(page.locator('balance-card [part="balance"]')).toHaveText('$77.25');
    await page.waitForLoadState('networkidle');
    // Chunks that imported the script itself would load it a second time, without the query.
    expect(traffic.files().filter((file) => file === 'chainforge-elements.js')).toHaveLength(1);
  });
});
