// An owner's invitation end to end: the seeded owner invites an address, the mail's link opens the
// console's invitation screen, the invitee chooses a password and sets up an authenticator app from
// the key the screen shows (codes computed as a phone would), and lands in the console signed in.
import { expect, test } from '@playwright/test';
import { totpCode } from '../../server/membership/testing/two-step';
import { signInOwner } from './console-owner';
import { E2E_BASE_URL } from './e2e-env';
import { freshEmail } from './members';

async function invitationLink(to: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const mails = (await (await fetch(`${E2E_BASE_URL}/dev/mailbox.json`)).json()) as { to: string; text: string }[];
    const link = mails.find((mail) => mail.to === to)?.text.match(/https?:\/\/\S+\/console\/invitation#\S+/)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no invitation was mailed to ${to}`);
}

test('an invited owner accepts with a password and an authenticator app, and is signed in', async ({
  browser,
  page,
}) => {
  const invitee = freshEmail('owner');
  await signInOwner(page);
  const invited = await page.request.post(`${E2E_BASE_URL}/membership/console/invitations`, {
    data: { email: invitee },
    headers: { Origin: E2E_BASE_URL },
  });
  expect(invited.status()).toBe(201);
  const link = await invitationLink(invitee);

  const context = await browser.newContext();
  const invitePage = await context.newPage();
  await invitePage.goto(link);
  const signIn = invitePage.locator('console-sign-in');
  await expect(signIn.getByRole('heading', { name: 'Join as an owner' })).toBeVisible();
  await expect(signIn).toContainText(`as ${invitee}`);
  // The token is taken out of the address bar once read.
  expect(new URL(invitePage.url()).hash).toBe('');
  await signIn.getByLabel('New password', { exact: true }).fill('Invited-owner-password-1');
  await signIn.getByRole('button', { name: 'Accept and continue' }).click();
  const key = (await signIn.getByLabel('Setup key').textContent())?.replaceAll(' ', '') ?? '';
  expect(key).toMatch(/^[A-Z2-7]{16,}$/);
  await signIn.locator('[part="code-digit"]').first().click();
  await invitePage.keyboard.type(totpCode(key));
  await expect(invitePage.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(invitePage).toHaveURL(/\/console\/members\?mode=test$/);
  await expect(invitePage.getByText(invitee)).toBeVisible();

  // A used link leads nowhere again.
  await invitePage.goto(link);
  await expect(invitePage.locator('console-sign-in [part="error"]')).toBeVisible();
  await context.close();
});
