import { expect, type Page, test } from '@playwright/test';
import { E2E_BASE_URL } from './e2e-env';
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  freePlanIds,
  freshEmail,
  logInAs,
  signUp,
  withDemoTeamSeat,
  withStoredSession,
} from './members';

const MODALS_PAGE = '/demo-pages/membership-modals.html';
const PASSWORD = 'first-password-1';
/** A 1x1 PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const profile = (page: Page) => page.locator('ms-profile-modal');
const heading = (page: Page) => profile(page).locator('[part="dialog-heading"]');
/** Toasts stack up: the one saying `text`. */
const toast = (page: Page, text: string) => profile(page).locator('[part="toast"]', { hasText: text });
const button = (page: Page, name: string | RegExp) => profile(page).getByRole('button', { name, exact: true });
const menuItem = (page: Page, name: string) =>
  profile(page).locator('[part="menu"]').getByRole('button', { name, exact: true });

/** The demo page with the member signed in, and the profile modal opened from its button. */
async function openProfile(page: Page, session: Parameters<typeof withStoredSession>[1]): Promise<void> {
  await withStoredSession(page, session);
  await page.goto(MODALS_PAGE);
  await page.getByRole('button', { name: 'Profile', exact: true }).click();
  await expect(profile(page).locator('dialog[open]')).toBeVisible();
}

