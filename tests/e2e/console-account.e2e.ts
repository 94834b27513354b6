// An owner's own account end to end, at localhost (browsers refuse passkeys on an IP address): an
// invited owner (so the seeded one stays as other tests expect) adds a passkey made by Chromium's
// virtual authenticator, changes the password, signs out, signs in with the new password and the
// authenticator's code, then with the passkey alone, which the list then shows as used.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { type OwnerCredentials, signInOwner, typeAuthenticatorCode } from './console-owner';
import { E2E_BASE_URL } from './e2e-env';
import { freshEmail } from './members';
import { addVirtualAuthenticator, LOCALHOST_BASE_URL, withoutPasskeyAutofill } from './sign-in-factors';

const CONSOLE = `${LOCALHOST_BASE_URL}/console`;

/** The seeded owner invites a fresh address; the link the mail holds, opened at localhost. */
async function invitationAtLocalhost(page: Page, email: string): Promise<string> {
  await signInOwner(page);
  const invited = await page.request.post(`${E2E_BASE_URL}/membership/console/invitations`, {
    data: { email },
    headers: { Origin: E2E_BASE_URL },
  });
  expect(invited.status()).toBe(201);
  for (let attempt = 0; attempt < 20; attempt++) {
    const mails = (await (await fetch(`${E2E_BASE_URL}/dev/mailbox.json`)).json()) as { to: string; text: string }[];
    const link = mails.find((mail) => mail.to === email)?.text.match(/https?:\/\/\S+\/console\/invitation#\S+/)?.[0];
    if (link) return link.replace(E2E_BASE_URL, LOCALHOST_BASE_URL);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no invitation was mailed to ${email}`);
}

/** Accepts the invitation with a password and an authenticator set up from the key shown: the owner signed in. */
async function becomeOwner(page: Page, link: string, email: string): Promise<OwnerCredentials> {
  const password = 'Account-owner-password-1';
  await page.goto(link);
  const signIn = page.locator('console-sign-in');
  await signIn.getByLabel('New password', { exact: true }).fill(password);
  await signIn.getByRole('button', { name: 'Accept and continue' }).click();
  const totpSecret = (await signIn.getByLabel('Setup key').textContent())?.replaceAll(' ', '') ?? '';
  await typeAuthenticatorCode(signIn, totpSecret, page.getByRole('button', { name: 'Sign out' }));
  return { email, password, totpSecret };
}

test('an owner adds a passkey, changes the password, and signs in with each', async ({ browser, page }) => {
  const email = freshEmail('account-owner');
  const link = await invitationAtLocalhost(page, email);
  const context = await browser.newContext();
  const owner = await context.newPage();
  // Chromium's virtual authenticator would answer the email field's suggestions at once, signing
  // in with the passkey before the password could be typed: here it answers only the button.
  await withoutPasskeyAutofill(owner);
  const authenticator = await addVirtualAuthenticator(owner);
  const credentials = await becomeOwner(owner, link, email);

  await owner.getByRole('link', { name: 'Your account' }).click();
  await expect(owner).toHaveURL(`${CONSOLE}/account`);
  const account = owner.locator('console-account');
  await expect(account).toContainText('No passkeys yet.');
  await account.getByLabel('Name of the new passkey').fill('E2E laptop');
  await account.getByRole('button', { name: 'Add a passkey' }).click();
  const passkeys = account.getByRole('region', { name: 'Passkeys', exact: true });
  await expect(passkeys.getByRole('status')).toContainText('“E2E laptop” added');
  await expect(account.getByRole('row', { name: /E2E laptop/ })).toContainText('Never');
  expect(await authenticator.credentials()).toHaveLength(1);

  const newPassword = 'Changed-owner-password-2';
  const passwordForm = account.getByRole('form', { name: 'Change your password' });
  await passwordForm.getByLabel('Current password').fill(credentials.password);
  await passwordForm.getByLabel('New password').fill(newPassword);
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordForm.locator('[part="form-success"]')).toContainText('Password changed.');
  expect((await new AxeBuilder({ page: owner }).analyze()).violations.map((found) => found.id)).toEqual([]);

  await owner.getByRole('button', { name: 'Sign out' }).click();
  const signIn = owner.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Password', { exact: true }).fill(credentials.password);
  await signIn.getByRole('button', { name: 'Continue' }).click();
  await expect(owner.locator('console-sign-in [part="form-error"]')).toContainText('incorrect');

  await signInOwner(owner, { ...credentials, password: newPassword }, CONSOLE);
  await owner.getByRole('button', { name: 'Sign out' }).click();

  await owner.locator('console-sign-in').getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(owner.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await owner.goto(`${CONSOLE}/account`);
  await expect(account.getByRole('row', { name: /E2E laptop/ })).not.toContainText('Never');
  await context.close();
});

test('on an IP-address page the console offers no passkey, and says why none can be added', async ({ page }) => {
  await signInOwner(page);
  await page.getByRole('link', { name: 'Your account' }).click();
  const account = page.locator('console-account');
  await expect(account.getByRole('note')).toContainText('not on an IP address');
  await expect(account.getByRole('button', { name: 'Add a passkey' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toHaveCount(0);
});
