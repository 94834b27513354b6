import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import type { IncomingOrder, Invoice, Transaction } from '../../elements/core/api-types';
import { apiGet, money, signIn } from './session';

const bodyRows = (table: Locator) => table.locator('tbody tr[part="row"]');

async function exportCsv(page: Page, host: Locator): Promise<string[][]> {
  const download = page.waitForEvent('download');
  await host.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const text = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '');
  return text
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));
}

test.describe('the full lists against the real server', () => {
  test('/transactions lists every row, sorts by a column, filters, and exports what is shown', async ({ page }) => {
    const token = await signIn(page, 'demo@chainforge.dev');
    const transactions = await apiGet<Transaction[]>(token, '/transactions');
    await page.goto('/transactions');
    const host = page.locator('transactions-table');
    await expect(bodyRows(host)).toHaveCount(transactions.length);

    await host.getByRole('button', { name: /^Amount/ }).click();
    await expect(host.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'ascending');
    const smallest = Math.min(...transactions.map((row) => row.amount));
    await expect(bodyRows(host).first().locator('td').last()).toContainText(money(smallest).replace('-', ''));

    const credits = transactions.filter((row) => row.transaction_type === 'credit');
    await host.getByRole('searchbox').fill('credit');
    await expect(bodyRows(host)).toHaveCount(credits.length);
    const csv = await exportCsv(page, host);
    expect(csv[0]).toEqual(['ID', 'Date', 'Type', 'Amount']);
    expect(csv).toHaveLength(credits.length + 1);
    expect(new Set(csv.slice(1).map((row) => row[0]))).toEqual(new Set(credits.map((row) => row.transaction_id)));
  });

  test('/orders lists every order and filters by product', async ({ page }) => {
    const token = await signIn(page, 'supply@chainforge.dev');
    const orders = await apiGet<IncomingOrder[]>(token, '/incoming-orders');
    await page.goto('/orders');
    const host = page.locator('orders-table');
    await expect(bodyRows(host)).toHaveCount(orders.length);
    const product = orders[0]!.product_name;
    await host.getByRole('searchbox').fill(product);
    const matching = orders.filter((order) =>
      [order.order_id, order.sku, order.product_name].some((text) =>
        text.toLowerCase().includes(product.toLowerCase()),
      ),
    );
    await expect(bodyRows(host)).toHaveCount(matching.length);
    await host.getByRole('searchbox').fill('no order is named like this');
    await expect(bodyRows(host)).toHaveCount(0);
    await expect(host.getByText(/No .*match/i)).toBeVisible();
  });

  test('/invoices lists the monthly statements and opens one, whose closing balance is the account balance', async ({
    page,
  }) => {
    const token = await signIn(page, 'demo@chainforge.dev');
    const invoices = await apiGet<Invoice[]>(token, '/invoices');
    const balance = await apiGet<{ current_balance: number }>(token, '/account-balance');
    await page.goto('/invoices');
    const host = page.locator('invoices-table');
    await expect(bodyRows(host)).toHaveCount(invoices.length);
    await expect(bodyRows(host).first()).toContainText(money(invoices[0]!.closing_balance));
    expect(invoices[0]!.closing_balance).toBeCloseTo(balance.current_balance, 2);

    const older = invoices.find((invoice) => invoice.status === 'closed' && invoice.transaction_count > 0)!;
    const monthName = new Date(`${older.month}-01T00:00:00Z`).toLocaleString('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await host.getByRole('link', { name: monthName }).click();
    await expect(page).toHaveURL(`/invoices/${older.invoice_id}`);
    const statement = page.locator('invoice-view');
    const summary = statement.locator('[part="summary"]');
    await expect(summary.getByText('Opening balance').locator('..').locator('dd')).toHaveText(
      money(older.opening_balance),
    );
    await expect(summary.getByText('Closing balance').locator('..').locator('dd')).toHaveText(
      money(older.closing_balance),
    );
    await expect(bodyRows(statement)).toHaveCount(older.transaction_count);
  });
});
