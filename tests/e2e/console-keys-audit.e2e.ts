// Secret keys end to end: the seeded owner makes a key in the console, a server uses it with
// Memberstack's own Admin SDK, the owner revokes it and the SDK is refused, and the audit log
// shows both acts and the key's call.
import { init } from '@memberstack/admin';
import { expect, test } from '@playwright/test';
import { signInOwner } from './console-owner';
import { E2E_BASE_URL } from './e2e-env';

const ADMIN_BASE_URL = `${E2E_BASE_URL}/membership/admin/`;

test('an owner makes a secret key, the Admin SDK lists members with it, and once revoked it is refused', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInOwner(page);
  await page.getByRole('link', { name: 'Secret keys' }).click();
  const keys = page.locator('console-keys');
  await keys.getByLabel('Name').fill('E2E reporting');
  await keys.getByLabel('Mode').selectOption('test');
  await keys.getByRole('button', { name: 'Create key' }).click();

  const shown = keys.locator('[part="new-key-value"]');
  await expect(shown).toHaveValue(/^sk_sb_[\w-]{43}$/);
  const key = await shown.inputValue();
  const masked = `sk_sb_…${key.slice(-4)}`;

  const members = await init(key, { baseUrl: ADMIN_BASE_URL }).members.list({});
  expect(members.totalCount).toBeGreaterThanOrEqual(4);
  expect(members.data.map((member) => member.auth.email)).toContain('demo@chainforge.dev');

  await keys.getByRole('button', { name: 'Done' }).click();
  await expect(keys.locator('[part="new-key"]')).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(key);

  await keys.getByRole('button', { name: `Revoke E2E reporting (${masked})` }).click();
  const dialog = keys.getByRole('dialog', { name: 'Revoke this key?' });
  await expect(dialog).toContainText(`“E2E reporting” (${masked}) stops working at once`);
  await dialog.getByRole('button', { name: 'Revoke key' }).click();
  await expect(dialog).toHaveCount(0);
  const row = keys.locator('table tbody tr[part="row"]').filter({ hasText: 'E2E reporting' });
  await expect(row).toContainText('Revoked');

  const refusal = await init(key, { baseUrl: ADMIN_BASE_URL })
    .members.list({})
    .then(
      () => null,
      (error: { code: string }) => error,
    );
  expect(refusal).toMatchObject({ code: 'invalid-secret-key' });
  const answer = await fetch(`${ADMIN_BASE_URL}members`, { headers: { 'X-API-KEY': key } });
  expect(answer.status).toBe(401);

  await page.getByRole('link', { name: 'Audit log' }).click();
  const audit = page.locator('console-audit');
  await audit.getByLabel('Action').fill('secret-keys.');
  await audit.getByRole('button', { name: 'Apply filters' }).click();
  const events = audit.locator('table tbody tr[part="row"]');
  await expect(events.first()).toContainText('secret-keys.revoke');
  await expect(events.nth(1)).toContainText('secret-keys.create');
  await expect(events.first()).toContainText('owner@chainforge.dev');

  await audit.getByLabel('Action').fill('');
  await audit.getByLabel('Who').selectOption('secret-key');
  await audit.getByRole('button', { name: 'Apply filters' }).click();
  await expect(events.filter({ hasText: `E2E reporting (…${key.slice(-4)})` }).first()).toContainText('members.list');

  const download = page.waitForEvent('download');
  await audit.getByRole('link', { name: 'Download as CSV' }).click();
  const file = await (await download).path();
  const { readFile } = await import('node:fs/promises');
  const csv = await readFile(file, 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    'Time,Actor Type,Actor ID,Actor,Action,Target Type,Target ID,Status,Mode,Client Address,Detail',
  );
  expect(csv).toContain(`E2E reporting (…${key.slice(-4)})`);
});
