// Issue 26, part 2: an owner who signed in more than 10 minutes ago is asked, in place, to confirm
// it is them before a sensitive change, and the change then goes ahead as typed. The session's
// sign-in is moved into the past in the end-to-end database, as the clock would.
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import SQLite from 'better-sqlite3';
import { forgetReusableOwnerSession, SEEDED_OWNER, signInOwner } from './console-owner';
import { E2E_DATA_DIR } from './e2e-env';

/** As if the owner's live sessions had signed in `minutes` ago (and were used just now). */
function ageOwnerSessions(email: string, minutes: number) {
  const db = new SQLite(join(E2E_DATA_DIR, 'chainforge.sqlite'));
  try {
    const then = new Date(Date.now() - minutes * 60_000).toISOString();
    db.prepare(
      `UPDATE ms_owner_sessions SET created_at = ?, confirmed_at = ?, last_seen_at = ?
       WHERE revoked_at IS NULL AND stage = 'active' AND owner_id IN (SELECT id FROM ms_owners WHERE email = ?)`,
    ).run(then, then, new Date().toISOString(), email);
  } finally {
    db.close();
  }
  forgetReusableOwnerSession();
}

test('an owner signed in 11 minutes ago confirms it is them in place, and the key is made as typed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInOwner(page);
  await page.getByRole('link', { name: 'Secret keys' }).click();
  const keys = page.locator('console-keys');
  await expect(keys.getByRole('table', { name: 'Secret keys' })).toBeVisible();
  ageOwnerSessions(SEEDED_OWNER.email, 11);

  await keys.getByLabel('Name').fill('Asked again');
  await keys.getByLabel('Mode').selectOption('live');
  await keys.getByRole('button', { name: 'Create key' }).click();
  const prompt = keys.getByRole('group', { name: 'Confirm it’s you' });
  const password = prompt.getByLabel('Your password');
  await expect(password).toBeFocused();
  await expect(keys.getByLabel('Name')).toHaveValue('Asked again');

  await password.fill('not-the-password');
  await prompt.getByRole('button', { name: 'Confirm' }).click();
  await expect(prompt.getByRole('alert')).toContainText('The current password is incorrect.');
  await password.fill(SEEDED_OWNER.password);
  await prompt.getByRole('button', { name: 'Confirm' }).click();

  await expect(keys.locator('[part="new-key-value"]')).toHaveValue(/^sk_[\w-]{43}$/);
  await expect(prompt).toHaveCount(0);
  await keys.getByRole('button', { name: 'Done' }).click();
  // The proof counts for the next 10 minutes: revoking it now asks nothing more.
  const row = keys.locator('table tbody tr[part="row"]').filter({ hasText: 'Asked again' });
  await row.getByRole('button', { name: /^Revoke Asked again/ }).click();
  const dialog = keys.getByRole('dialog', { name: 'Revoke this key?' });
  await dialog.getByRole('button', { name: 'Revoke key' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('Revoked');
});