test.describe('the profile modal on a builder page', () => {
  test('Save is enabled by a change, saves it, and is disabled again; Logout closes the modal', async ({ page }) => {
    await openProfile(page, await signUp(freshEmail('profile'), PASSWORD));
    await expect(heading(page)).toHaveText('My Profile');
    const save = button(page, 'Save');
    await expect(save).toBeDisabled();
    await profile(page).locator('input[name="first-name"]').fill('Grace');
    await expect(save).toBeEnabled();
    await save.click();
    await expect(toast(page, 'Your profile has been saved.')).toBeVisible();
    await expect(save).toBeDisabled();

    await menuItem(page, 'Logout').click();
    await expect(profile(page).locator('dialog[open]')).toHaveCount(0);
    await expect(page.locator('#member-email')).toHaveText('nobody');
  });

  test("openModal('PROFILE') opens it for a member and hideModal resolves CLOSED", async ({ page }) => {
    await withStoredSession(page, await signUp(freshEmail('api'), PASSWORD));
    await page.goto(MODALS_PAGE);
    const result = page.evaluate(() => window.chainforge.openModal('PROFILE'));
    await expect(heading(page)).toHaveText('My Profile');
    await page.evaluate(() => window.chainforge.hideModal());
    expect(await result).toEqual({ type: 'CLOSED', data: null });
    await expect(profile(page)).toHaveCount(0);
  });

  test('refuses a file that is not an image or too large, and uploads a picture', async ({ page }) => {
    await openProfile(page, await signUp(freshEmail('image'), PASSWORD));
    const file = profile(page).locator('input[type="file"]');
    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(toast(page, 'File is not an image.')).toBeVisible();
    await file.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(4_000_000) });
    await expect(toast(page, 'Image must be less than 2MB.')).toBeVisible();
    await file.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(profile(page).getByRole('img', { name: 'Profile image' })).toBeVisible();
    await expect(button(page, 'Replace image')).toBeVisible();
  });

  test('changes the password, which then signs in', async ({ page }) => {
    const email = freshEmail('password');
    await openProfile(page, await signUp(email, PASSWORD));
    await menuItem(page, 'Security').click();
    await button(page, 'Change Password').click();
    await expect(heading(page)).toHaveText('Change Password');
    const save = button(page, 'Save');
    await expect(save).toBeDisabled();
    await profile(page).locator('input[name="current-password"]').fill(PASSWORD);
    await profile(page).locator('input[name="new-password"]').fill('second-password-2');
    await expect(save).toBeDisabled();
    await profile(page).locator('input[name="confirm-password"]').fill('second-password-2');
    await expect(save).toBeEnabled();
    await save.click();
    await expect(toast(page, 'Your password has been changed.')).toBeVisible();
    await expect(heading(page)).toHaveText('Security');
    expect((await logInAs(email, 'second-password-2')).member.auth.email).toBe(email);
  });

  test("the owner copies and regenerates the team's invite link and removes a member", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E_BASE_URL });
    await withDemoTeamSeat('joiner', PASSWORD, async (joiner, team) => {
      const seats = team.members.length + 1;

      await openProfile(page, await logInAs(DEMO_EMAIL, DEMO_PASSWORD));
      await menuItem(page, 'Team').click();
      await expect(profile(page).getByText(`${seats}/${team.maxTeamMembers} Seats`)).toBeVisible();
      const link = profile(page).getByRole('textbox', { name: 'Invite link' });
      const firstLink = await link.inputValue();
      expect(firstLink).toContain('inviteToken=');

      await button(page, 'Copy').click();
      await expect(button(page, 'Copied!')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstLink);

      await button(page, 'Regenerate link').click();
      await expect(toast(page, 'Invite Link Regenerated')).toBeVisible();
      await expect(link).not.toHaveValue(firstLink);

      const row = profile(page).locator('[part="team-member"]', { hasText: joiner.member.auth.email });
      await row.getByRole('button', { name: 'Remove' }).click();
      await expect(row.getByRole('button')).toHaveText('Are you sure?');
      await row.getByRole('button').click();
      await expect(toast(page, 'Member has been removed from team.')).toBeVisible();
      await expect(row).toHaveCount(0);
      await expect(profile(page).getByText(`${seats - 1}/${team.maxTeamMembers} Seats`)).toBeVisible();
    });
  });

  test('a team member leaves the team', async ({ page }) => {
    await withDemoTeamSeat('leaver', PASSWORD, async (leaver) => {
      await openProfile(page, leaver);
      await menuItem(page, 'Plans').click();
      await expect(profile(page).getByText('Team Plans')).toBeVisible();
      await button(page, 'Leave Team').click();
      await expect(toast(page, 'You have left the team.')).toBeVisible();
      await expect(profile(page).getByText('Team Plans')).toHaveCount(0);
    });
  });

  test('removes a free plan', async ({ page }) => {
    const [planId] = await freePlanIds();
    await openProfile(page, await signUp(freshEmail('plan'), PASSWORD, { plans: [{ planId }] }));
    await menuItem(page, 'Plans').click();
    await button(page, 'Remove').click();
    await expect(toast(page, 'The plan has been removed.')).toBeVisible();
    await expect(profile(page).getByText('You currently have free no plans.')).toBeVisible();
  });

  test('Manage Subscriptions opens the billing portal', async ({ page }) => {
    await openProfile(page, await logInAs(DEMO_EMAIL, DEMO_PASSWORD));
    await menuItem(page, 'Plans').click();
    await button(page, 'Manage Subscriptions').click();
    await page.waitForURL(/\/dev-billing-portal\?/);
  });

  test('connects a provider through the development sign-in page, and disconnects it', async ({ page }) => {
    const email = freshEmail('provider');
    const session = await signUp(email, PASSWORD);
    await openProfile(page, session);
    await menuItem(page, 'Security').click();
    // Every URL the page and its popup ask for: the member's token must be in none of them.
    const urls: string[] = [];
    page.context().on('request', (request) => urls.push(request.url()));
    const popupOpened = page.waitForEvent('popup');
    await button(page, 'Connect Google').click();
    const popup = await popupOpened;
    await popup.locator('#id').waitFor();
    const connect = urls.find((url) => new URL(url).pathname === '/membership/auth-provider/connect');
    expect(connect, urls.join('\n')).toBeDefined();
    expect(new URL(connect!).searchParams.get('ticket')).toMatch(/^cf_ct_/);
    expect(new URL(connect!).searchParams.has('member')).toBe(false);
    expect(urls.filter((url) => url.includes(session.tokens.accessToken))).toEqual([]);
    expect(popup.url()).not.toContain(session.tokens.accessToken);
    await popup.locator('#id').fill(`e2e-${Date.now()}`);
    await popup.locator('#email').fill(email);
    await popup.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(button(page, 'Disconnect')).toBeVisible();
    await button(page, 'Disconnect').click();
    await expect(button(page, 'Connect Google')).toBeVisible();
  });
});
