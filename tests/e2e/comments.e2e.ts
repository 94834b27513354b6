import { readFileSync } from 'node:fs';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import type { AuthAnswer } from '../../elements/core/membership/types';
import { freshEmail, signUp, withStoredSession } from './members';

const PASSWORD = 'Comment-journey-42';
const DEMO_PAGE = readFileSync('demo-pages/comments.html', 'utf8');

/**
 * The comments demo page, on a channel of the test's own: the page as shipped, served at its own
 * address with its channel changed, so tests never read each other's comments.
 */
async function openChannel(page: Page, channel: string): Promise<Page> {
  await page.route('**/demo-pages/comments.html?channel=*', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: DEMO_PAGE.replace('channel="demo-launch-notes"', `channel="${channel}"`),
    }),
  );
  await page.goto(`/demo-pages/comments.html?channel=${channel}`);
  await expect(page.locator('ms-comments [part="heading"]')).toBeVisible();
  return page;
}

/** A member's own browser, signed in as an earlier visit left them. */
async function browserOf(context: BrowserContext, member: AuthAnswer, channel: string): Promise<Page> {
  const page = await context.newPage();
  await withStoredSession(page, member);
  return openChannel(page, channel);
}

async function memberNamed(firstName: string) {
  return signUp(freshEmail('comments'), PASSWORD, { customFields: { 'first-name': firstName } });
}

const postNamed = (page: Page, text: string) =>
  page.locator('ms-comments [part="post"]').filter({ has: page.locator('[part="content"]', { hasText: text }) });

async function write(page: Page, text: string): Promise<void> {
  const input = page.locator('ms-comments [part="composer-input"]').first();
  await input.fill(text);
  await input.press('Control+Enter');
}

/** Within the contract's 3 s for another person's change to show. */
const LIVE = { timeout: 3_000 };

test.describe('comments, live between two members', () => {
  test('each sees the other’s post, reply, vote and typing without a reload', async ({ browser }) => {
    // Two browsers and two members: twice the work of one journey.
    test.setTimeout(60_000);
    const channel = `e2e-${Date.now()}`;
    const [ada, grace] = await Promise.all([memberNamed('Ada'), memberNamed('Grace')]);
    const adaContext = await browser.newContext();
    const graceContext = await browser.newContext();
    try {
      const adaPage = await browserOf(adaContext, ada, channel);
      const gracePage = await browserOf(graceContext, grace, channel);
      await expect(gracePage.locator('ms-comments [part="empty"]')).toBeVisible();

      // Ada types: Grace sees it, Ada does not see herself.
      await adaPage.locator('ms-comments [part="composer-input"]').first().fill('Hello');
      await expect(gracePage.locator('ms-comments [part="typing"]')).toHaveText('Ada is typing…', LIVE);
      await expect(adaPage.locator('ms-comments [part="typing"]')).toHaveText('');

      // Ada's post: hers at once; Grace is told of it, and shows it when she chooses.
      await write(adaPage, 'Hello from Ada');
      await expect(postNamed(adaPage, 'Hello from Ada')).toHaveCount(1);
      const announcement = gracePage.getByRole('button', { name: '1 new comment' });
      await expect(announcement).toBeVisible(LIVE);
      await announcement.click();
      const gracesView = postNamed(gracePage, 'Hello from Ada');
      await expect(gracesView.locator('[part="author"]')).toHaveText('Ada');

      // Grace replies and votes: Ada sees both.
      await gracesView.getByRole('button', { name: 'Reply', exact: true }).click();
      const replyBox = gracesView.locator('textarea');
      await replyBox.fill('Hi Ada, Grace here');
      await replyBox.press('Control+Enter');
      await expect(gracesView.locator('[part="reply"] [part="content"]')).toHaveText('Hi Ada, Grace here');
      // The post's own vote comes before its replies'.
      await gracesView.locator('[part="vote-up"]').first().click();
      await expect(gracesView.locator('[part="vote-up"]').first()).toHaveAttribute('aria-pressed', 'true');

      const adasView = postNamed(adaPage, 'Hello from Ada');
      await expect(adasView.locator('[part="vote-up"]').first()).toHaveText('▲Upvote1', LIVE);
      await expect(adasView.locator('[part="vote-up"]').first()).toHaveAttribute('aria-pressed', 'false');
      await adasView.getByRole('button', { name: '1 reply' }).click();
      await expect(adasView.locator('[part="reply"] [part="author"]')).toHaveText('Grace');
      await expect(adasView.locator('[part="reply"] [part="content"]')).toHaveText('Hi Ada, Grace here');

      // Ada edits: Grace sees the new text, her own vote still pressed.
      await adasView.getByRole('button', { name: 'Edit' }).first().click();
      // While edited the post shows the edit box in place of its text.
      const editBox = adaPage.getByRole('textbox', { name: 'Edit your comment' });
      await editBox.fill('Hello from Ada, edited');
      await editBox.press('Control+Enter');
      await expect(postNamed(gracePage, 'Hello from Ada, edited')).toHaveCount(1, LIVE);
      await expect(postNamed(gracePage, 'Hello from Ada, edited').locator('[part="vote-up"]').first()).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    } finally {
      await adaContext.close();
      await graceContext.close();
    }
  });

  test('a visitor logs in from Log in to comment, lands in the composer and posts', async ({ page }) => {
    const channel = `e2e-${Date.now()}`;
    const email = freshEmail('comments-visitor');
    await signUp(email, PASSWORD, { customFields: { 'first-name': 'Linus' } });
    const visitor = await openChannel(page, channel);
    await visitor.locator('ms-comments').getByRole('button', { name: 'Log in to comment' }).click();
    const modal = visitor.locator('ms-login-modal');
    await expect(modal.locator('dialog[open]')).toBeVisible();
    await modal.locator('input[name="email"]').fill(email);
    await modal.locator('input[name="password"]').fill(PASSWORD);
    await modal.locator('button[type="submit"]').click();
    await expect(modal.locator('dialog[open]')).toHaveCount(0);
    const input = visitor.locator('ms-comments [part="composer-input"]');
    await expect(input).toBeFocused();
    await input.fill('Glad to be here');
    await input.press('Control+Enter');
    await expect(postNamed(visitor, 'Glad to be here').locator('[part="author"]')).toHaveText('Linus');
  });
});
