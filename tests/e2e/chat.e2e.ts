import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import type { ChatConversationSummary } from '../../contract/chat';
import type { SupplyChainOverview } from '../../elements/core/api-types';
import { E2E_BASE_URL } from './e2e-env';
import { apiGet, signIn } from './session';

const OVERVIEW = '/supply-chain/overview?channel=total';

/** The chat's element on the page; Playwright's locators reach into its shadow root. */
const chatOf = (page: Page) => page.locator('chainforge-chat');

async function apiPut(token: string, path: string, body: unknown): Promise<void> {
  const answer = await fetch(`${E2E_BASE_URL}/api${path}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`PUT ${path}: ${answer.status}`);
}

/** Clicks a suggested prompt (or sends a question) and waits for the whole answer. */
async function ask(page: Page, question: string) {
  const chat = chatOf(page);
  const prompt = chat.getByRole('button', { name: question, exact: true });
  if (await prompt.isVisible()) await prompt.click();
  else {
    await chat.getByRole('textbox', { name: /^Message / }).fill(question);
    await chat.getByRole('textbox', { name: /^Message / }).press('Enter');
  }
  await expect(chat.getByRole('button', { name: 'Stop answering' })).toHaveCount(0, { timeout: 15_000 });
  await expect(chat.locator('[part~="assistant-message"]').last()).not.toHaveAttribute('aria-busy', 'true');
}

test.describe('the chat in the dashboard, against the real server', () => {
  // Each test signs in (a token from the server's helper) and waits for whole answers.
  test.describe.configure({ timeout: 60_000 });

  test('on the supply-chain overview, demo asks about stockout risks and sees its own SKUs', async ({ page }) => {
    const token = await signIn(page, 'demo@chainforge.dev');
    const overview = await apiGet<SupplyChainOverview>(token, '/supply-chain/overview?channel=total');
    expect(overview.stockout_risks.length).toBeGreaterThan(0);

    await page.goto(OVERVIEW);
    const chat = chatOf(page);
    await expect(chat.getByRole('button', { name: 'Chain Forge', exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await ask(page, 'Do I have any stockout risks?');

    const answer = chat.locator('[part~="assistant-message"]').last();
    await expect(answer).toContainText('Stockout risks');
    const shownSkus = await answer.locator('tbody tr td:first-child').allTextContents();
    expect(shownSkus.length).toBeGreaterThan(0);
    // Every SKU in the answer is one of the account's risks, and the most urgent is there.
    const riskSkus = new Set(overview.stockout_risks.map((risk) => risk.sku));
    for (const sku of shownSkus) expect(riskSkus).toContain(sku);
    expect(shownSkus[0]).toBe(overview.stockout_risks[0]!.sku);

    // The conversation is the account's: it reopens after a reload.
    await page.reload();
    await expect(chatOf(page).locator('[part~="user-message"]').last()).toContainText('Do I have any stockout risks?');
    expect((await new AxeBuilder({ page }).include('chainforge-chat').analyze()).violations).toEqual([]);
  });

  test('the chat is absent without a chat agent permission', async ({ page }) => {
    await signIn(page, 'supply@chainforge.dev');
    await page.goto(OVERVIEW);
    await expect(page.locator('supply-chain-overview [part="headline"]')).toBeVisible();
    await expect(chatOf(page)).toHaveCount(0);
  });

  test('the chat shows only on supply-chain pages', async ({ page }) => {
    await signIn(page, 'demo@chainforge.dev');
    await page.goto('/');
    await expect(page.locator('balance-card [part="balance"]')).toContainText('$');
    await expect(chatOf(page)).toHaveCount(0);
    await page.goto(OVERVIEW);
    await expect(chatOf(page)).toHaveCount(1);
    // Leaving the supply chain takes the chat away.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(chatOf(page)).toHaveCount(0);
  });

  test('chat@, with a chat agent but no supply chain, is told supply-chain answers are not in its plan', async ({
    page,
  }) => {
    await signIn(page, 'chat@chainforge.dev');
    await page.goto(OVERVIEW);
    await ask(page, 'Do I have any stockout risks?');
    await expect(chatOf(page).locator('[part~="assistant-message"]').last()).toContainText(
      'Supply-chain insights are not part of your plan.',
    );
  });

  test('the agent settings page saves a new title, and the chat shows it', async ({ page }) => {
    const token = await signIn(page, 'demo@chainforge.dev');
    try {
      await page.goto('/agent/settings');
      const save = page.getByRole('button', { name: 'Save changes' });
      await expect(save).toBeDisabled();
      const title = page.getByRole('textbox', { name: 'Title', exact: true });
      await expect(title).toHaveValue('Chain Forge');
      await title.fill('Acme Supply Desk');
      // The preview follows the draft before anything is saved.
      await expect(
        page.getByRole('complementary', { name: 'Live preview' }).getByRole('button', { name: 'Acme Supply Desk' }),
      ).toBeVisible();
      await expect(save).toBeEnabled();

      // A colour that is none is refused beside its field, and nothing is saved.
      const accent = page.getByRole('textbox', { name: 'Accent (buttons, links)', exact: true });
      await accent.fill('not-a-colour');
      await save.click();
      await expect(page.getByText('Not a colour: use #rrggbb, rgb(), hsl() or a colour name.')).toBeVisible();
      await accent.fill('');

      await save.click();
      await expect(page.getByText('Chat settings saved.')).toBeVisible();
      await expect(save).toBeDisabled();
      expect((await apiGet<{ title: string }>(token, '/agent/settings')).title).toBe('Acme Supply Desk');

      await page.goto(OVERVIEW);
      await expect(chatOf(page).getByRole('button', { name: 'Acme Supply Desk', exact: true })).toBeVisible();
    } finally {
      await apiPut(token, '/agent/settings', { title: null });
    }
  });

  test('chat history lists the conversations newest first, opens one, and deletes it', async ({ page }) => {
    const token = await signIn(page, 'demo@chainforge.dev');
    await page.goto(OVERVIEW);
    await expect(chatOf(page).locator('[part="input"]')).toBeVisible();
    await expect(chatOf(page).locator('[part="loading"]')).toHaveCount(0);
    // A conversation from an earlier test reopens: this question starts another.
    const newChat = chatOf(page).getByRole('button', { name: 'New chat' });
    if (await newChat.isEnabled()) await newChat.click();
    await ask(page, 'Can you tell me when an order should land?');
    const before = await apiGet<ChatConversationSummary[]>(token, '/chat/conversations');
    const newest = before[0]!;
    expect(newest.title).toBe('Can you tell me when an order should land?');

    await page.goto('/agent/chat-history');
    const list = page.getByRole('region', { name: 'Conversations' });
    const items = list.getByRole('button');
    await expect(items).toHaveCount(before.length);
    await expect(items.first()).toContainText(newest.title);
    await expect(items.first()).toContainText(`${newest.message_count} messages`);
    await items.first().click();
    const transcript = page.getByRole('region', { name: newest.title });
    await expect(transcript.locator('[part~="assistant-message"]')).toContainText('Purchase orders in transit');
    await expect(transcript.locator('table')).toBeVisible();

    await transcript.getByRole('button', { name: 'Delete', exact: true }).click();
    await transcript.getByRole('button', { name: 'Delete conversation' }).click();
    await expect(page.getByText('Conversation deleted.')).toBeVisible();
    await expect(items).toHaveCount(before.length - 1);
    const after = await apiGet<ChatConversationSummary[]>(token, '/chat/conversations');
    expect(after.map((item) => item.id)).not.toContain(newest.id);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test('the code that shows messages comes with a conversation or a person coming to the chat, not before', async ({
    page,
  }) => {
    const token = await signIn(page, 'chat@chainforge.dev');
    for (const { id } of await apiGet<ChatConversationSummary[]>(token, '/chat/conversations')) {
      const deleted = await fetch(`${E2E_BASE_URL}/api/chat/conversations/${id}`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(deleted.ok).toBe(true);
    }
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (/\/message-code-[^/]+\.js$/.test(request.url())) fetched.push(request.url());
    });

    await page.goto(OVERVIEW);
    const chat = chatOf(page);
    await expect(chat.locator('[part="input"]')).toBeVisible();
    await expect(chat.locator('[part="loading"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);

    await chat.locator('[part="panel"]').hover();
    await expect.poll(() => fetched.length).toBe(1);
    await ask(page, 'Do I have any stockout risks?');
    await expect(chat.locator('[part~="user-message"]')).toContainText('Do I have any stockout risks?');

    // The conversation is stored now: a reload fetches its code along with it, unasked.
    fetched.length = 0;
    await page.mouse.move(0, 0);
    await page.reload();
    await expect(chatOf(page).locator('[part~="user-message"]')).toContainText('Do I have any stockout risks?');
    expect(fetched).toHaveLength(1);
  });

  test('the agent pages say plainly when the plan has no chat agent', async ({ page }) => {
    await signIn(page, 'supply@chainforge.dev');
    await page.goto('/agent/settings');
    await expect(page.getByRole('heading', { name: 'Not part of your plan' })).toBeVisible();
    await page.goto('/agent/chat-history');
    await expect(page.getByRole('heading', { name: 'Not part of your plan' })).toBeVisible();
  });
});
