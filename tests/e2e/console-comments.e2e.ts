// Comment moderation end to end: a member's post is reported by another, the seeded owner finds
// it first on the console's Comments page, hides it (the public read no longer shows it),
// restores it, bans its author (their next post is refused with 403 comment-banned), unbans them
// and deletes it; a blocked word saved there refuses a post holding it; the audit log lists each
// act. The page passes axe at both widths and themes.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { CommentPost } from '../../contract/comment-answers';
import { sendAsNewVisitor } from '../loopback-visitors.mjs';
import { signInOwner } from './console-owner';
import { E2E_BASE_URL } from './e2e-env';
import { freshEmail, membershipCall, PUBLIC_KEY, signUp } from './members';

const PASSWORD = 'Comment-moderation-1';

/** A member's post as Memberstack's SDK sends it: the answer's status, and its body. */
async function post(token: string, channelKey: string, content: string) {
  const answer = await sendAsNewVisitor(`${E2E_BASE_URL}/membership/comments/posts`, {
    method: 'POST',
    headers: { 'X-API-Key': PUBLIC_KEY, 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ channelKey, content }),
  });
  return { status: answer.status, body: JSON.parse(answer.body.toString('utf8')) };
}

/** What any reader of the channel gets with the public key. */
async function publicContents(channelKey: string): Promise<string[]> {
  const { posts } = await membershipCall<{ posts: CommentPost[] }>(
    'GET',
    `/comments/posts?${new URLSearchParams({ channelKey })}`,
  );
  return posts.map((item) => item.content);
}

test('an owner finds a reported post first, hides, restores, bans and unbans its author, deletes it, blocks a word, and the audit lists it all', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const channelKey = `e2e-moderation-${Date.now()}`;
  const author = await signUp(freshEmail('commenter'), PASSWORD, { customFields: { 'first-name': 'Robin' } });
  const reader = await signUp(freshEmail('reader'), PASSWORD);
  const spam = await post(author.tokens.accessToken, channelKey, 'Buy cheap followers today');
  expect(spam.status).toBe(201);
  // Newer, so it would come first if reports did not.
  expect((await post(reader.tokens.accessToken, channelKey, 'A useful answer')).status).toBe(201);
  await membershipCall('POST', `/comments/posts/${spam.body.data.id}/report`, {}, reader.tokens.accessToken);

  await signInOwner(page);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Comments' }).click();
  const moderation = page.locator('console-comments');
  await moderation.getByText('Test mode', { exact: true }).click();
  await moderation.getByRole('button', { name: new RegExp(channelKey) }).click();
  await expect(page).toHaveURL(/\/console\/comments\?mode=test&channel=/);
  // A reload keeps the view: it is the page's address.
  await page.reload();
  const channel = moderation.getByRole('button', { name: new RegExp(channelKey) });
  await expect(channel).toHaveAttribute('aria-pressed', 'true');
  await expect(channel).toContainText('1 reported');
  await expect(channel).toContainText('2 posts');

  const items = moderation.locator('[part="comment"]');
  await expect(items).toHaveCount(2);
  const reported = items.first();
  await expect(reported).toContainText('Buy cheap followers today');
  await expect(reported).toContainText('Reported once');
  await expect(reported).toContainText('Robin');
  await expect(reported.getByRole('link', { name: author.member.auth.email })).toHaveAttribute(
    'href',
    `/console/members/${author.member.id}`,
  );
  await expect(items.nth(1)).toContainText('A useful answer');

  await reported.getByRole('button', { name: 'Hide' }).click();
  await expect(reported.locator('[part="outcome"]')).toHaveText('Hidden: readers no longer see this post.');
  await expect(reported).toContainText('Hidden');
  expect((await publicContents(channelKey)).join(' ')).not.toContain('cheap followers');

  await reported.getByRole('button', { name: 'Restore' }).click();
  await expect(reported.locator('[part="outcome"]')).toHaveText('Restored: readers see this post again.');
  expect((await publicContents(channelKey)).join(' ')).toContain('Buy cheap followers today');

  await reported.getByRole('button', { name: 'Ban author' }).click();
  await expect(reported.locator('[part="outcome"]')).toHaveText('Robin can no longer post or reply.');
  await expect(reported).toContainText('Author banned');
  const refused = await post(author.tokens.accessToken, channelKey, 'Another try');
  expect(refused.status).toBe(403);
  expect(refused.body.error.code).toBe('comment-banned');

  await reported.getByRole('button', { name: 'Unban author' }).click();
  await expect(reported.locator('[part="outcome"]')).toHaveText('Robin may post and reply again.');
  await expect(reported).not.toContainText('Author banned');

  await reported.getByRole('button', { name: 'Delete' }).click();
  const dialog = moderation.getByRole('dialog', { name: 'Delete this post?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(moderation.getByText('The post by Robin was deleted.')).toBeVisible();
  // Its Delete went with it: the focus is on the list's heading, not lost to the page's start.
  await expect(moderation.getByRole('heading', { name: channelKey })).toBeFocused();
  await expect(items).toHaveCount(1);
  await expect(channel).not.toContainText('reported');
  expect(await publicContents(channelKey)).toEqual(['A useful answer']);

  // A word nobody else's test writes, so no other comment meets it even if this test stops here.
  const word = `blocked${Date.now()}`;
  const words = moderation.getByLabel('One word or phrase a line');
  await words.fill(`  ${word.toUpperCase()}  \n\n`);
  await moderation.getByRole('button', { name: 'Save words' }).click();
  await expect(moderation.getByText('Saved: 1 blocked word.')).toBeVisible();
  await expect(words).toHaveValue(word);
  const blocked = await post(author.tokens.accessToken, channelKey, `Now with ${word} inside`);
  expect([blocked.status, blocked.body.error.code]).toEqual([422, 'comment-blocked-word']);
  await words.fill('');
  await moderation.getByRole('button', { name: 'Save words' }).click();
  await expect(moderation.getByText('Saved: 0 blocked words.')).toBeVisible();

  await page.getByRole('link', { name: 'Audit log' }).click();
  const audit = page.locator('console-audit');
  await audit.getByLabel('Action').fill('comments.');
  await audit.getByRole('button', { name: 'Apply filters' }).click();
  const events = audit.locator('table tbody tr[part="row"]');
  const acts = [
    'comments.blocked-words',
    'comments.blocked-words',
    'comments.delete',
    'comments.unban',
    'comments.ban',
    'comments.restore',
    'comments.hide',
  ];
  for (const [index, action] of acts.entries()) {
    await expect(events.nth(index)).toContainText(action);
    await expect(events.nth(index)).toContainText('owner@chainforge.dev');
  }
  await expect(events.nth(2)).toContainText(spam.body.data.id);
  await expect(events.nth(3)).toContainText(author.member.id);
});

test('the Comments page passes axe in dark and light at 1280 and 390 px', async ({ page }) => {
  test.setTimeout(90_000);
  await signInOwner(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of ['dark', 'light'] as const) {
      await page.evaluate((chosen) => localStorage.setItem('chainforge_theme', chosen), theme);
      await page.goto('/console/comments?mode=test');
      await expect(page.locator('console-comments [part="comment"]').first()).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(
        violations.map((found) => `${found.id}: ${found.nodes.map((node) => node.target.join(' ')).join(', ')}`),
        `${theme} ${width}`,
      ).toEqual([]);
    }
  }
});
