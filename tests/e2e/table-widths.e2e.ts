import { expect, test } from '@playwright/test';
import { signIn } from './session';

const TABLES = ['transactions-table', 'orders-table', 'invoices-table'];

/** Where each numeric cell of the page's table elements lies against its table's visible box. */
interface NumericCell {
  table: string;
  text: string;
  left: number;
  right: number;
  boxLeft: number;
  boxRight: number;
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of ['/', '/transactions', '/orders', '/invoices']) {
      test(`${path}: every amount starts and ends inside its table's visible box`, async ({ page }) => {
        await signIn(page, 'demo@chainforge.dev');
        await page.goto(path);
        const hosts = page.locator(TABLES.join(', '));
        await expect(hosts.first()).toBeAttached();
        for (const host of await hosts.all()) await expect(host.locator('tbody tr[part="row"]').first()).toBeVisible();
        // The column widths follow the rows by a frame.
        await page.evaluate(() => new Promise(requestAnimationFrame));
        const cells = await page.evaluate((tags) => {
          const found: NumericCell[] = [];
          for (const host of document.querySelectorAll(tags.join(', '))) {
            const visible = host.shadowRoot!.querySelector('[role="region"]')!.getBoundingClientRect();
            for (const cell of host.shadowRoot!.querySelectorAll<HTMLElement>(
              'tbody tr[part="row"] td[data-numeric]',
            )) {
              const box = cell.getBoundingClientRect();
              found.push({
                table: host.localName,
                text: cell.textContent ?? '',
                left: box.left,
                right: box.right,
                boxLeft: visible.left,
                boxRight: visible.right,
              });
            }
          }
          return found;
        }, TABLES);
        expect(cells.length).toBeGreaterThan(0);
        const outside = cells.filter((cell) => cell.left < cell.boxLeft - 0.5 || cell.right > cell.boxRight + 0.5);
        expect(outside, `amounts outside their table on ${path} at ${width} px`).toEqual([]);
      });
    }
  });
}
