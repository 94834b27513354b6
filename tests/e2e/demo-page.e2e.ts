import { expect, test } from '@playwright/test';

const DEMO = '/demo-pages/balance-and-orders.html';

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
