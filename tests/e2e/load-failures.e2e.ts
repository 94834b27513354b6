import { expect, type Page, test } from '@playwright/test';
import { APP_LOAD_FAILURE, PAGE_LOAD_FAILURE } from '../../app/load-failures';
import { signIn } from './session';

const APP_SCRIPTS = /\/assets\/[^/]+\.js$/;

/** From now on every download of the app's code fails, as it does offline. */
async function failAppScripts(page: Page): Promise<void> {
  await page.route(APP_SCRIPTS, (route) => route.abort('internetdisconnected'));
}

test.describe("when the app's code cannot be downloaded", () => {
  test('the page says the app could not load in place of its spinner, and Reload brings the dashboard', async ({
    page,
  }) => {
    await signIn(page, 'demo@chainforge.dev');
    await failAppScripts(page);
    await page.goto('/');

    const notice = page.getByRole('alert');
    await expect(notice.getByRole('heading', { name: APP_LOAD_FAILURE.title })).toBeVisible();
    await expect(notice).toContainText(APP_LOAD_FAILURE.advice);
    await expect(page.getByRole('status', { name: 'Loading Chain Forge' })).toHaveCount(0);

    await page.unroute(APP_SCRIPTS);
    await notice.getByRole('button', { name: 'Reload' }).click();
    await expect(page.locator('balance-card [part="balance"]')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a page whose code fails says so inside the app, which stays usable, and Reload opens it', async ({ page }) => {
    await signIn(page, 'demo@chainforge.dev');
    await page.goto('/');
    await expect(page.locator('balance-card [part="balance"]')).toBeVisible();

    await failAppScripts(page);
    await page.getByRole('link', { name: 'Transactions', exact: true }).click();
    const notice = page.getByRole('alert');
    await expect(notice.getByRole('heading', { name: PAGE_LOAD_FAILURE.title })).toBeVisible();
    await expect(notice).toContainText(PAGE_LOAD_FAILURE.advice);
    await expect(page).toHaveURL(/\/transactions$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    // Another page clears the notice: the dashboard's code is already here.
    await page.goBack();
    await expect(page.locator('balance-card [part="balance"]')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);

    await page.goForward();
    await page.unroute(APP_SCRIPTS);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { name: 'Transactions', level: 1 })).toBeVisible();
  });
});

test.describe("when the chat's message code cannot be downloaded", () => {
  const MESSAGE_CODE = /\/assets\/message-code-[^/]+\.js$/;

  test('the chat says so in place of the conversation, loses nothing, and Retry shows it', async ({ page }) => {
    await signIn(page, 'demo@chainforge.dev');
    await page.route(MESSAGE_CODE, (route) => route.abort('internetdisconnected'));
    await page.goto('/supply-chain/overview?channel=total');
    const chat = page.locator('chainforge-chat');
    const question = 'Which warehouse holds the most stock?';
    await chat.getByRole('textbox', { name: /^Message / }).fill(question);
    await chat.getByRole('textbox', { name: /^Message / }).press('Enter');

    const notice = chat.getByRole('alert');
    await expect(notice).toHaveText(/Can't show the conversation\. Check your connection and try again\./);
    await expect(chat.locator('[part~="user-message"]')).toHaveCount(0);

    await page.unroute(MESSAGE_CODE);
    await notice.getByRole('button', { name: 'Retry' }).click();
    await expect(chat.locator('[part~="user-message"]').last()).toContainText(question);
    await expect(chat.locator('[part~="assistant-message"]').last()).not.toHaveAttribute('aria-busy', 'true', {
      timeout: 15_000,
    });
    await expect(chat.getByRole('alert')).toHaveCount(0);
  });
});
