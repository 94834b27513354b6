import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import type { Member } from '../../elements/core/membership/types';
import { BUILDER_ORIGIN, type BuilderSite, serveBuilderSite } from './builder-site';
import { E2E_BASE_URL } from './e2e-env';
import { latestCode } from './mailbox';
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  freshEmail,
  logInAs,
  membershipCall,
  PUBLIC_KEY,
  signUp,
  withStoredSession,
} from './members';

/**
 * The no-code runtime end to end: the demo site under /demo-pages/site/ (markup only, the install
 * tag its one script) against the real membership service, a row of the contract's table per test.
 */

const SITE = '/demo-pages/site';
const PASSWORD = 'a-long-password-1';
const STARTER = 'pln_chainforge_starter';
const COMMUNITY = 'pln_chainforge_community';
const MONTHLY = 'prc_chainforge_team_monthly';
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const loginModal = (page: Page) => page.locator('ms-login-modal');
const modalHeading = (page: Page) => loginModal(page).locator('[part="dialog-heading"]');
const modalField = (page: Page, name: string) => loginModal(page).locator(`input[name="${name}"]`);
const toasts = (page: Page) => page.locator('chainforge-toasts [part="toast"]');
const member = (page: Page, key: string) => page.locator(`[data-ms-member="${key}"]`);

