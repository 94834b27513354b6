import { expect, type Page, test } from '@playwright/test';
import SQLite from 'better-sqlite3';
import { join } from 'node:path';
import { SQLITE_FILE } from '../../server/db/open';
import { hashBearerToken } from '../../server/security/bearer-tokens';
import { E2E_DATA_DIR } from './e2e-env';
import { freshEmail, membershipCall, signUp, withStoredSession } from './members';

// A session signed in over 10 minutes ago (what a copied token is) asks 'Confirm it's you' before
// a change to how the member signs in, in place, and then makes the change it was asked for.

const MODALS_PAGE = '/demo-pages/membership-modals.html';
const PASSWORD = 'confirm-its-me-1';

const profile = (page: Page) => page.locator('ms-profile-modal');
const prompt = (page: Page) => profile(page).locator('[part="presence-prompt"]');

/** Moves the session's sign-in 11 minutes back in the running server's own database. */
function ageSession(token: string): void {
  const db = new SQLite(join(E2E_DATA_DIR, SQLITE_FILE));
  try {
    db.prepare('UPDATE ms_sessions SET created_at = ?, confirmed_at = NULL WHERE token_hash = ?').run(
      new Date(Date.now() - 11 * 60_000).toISOString(),
      hashBearerToken(token),
    );
  } finally {
    db.close();
  }
}

test.describe("'Confirm it's you' in the profile modal", () => {
  test('an email change waits for the password, then saves the email as typed', async ({ page }) => {
    const email = freshEmail('reauth');
    const session = await signUp(email, PASSWORD);
    ageSession(session.tokens.accessToken);
    await withStoredSession(page, session);
    await page.goto(MODALS_PAGE);
    await page.getByRole('button', { name: 'Profile', exact: true }).click();
    await profile(page).locator('[part="menu"]').getByRole('button', { name: 'Security', exact: true }).click();

    const moved = freshEmail('reauth-moved');
    await profile(page).locator('input[name="email"]').fill(moved);
    await profile(page).getByRole('button', { name: 'Save', exact: true }).click();
    await expect(prompt(page)).toContainText("Confirm it's you");
    const password = prompt(page).getByLabel('Current password');
    await expect(password).toBeFocused();
    await password.fill('not-the-password');
    await prompt(page).getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(prompt(page)).toContainText('password');
    await expect(password).toHaveValue('');

    await password.fill(PASSWORD);
    await prompt(page).getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(prompt(page)).toHaveCount(0);
    await expect(profile(page).locator('[part="toast"]', { hasText: 'Your email has been updated.' })).toBeVisible();
    const member = await membershipCall<{ auth: { email: string } }>(
      'GET',
      '/member',
      undefined,
      session.tokens.accessToken,
    );
    expect(member.auth.email).toBe(moved);
  });

  test("a builder's email form sends its current password as the proof", async ({ page }) => {
    const session = await signUp(freshEmail('reauth-nocode'), PASSWORD);
    ageSession(session.tokens.accessToken);
    await withStoredSession(page, session);
    await page.goto('/demo-pages/site/account.html');
    const form = page.locator('#email-form');
    const moved = freshEmail('reauth-nocode-moved');
    await form.getByLabel('Email').fill(moved);
    await form.getByRole('button', { name: 'Save email' }).click();
    await expect(form.locator('[data-ms-message="error"]')).toContainText('confirm it is you');

    await form.getByLabel('Current password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Save email' }).click();
    await expect(form.locator('[data-ms-message="success"]')).toBeVisible();
    const member = await membershipCall<{ auth: { email: string } }>(
      'GET',
      '/member',
      undefined,
      session.tokens.accessToken,
    );
    expect(member.auth.email).toBe(moved);
  });
});
