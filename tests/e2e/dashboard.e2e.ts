import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type {
  AccountBalance,
  AgentStats,
  IncomingOrder,
  SupplyChainOverview,
  Transaction,
  UsageView,
} from '../../elements/core/api-types';
import { apiGet, money, signIn } from './session';

test.describe('the dashboard against the real server', () => {
  test('a signed-out visitor is sent to Login with the intended path kept', async ({ page }) => {
    await page.goto('/supply-chain/overview?channel=amzn');
    await expect(page).toHaveURL('/login?redirect=%2Fsupply-chain%2Foverview%3Fchannel%3Damzn');
    await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
  });

  test("shows the signed-in account's own balance, transactions and orders", async ({ page }) => {
    const token = await signIn(page, 'demo@chainforge.dev');
    const [balance, transactions, orders] = await Promise.all([
      apiGet<AccountBalance>(token, '/account-balance'),
      apiGet<Transaction[]>(token, '/transactions'),
      apiGet<IncomingOrder[]>(token, '/incoming-orders'),
    ]);
    expect(transactions.length).toBeGreaterThan(4);
    expect(orders.length).toBeGreaterThan(4);

    await page.goto('/');
    const card = page.locator('balance-card');
    await expect(card.locator('[part="balance"]')).toHaveText(money(balance.current_balance));
    await expect(card.getByText('Last Month').locator('..').locator('dd')).toHaveText(money(balance.last_month_spend));
    await expect(card.getByText('Year-to-Date').locator('..').locator('dd')).toHaveText(
      money(balance.year_to_date_spend),
    );

    const transactionRows = page.locator('transactions-table tbody tr[part="row"]');
    await expect(transactionRows).toHaveCount(4);
    await expect(transactionRows.first().locator('td').nth(1)).toHaveText(transactions[0]!.transaction_type);

    const orderRows = page.locator('orders-table tbody tr[part="row"]');
    await expect(orderRows).toHaveCount(4);
    await expect(orderRows.first().locator('td').first()).toHaveText(orders[0]!.order_id);
    await expect(orderRows.first().locator('td').last()).toHaveText(money(orders[0]!.order_amount));
  });

  test('another account sees its own, different data', async ({ page }) => {
    const demoToken = await signIn(page, 'supply@chainforge.dev');
    const supply = await apiGet<AccountBalance>(demoToken, '/account-balance');
    await page.goto('/orders');
    await expect(page.locator('balance-card')).toHaveCount(0);
    await page.goto('/');
    await expect(page.locator('balance-card [part="balance"]')).toHaveText(money(supply.current_balance));
  });

  test('navigation follows the permissions: demo sees both groups, viewer neither', async ({ browser }) => {
    const demo = await browser.newPage();
    await signIn(demo, 'demo@chainforge.dev');
    await demo.goto('/');
    const nav = demo.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Chat History' })).toBeAttached();
    await expect(nav.getByRole('link', { name: 'Amazon' })).toBeAttached();
    await expect(nav.locator('[aria-disabled="true"]')).toHaveText('Central');

    const viewer = await browser.newPage();
    await signIn(viewer, 'viewer@chainforge.dev');
    await viewer.goto('/');
    await expect(viewer.locator('balance-card [part="balance"]')).toContainText('$');
    await expect(viewer.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Amazon' })).toHaveCount(0);
    await expect(
      viewer.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Chat History' }),
    ).toHaveCount(0);
  });

  test('a hard reload of any app route works, and /demo/chain-forge lands on the total channel', async ({ page }) => {
    await signIn(page, 'demo@chainforge.dev');
    for (const path of [
      '/transactions',
      '/orders',
      '/invoices',
      '/about',
      '/agent/settings',
      '/supply-chain/overview?channel=east',
    ]) {
      const answer = await page.goto(path);
      expect(answer?.status(), path).toBe(200);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    }
    await page.goto('/transactions');
    await expect(page.locator('transactions-table th').first()).toHaveText('ID');
    await page.goto('/demo/chain-forge');
    await expect(page).toHaveURL('/supply-chain/overview?channel=total');
    await expect(page.getByRole('heading', { name: 'Supply Chain: Total' })).toBeVisible();
  });

  test('a token the server refuses logs out to Login', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('api_token', 'cf_at_not-a-real-token'));
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('api_token'))).toBeNull();
  });

  test('the dashboard passes axe in dark and light', async ({ page }) => {
    await signIn(page, 'demo@chainforge.dev');
    await page.goto('/');
    await expect(page.locator('orders-table tbody tr[part="row"]')).toHaveCount(4);
    await expect(page.getByRole('status', { name: 'Loading dashboard' })).toHaveCount(0);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('balance-card')).toHaveAttribute('theme', 'light');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test("every card shows the account's own figures, as the API gives them", async ({ page }) => {
    const token = await signIn(page, 'demo@chainforge.dev');
    const [stats, insights, usage, cortex] = await Promise.all([
      apiGet<AgentStats>(token, '/stats/agents'),
      apiGet<{ insights: string }>(token, '/stats/insights'),
      apiGet<UsageView>(token, '/stats/usage'),
      apiGet<{ incoming_order: number }>(token, '/stats/cortex'),
    ]);
    const count = (value: number) => value.toLocaleString('en-US');
    await page.goto('/');
    const chat = page.locator('agent-sessions-card[agent="chat"]');
    await expect(chat.locator('[part="month"]')).toHaveText(count(stats.monthly_chat_sessions));
    await expect(chat.locator('[part="total"]')).toHaveText(count(stats.total_chat_sessions));
    const voice = page.locator('agent-sessions-card[agent="voice"]');
    await expect(voice.locator('[part="month"]')).toHaveText(count(stats.monthly_voice_sessions));
    await expect(voice.locator('[part="total"]')).toHaveText(count(stats.total_voice_sessions));

    const tokens = page.locator('tokens-card');
    const used = stats.monthly_chat_tokens + stats.monthly_voice_tokens;
    await expect(tokens.getByText('Chat tokens').locator('..').locator('dd')).toHaveText(
      count(stats.monthly_chat_tokens),
    );
    await expect(tokens.getByText('Voice tokens').locator('..').locator('dd')).toHaveText(
      count(stats.monthly_voice_tokens),
    );
    // The server's usage view and the card work the projection out alike.
    await expect(tokens.locator('[part="projection"] strong')).toHaveText(count(usage.projected_monthly_tokens));
    expect(usage.tokens_used).toBe(used);

    await expect(page.locator('insights-card [part="insights"]')).toHaveText(insights.insights || 'Coming Soon');
    const usageChart = page.locator('usage-chart');
    await expect(usageChart.locator('[part="headline"] dd').nth(0)).toHaveText(count(usage.tokens_used));
    await expect(usageChart.locator('[part="headline"] dd').nth(2)).toHaveText(count(usage.remaining_tokens));
    await expect(usageChart.locator('[part="headline"] dd').nth(3)).toHaveText(money(usage.current_balance));
    await expect(page.getByRole('heading', { name: /Incoming Orders/ })).toContainText(count(cortex.incoming_order));
  });

  test('a failed dashboard call leaves its card at zero with a retry while the other cards fill', async ({ page }) => {
    await signIn(page, 'demo@chainforge.dev');
    let failing = true;
    await page.route('**/api/stats/agents', (route) =>
      failing
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"error":{"code":"x","message":"down"}}',
          })
        : route.continue(),
    );
    await page.goto('/');
    const chat = page.locator('agent-sessions-card[agent="chat"]');
    await expect(chat.getByRole('alert')).toHaveText(/Unable to load agent sessions\./);
    await expect(chat.locator('[part="month"]')).toHaveText('0');
    await expect(page.locator('balance-card [part="balance"]')).not.toHaveText('$0.00');
    failing = false;
    await chat.getByRole('button', { name: 'Try again' }).click();
    await expect(chat.locator('[part="month"]')).not.toHaveText('0');
  });

  test("the supply-chain overview shows the channel's figures as the API gives them", async ({ page }) => {
    const token = await signIn(page, 'demo@chainforge.dev');
    const overview = await apiGet<SupplyChainOverview>(token, '/supply-chain/overview?channel=amzn');
    await page.goto('/supply-chain/overview?channel=amzn');
    await expect(page.getByRole('heading', { name: 'Supply Chain: Amazon' })).toBeVisible();
    const figures = page.locator('supply-chain-overview [part="figure"]');
    const available = overview.inventory.reduce((sum, row) => sum + row.available, 0);
    const inTransit = overview.in_transit.reduce((sum, row) => sum + row.quantity, 0);
    await expect(figures.nth(0).locator('dd').first()).toHaveText(available.toLocaleString('en-US'));
    await expect(figures.nth(1).locator('dd').first()).toHaveText(inTransit.toLocaleString('en-US'));
    await expect(figures.nth(2).locator('dd').first()).toHaveText(String(overview.stockout_risks.length));
    const risks = page.getByRole('table', { name: 'Stockout risks, most urgent first' });
    await expect(risks.locator('tbody tr')).toHaveCount(Math.max(1, overview.stockout_risks.length));
    if (overview.stockout_risks[0])
      await expect(risks.locator('tbody tr').first()).toContainText(overview.stockout_risks[0].sku);
  });

  test('an account without a supply-chain permission is told the overview is not part of its plan', async ({
    page,
  }) => {
    await signIn(page, 'chat@chainforge.dev');
    await page.goto('/supply-chain/overview?channel=total');
    await expect(page.getByText(/not part of your account's plan/)).toBeVisible();
  });
});