/** The runtime has decided every gated element of the page (runtime.ts marks it). */
async function resolved(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('chainforge:content-resolved').length > 0);
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${SITE}/${path}`);
  await resolved(page);
}

/** The member the page's stored session holds, fresh from the service. */
async function storedMember(page: Page): Promise<Member> {
  const token = await page.evaluate(() => localStorage.getItem('_ms-mid'));
  if (!token) throw new Error('nobody is signed in on the page');
  return membershipCall<Member>('GET', '/member', undefined, token);
}

const planIds = (value: Member) => (value.planConnections ?? []).map((connection) => connection.planId);

async function fill(form: Locator, values: Record<string, string>): Promise<void> {
  for (const [key, value] of Object.entries(values)) await form.locator(`[data-ms-member="${key}"]`).fill(value);
}

async function signUpInModal(page: Page, email: string): Promise<void> {
  await expect(modalHeading(page)).toHaveText('Create an account');
  await modalField(page, 'email').fill(email);
  await modalField(page, 'password').fill(PASSWORD);
  await loginModal(page).locator('button[type="submit"]').click();
}

test.describe('the no-code runtime on a markup-only site', () => {
  test('signs up with a custom field and the form plan, then goes to the redirect', async ({ page }) => {
    const email = freshEmail('nocode-signup');
    await open(page, 'signup.html');
    const form = page.locator('#signup-form');
    await fill(form, { 'first-name': 'Ada', 'last-name': 'Lovelace', email, password: PASSWORD });
    await form.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL(`**${SITE}/members.html`);
    await expect(page.locator('#members-area h1')).toHaveText('Hello, Ada');
    const signedUp = await storedMember(page);
    expect(signedUp.auth.email).toBe(email);
    expect(signedUp.customFields).toMatchObject({ 'first-name': 'Ada', 'last-name': 'Lovelace' });
    expect(planIds(signedUp)).toContain(COMMUNITY);
  });

  test('logs in and follows data-ms-redirect; the header shows the member', async ({ page }) => {
    await open(page, 'login.html');
    await fill(page.locator('#login-form'), { email: DEMO_EMAIL, password: DEMO_PASSWORD });
    await page.locator('#login-form').getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`**${SITE}/account.html`);
    await expect(page.locator('#header-email')).toHaveText(DEMO_EMAIL);
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  });

  test('shows a failure in the form, keeps what was typed, and the form can be sent again', async ({ page }) => {
    await open(page, 'login.html');
    const form = page.locator('#login-form');
    const error = form.locator('[data-ms-message="error"]');
    await expect(error).toBeHidden();
    await fill(form, { email: DEMO_EMAIL, password: 'not-the-right-one' });
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(error).toBeVisible();
    await expect(error).toHaveAttribute('role', 'alert');
    await expect(error).not.toBeEmpty();
    await expect(form).toHaveAttribute('data-ms-state', 'error');
    await expect(form.locator('[data-ms-member="email"]')).toHaveValue(DEMO_EMAIL);
    await expect(form.locator('[data-ms-member="password"]')).toHaveValue('not-the-right-one');
    await expect(form.getByRole('button', { name: 'Log in' })).toBeEnabled();

    await form.locator('[data-ms-member="password"]').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`**${SITE}/account.html`);
  });

  test('logs in without a password: the first submit mails a code and shows the code step', async ({ page }) => {
    const email = freshEmail('nocode-passwordless');
    await signUp(email, PASSWORD);
    await open(page, 'login.html');
    const form = page.locator('#passwordless-login-form');
    const code = form.locator('[data-ms-member="token"]');
    await expect(code).toBeHidden();
    await fill(form, { email });
    await form.getByRole('button', { name: 'Continue' }).click();
    await expect(code).toBeVisible();
    await expect(code).toBeFocused();
    await expect(form.locator('[data-ms-message="success"]')).toContainText(email);
    await code.fill(await latestCode(email));
    await form.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`**${SITE}/account.html`);
    await expect(page.locator('#header-email')).toHaveText(email);
  });

  test('signs up without a password with the mailed code', async ({ page }) => {
    const email = freshEmail('nocode-passwordless-signup');
    await open(page, 'signup.html');
    const form = page.locator('#passwordless-signup-form');
    await fill(form, { 'first-name': 'Grace', email });
    await form.getByRole('button', { name: 'Continue' }).click();
    await expect(form.locator('[data-ms-member="token"]')).toBeVisible();
    await form.locator('[data-ms-member="token"]').fill(await latestCode(email));
    await form.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`**${SITE}/members.html`);
    await expect(page.locator('#members-area h1')).toHaveText('Hello, Grace');
  });

  test('mails a reset code, resets the password with it, and logs in with the new one', async ({ page }) => {
    const email = freshEmail('nocode-reset');
    await signUp(email, 'the-old-password');
    await open(page, 'forgot-password.html');
    await fill(page.locator('#forgot-form'), { email });
    await page.locator('#forgot-form').getByRole('button').click();
    await page.waitForURL(`**${SITE}/reset-password.html`);
    await resolved(page);
    await fill(page.locator('#reset-form'), { token: await latestCode(email), password: 'the-new-password' });
    await page.locator('#reset-form').getByRole('button').click();
    await page.waitForURL(`**${SITE}/login.html`);
    expect((await logInAs(email, 'the-new-password')).member.auth.email).toBe(email);
  });

  test('prefills and saves the profile, the email and the password forms', async ({ page }) => {
    const email = freshEmail('nocode-account');
    await withStoredSession(page, await signUp(email, PASSWORD, { customFields: { 'first-name': 'Lin' } }));
    await open(page, 'account.html');
    const profile = page.locator('#profile-form');
    await expect(profile.locator('[data-ms-member="first-name"]')).toHaveValue('Lin');
    await profile.locator('[data-ms-member="last-name"]').fill('Okafor');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    // The builder's own success text is kept.
    await expect(profile.locator('[data-ms-message="success"]')).toHaveText('Profile saved.');
    await expect(profile).toHaveAttribute('data-ms-state', 'success');
    expect((await storedMember(page)).customFields).toMatchObject({ 'first-name': 'Lin', 'last-name': 'Okafor' });

    const emailForm = page.locator('#email-form');
    await expect(emailForm.locator('[data-ms-member="email"]')).toHaveValue(email);
    const newEmail = freshEmail('nocode-new-email');
    await emailForm.locator('[data-ms-member="email"]').fill(newEmail);
    await emailForm.getByRole('button', { name: 'Save email' }).click();
    await expect(emailForm.locator('[data-ms-message="success"]')).toHaveText('Your email has been updated.');
    await expect(page.locator('#header-email')).toHaveText(newEmail);

    const passwordForm = page.locator('#password-form');
    await fill(passwordForm, { 'current-password': PASSWORD, 'new-password': 'another-long-password' });
    await passwordForm.getByRole('button', { name: 'Change password' }).click();
    await expect(passwordForm.locator('[data-ms-message="success"]')).toHaveText('Your password has been changed.');
    await expect(passwordForm.locator('[data-ms-member="new-password"]')).toHaveValue('');
    expect((await logInAs(newEmail, 'another-long-password')).member.auth.email).toBe(newEmail);
  });

  test('opens the modals named by data-ms-modal', async ({ page }) => {
    await open(page, 'index.html');
    await page.getByRole('button', { name: 'Join free' }).click();
    await expect(modalHeading(page)).toHaveText('Create an account');
    await page.evaluate(() => window.chainforge.hideModal());
    await page.locator('main').getByRole('button', { name: 'Log in' }).click();
    await expect(modalHeading(page)).toHaveText('Log in to your account');
    await page.evaluate(() => window.chainforge.hideModal());

    await open(page, 'login.html');
    await page.getByRole('link', { name: 'Reset it here' }).click();
    await expect(modalHeading(page)).toHaveText('Reset your password');
    expect(new URL(page.url()).hash).toBe('');
  });

  test('opens the profile modal for a member, and logs out', async ({ page }) => {
    await withStoredSession(page, await logInAs(DEMO_EMAIL, DEMO_PASSWORD));
    await open(page, 'account.html');
    await page.getByRole('button', { name: 'Open the profile window' }).click();
    await expect(page.locator('ms-profile-modal dialog[open]')).toBeVisible();
    await page.evaluate(() => window.chainforge.hideModal());
    await page.locator('header').getByRole('button', { name: 'Log out' }).click();
    await expect(page.locator('#account-locked')).toBeVisible();
    await expect(page.locator('#account-area')).toHaveCount(0);
    await expect(page.locator('header').getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('_ms-mid'))).toBeNull();
  });

  test('a signed-out plan click keeps the plan in ms_plan, opens signup, and the signup adds it', async ({ page }) => {
    await open(page, 'pricing.html');
    await page.getByRole('button', { name: 'Join Community' }).click();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('ms_plan'))).toBe(COMMUNITY);
    await signUpInModal(page, freshEmail('nocode-plan'));
    await expect(page.locator('header').getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect.poll(async () => planIds(await storedMember(page))).toContain(COMMUNITY);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('ms_plan'))).toBeNull();
  });

  test('a signed-out price click keeps the price in ms_price, opens signup, then checkout', async ({ page }) => {
    await open(page, 'pricing.html');
    await page.getByRole('button', { name: 'Buy monthly' }).click();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('ms_price'))).toBe(MONTHLY);
    await signUpInModal(page, freshEmail('nocode-price'));
    // Test mode: the test card screen first, then the checkout.
    await expect(modalHeading(page)).toHaveText('Test cards');
    expect(await page.evaluate(() => sessionStorage.getItem('ms_price'))).toBeNull();
    await loginModal(page).getByRole('button', { name: 'Continue to Test Checkout' }).click();
    await page.waitForURL(/\/membership\/dev-checkout\?/);
  });

  test('a member adds and removes a free plan, and gating follows', async ({ page }) => {
    await withStoredSession(
      page,
      await signUp(freshEmail('nocode-plans'), PASSWORD, { plans: [{ planId: COMMUNITY }] }),
    );
    await open(page, 'members.html');
    await expect(page.locator('#supply-chain-guide')).toHaveCount(0);
    await page.locator('#supply-chain-upsell').getByRole('button', { name: 'Get Starter' }).click();
    await expect(page.locator('#supply-chain-guide')).toBeVisible();
    await expect(page.locator('#supply-chain-upsell')).toHaveCount(0);
    expect(planIds(await storedMember(page))).toContain(STARTER);

    await open(page, 'pricing.html');
    await page.getByRole('button', { name: 'Leave Community' }).click();
    await expect(toasts(page)).toHaveText(['The plan has been removed.']);
    expect(planIds(await storedMember(page))).not.toContain(COMMUNITY);
  });

  test('gates members, !members and a content group key, and shows member data', async ({ page }) => {
    await open(page, 'members.html');
    await expect(page.locator('#members-locked')).toBeVisible();
    await expect(page.locator('#supply-chain-upsell')).toBeVisible();
    // Removed from the page, not only hidden.
    await expect(page.locator('#members-area')).toHaveCount(0);
    await expect(page.locator('#supply-chain-guide')).toHaveCount(0);

    const { member: demo, tokens } = await logInAs(DEMO_EMAIL, DEMO_PASSWORD);
    await page.evaluate(
      ({ token, memberJson, expires }) => {
        localStorage.setItem('_ms-mid', token);
        localStorage.setItem('_ms-mem', memberJson);
        localStorage.setItem('_cf-ms-expires', String(expires));
      },
      { token: tokens.accessToken, memberJson: JSON.stringify(demo), expires: tokens.expires },
    );
    await open(page, 'members.html');
    await expect(page.locator('#members-area')).toBeVisible();
    await expect(page.locator('#supply-chain-guide')).toBeVisible(); // the demo account holds Starter
    await expect(page.locator('#members-locked')).toHaveCount(0);
    await expect(page.locator('#supply-chain-upsell')).toHaveCount(0);
    await expect(page.locator('#member-email')).toHaveText(DEMO_EMAIL);
    await expect(page.locator('#member-id')).toHaveText(demo.id);
    await expect(page.locator('#member-since')).toHaveText(/\d{4}/);
    await expect(page.locator('#members-area h1')).toHaveText('Hello, Dana');
  });

  test('uploads a profile image and shows it in every profile-image element', async ({ page }) => {
    await withStoredSession(page, await signUp(freshEmail('nocode-image'), PASSWORD));
    await open(page, 'account.html');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Change image' }).click();
    await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(page.locator('img[data-ms-member="profile-image"]')).toHaveAttribute('src', /^https?:\/\//);
    const src = await page.locator('img[data-ms-member="profile-image"]').getAttribute('src');
    expect((await storedMember(page)).profileImage).toBe(src);
  });

  test('refuses a file that is not an image, in a toast', async ({ page }) => {
    await withStoredSession(page, await signUp(freshEmail('nocode-not-image'), PASSWORD));
    await open(page, 'account.html');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Change image' }).click();
    await (await chooser).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
    await expect(toasts(page)).toHaveText(['File is not an image.']);
  });

  test('signs in with a social provider button', async ({ page }) => {
    const email = freshEmail('nocode-social');
    await open(page, 'login.html');
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const popup = await popupOpened;
    await popup.locator('#id').fill(`e2e-${Date.now()}`);
    await popup.locator('#email').fill(email);
    await popup.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.locator('#header-email')).toHaveText(email);
  });

  test('login-redirect, the billing portal and a new verification email, for a member', async ({ page }) => {
    await withStoredSession(page, await logInAs(DEMO_EMAIL, DEMO_PASSWORD));
    await open(page, 'account.html');
    await page.getByRole('button', { name: 'Send the verification email again' }).click();
    await expect(toasts(page)).toHaveCount(1);
    await page.getByRole('button', { name: 'Billing portal' }).click();
    await page.waitForURL(/\/membership\/dev-billing-portal\?/);

    await open(page, 'index.html');
    await page.getByRole('link', { name: 'Go to my dashboard' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith(SITE));
  });

  test('wires elements a page adds after load', async ({ page }) => {
    await withStoredSession(page, await logInAs(DEMO_EMAIL, DEMO_PASSWORD));
    await open(page, 'index.html');
    await page.evaluate(() => {
      const section = document.createElement('section');
      section.id = 'late';
      section.innerHTML = `
        <p data-ms-content="!members" id="late-visitors">For visitors</p>
        <p data-ms-content="members" id="late-members">Hi <span data-ms-member="first-name">you</span></p>
        <button type="button" data-ms-modal="profile">Late profile button</button>`;
      document.querySelector('main')!.append(section);
    });
    await expect(page.locator('#late-members')).toHaveText('Hi Dana');
    await expect(page.locator('#late-visitors')).toHaveCount(0);
    await page.getByRole('button', { name: 'Late profile button' }).click();
    await expect(page.locator('ms-profile-modal dialog[open]')).toBeVisible();
  });
});

/**
 * Gated content must never reach the screen before the runtime has decided it. Sampled from the
 * first painted frame with Chromium's screencast (frames the compositor actually produced):
 * requestAnimationFrame sampling missed every flash measured here, as rAF callbacks do not run
 * before the first paint of a loading document.
 */
test.describe('gated content and the first paint', () => {
  /** The members page with its two gated blocks painted in colours no other pixel has. */
  async function probePage(blocking: boolean): Promise<string> {
    const html = await readFile(new URL('../../demo-pages/site/members.html', import.meta.url), 'utf8');
    const probe = html.replace(' blocking="render"', blocking ? ' blocking="render"' : '').replace(
      '</head>',
      `<style>#members-locked, #members-area { background: rgb(255, 0, 0) !important; min-height: 400px; }
         #members-area { background: rgb(0, 0, 255) !important; }</style></head>`,
    );
    return probe;
  }

  const require = createRequire(import.meta.url);
  const { jpegjs } = require('playwright-core/lib/utilsBundle') as {
    jpegjs: { decode(data: Buffer): { width: number; height: number; data: Uint8Array } };
  };

  /** Which of the two colours each painted frame shows, from before the navigation until `done`. */
  async function framesWhileLoading(page: Page, context: BrowserContext, path: string) {
    const cdp = await context.newCDPSession(page);
    const frames: { red: boolean; blue: boolean }[] = [];
    cdp.on('Page.screencastFrame', (frame: { data: string; sessionId: number }) => {
      const image = jpegjs.decode(Buffer.from(frame.data, 'base64'));
      let red = false;
      let blue = false;
      for (let i = 0; i < image.data.length; i += 4 * 7) {
        const [r, g, b] = [image.data[i]!, image.data[i + 1]!, image.data[i + 2]!];
        if (r > 220 && g < 40 && b < 40) red = true;
        if (b > 220 && r < 40 && g < 40) blue = true;
      }
      frames.push({ red, blue });
      cdp.send('Page.screencastFrameAck', { sessionId: frame.sessionId }).catch(() => {});
    });
    await cdp.send('Page.startScreencast', { format: 'jpeg', quality: 80, everyNthFrame: 1 });
    await page.goto(path);
    await resolved(page);
    await page.waitForTimeout(400);
    await cdp.send('Page.stopScreencast');
    return frames;
  }

  for (const signedIn of [false, true]) {
    test(`never paints the wrong block for a ${signedIn ? 'member' : 'visitor'}, the script arriving late`, async ({
      page,
      context,
    }) => {
      if (signedIn) await withStoredSession(page, await logInAs(DEMO_EMAIL, DEMO_PASSWORD));
      const html = await probePage(true);
      await page.route(`**${SITE}/flash-probe.html`, (route) =>
        route.fulfill({ contentType: 'text/html', body: html }),
      );
      // The worst case for a deferred module script: it arrives well after the page was parsed.
      await page.route('**/cdn/chainforge-elements.js', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        await route.continue();
      });
      const frames = await framesWhileLoading(page, context, `${SITE}/flash-probe.html`);
      expect(frames.length).toBeGreaterThan(0);
      const wrong = signedIn ? 'red' : 'blue';
      const right = signedIn ? 'blue' : 'red';
      expect(frames.filter((frame) => frame[wrong])).toEqual([]);
      expect(frames.some((frame) => frame[right])).toBe(true);
    });
  }
});

test.describe('URL-gated pages and Memberstack markup on a builder site', () => {
  let site: BuilderSite;
  const installTag = `<script type="module" src="${E2E_BASE_URL}/cdn/chainforge-elements.js"
        data-public-key="${PUBLIC_KEY}"
        data-api-url="${E2E_BASE_URL}/membership"></script>`;
  const gatedPage = (
    title: string,
  ) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
    ${installTag}</head><body><main data-ms-content="members"><h1>${title}</h1></main></body></html>`;

  /**
   * A site built for Memberstack as its documentation shows (Webflow's form markup, the data-ms-*
   * attributes), with Memberstack's own script tag; the test swaps that one tag for ours.
   */
  const MEMBERSTACK_PAGE = `<!DOCTYPE html>
<html data-wf-page="home" lang="en">
<head>
  <meta charset="utf-8">
  <title>Members site</title>
  <style>.w-form-done, .w-form-fail { display: none; }</style>
  <script data-memberstack-app="app_clxyz123" src="https://static.memberstack.com/scripts/v1/memberstack.js" type="text/javascript"></script>
</head>
<body>
  <div class="nav">
    <a href="#" data-ms-modal="login" class="nav-link" data-ms-content="!members">Log in</a>
    <a href="#" data-ms-action="logout" class="nav-link" data-ms-content="members">Log out</a>
  </div>
  <div data-ms-content="members" class="members-only">
    <h2>Welcome, <span data-ms-member="first-name">First name</span></h2>
    <div data-ms-member="email">email@example.com</div>
  </div>
  <div data-ms-content="!members" class="visitors-only">
    <div class="w-form">
      <form id="wf-form-Signup-Form" name="wf-form-Signup-Form" data-name="Signup Form" method="get" data-ms-form="signup">
        <input type="text" class="w-input" maxlength="256" name="First-Name" data-name="First Name" placeholder="First name" data-ms-member="first-name" id="First-Name">
        <input type="email" class="w-input" maxlength="256" name="Email" data-name="Email" placeholder="Email" data-ms-member="email" id="Email" required="">
        <input type="password" class="w-input" maxlength="256" name="Password" data-name="Password" placeholder="Password" data-ms-member="password" id="Password" required="">
        <input type="submit" value="Sign up" data-wait="Please wait..." class="w-button">
      </form>
      <div class="w-form-done"><div>Thank you! Your submission has been received!</div></div>
      <div class="w-form-fail"><div>Oops! Something went wrong while submitting the form.</div></div>
    </div>
    <div class="w-form">
      <form id="wf-form-Login-Form" name="wf-form-Login-Form" data-name="Login Form" method="get" data-ms-form="login">
        <input type="email" class="w-input" maxlength="256" name="Email-2" data-name="Email 2" placeholder="Email" data-ms-member="email" id="Email-2" required="">
        <input type="password" class="w-input" maxlength="256" name="Password-2" data-name="Password 2" placeholder="Password" data-ms-member="password" id="Password-2" required="">
        <input type="submit" value="Log in" data-wait="Please wait..." class="w-button">
      </form>
    </div>
    <a href="#" data-ms-plan:add="${COMMUNITY}" class="button">Join the community</a>
  </div>
</body>
</html>`;
  const memberstackScript =
    /<script data-memberstack-app="[^"]+" src="https:\/\/static\.memberstack\.com\/[^"]+" type="text\/javascript"><\/script>/;

  test.beforeAll(async () => {
    site = await serveBuilderSite({
      '/members/welcome.html': gatedPage('Members welcome'),
      '/team-playbook': gatedPage('Team playbook'),
      '/login': '<!doctype html><title>Login</title><h1>The site login page</h1>',
      '/': '<!doctype html><title>Home</title><h1>The site home page</h1>',
      '/memberstack.html': MEMBERSTACK_PAGE.replace(memberstackScript, installTag),
    });
  });
  test.afterAll(() => site.close());

  test("sends a visitor on a content group's URL to the group's redirect", async ({ page }) => {
    await page.goto(`${BUILDER_ORIGIN}/members/welcome.html`);
    await page.waitForURL(`${BUILDER_ORIGIN}/login`);
    await page.goto(`${BUILDER_ORIGIN}/team-playbook`);
    await page.waitForURL(`${BUILDER_ORIGIN}/`);
  });

  test("lets a member with access stay, and sends one without the group's plan away", async ({ page }) => {
    await withStoredSession(page, await signUp(freshEmail('nocode-url-gate'), PASSWORD));
    await page.goto(`${BUILDER_ORIGIN}/members/welcome.html`);
    await resolved(page);
    await expect(page.getByRole('heading', { name: 'Members welcome' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/members/welcome.html');
    // Every member may see /members; /team-playbook is for the paid Team plan only.
    await page.goto(`${BUILDER_ORIGIN}/team-playbook`);
    await page.waitForURL(`${BUILDER_ORIGIN}/`);
  });

  test('the same markup written for Memberstack works unchanged, its script tag swapped', async ({ page }) => {
    expect(MEMBERSTACK_PAGE.match(memberstackScript)).toHaveLength(1);
    const email = freshEmail('nocode-memberstack');
    await page.goto(`${BUILDER_ORIGIN}/memberstack.html`);
    await resolved(page);
    await expect(page.locator('.members-only')).toHaveCount(0);
    // Still here: the members group's STARTS '/members' is a path prefix, not a text prefix.
    expect(new URL(page.url()).pathname).toBe('/memberstack.html');

    await page.getByRole('link', { name: 'Join the community' }).click();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('ms_plan'))).toBe(COMMUNITY);
    await expect(loginModal(page).locator('dialog[open]')).toBeVisible();
    await page.evaluate(() => window.chainforge.hideModal());

    await page.locator('#First-Name').fill('Katherine');
    await page.locator('#Email').fill(email);
    await page.locator('#Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.locator('.members-only h2')).toHaveText('Welcome, Katherine');
    await expect(member(page, 'email').first()).toHaveText(email);
    await expect(page.locator('.visitors-only')).toHaveCount(0);
    expect(new URL(page.url()).search).toBe(''); // never sent the browser's way
    expect(planIds(await storedMember(page))).toContain(COMMUNITY);

    await page.getByRole('link', { name: 'Log out' }).click();
    await expect(page.locator('.visitors-only')).toBeVisible();
    await page.locator('#Email-2').fill(email);
    await page.locator('#Password-2').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.locator('.members-only h2')).toHaveText('Welcome, Katherine');
  });
});
