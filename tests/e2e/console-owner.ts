import { type Cookie, expect, type Locator, type Page, test } from '@playwright/test';
import { totpCode } from '../../server/membership/testing/two-step';

/** The owner development seeds, with the authenticator secret its phone would hold. */
export const SEEDED_OWNER = {
  email: 'owner@chainforge.dev',
  password: 'ChainForge-owner-1',
  totpSecret: 'JBSWY3DPEHPK3PXP',
} as const;

const STEP_MS = 30_000;

/** An owner as a test signs them in: email, password and the secret their phone's authenticator holds. */
export interface OwnerCredentials {
  email: string;
  password: string;
  totpSecret: string;
}

/**
 * The seeded owner's console session cookie from the last full sign-in, reused by the tests that
 * follow for a few minutes: a code is accepted once per 30-second step, so signing in afresh for
 * every test waited out a step ~20 times a run. Reused only while younger than the console's
 * 10-minute reauthentication window, so a sensitive change asks nothing it would not ask after a
 * real sign-in; a session that was signed out (or aged) since is found out and signed in again.
 */
let reusableSession: { cookies: Cookie[]; signedInAt: number } | undefined;
const REUSE_FOR_MS = 5 * 60_000;

/** Tests that move the owner's sessions back in time say so: the reused cookie's session is aged too. */
export function forgetReusableOwnerSession(): void {
  reusableSession = undefined;
}

async function resumeSession(page: Page): Promise<boolean> {
  if (!reusableSession || Date.now() - reusableSession.signedInAt > REUSE_FOR_MS) return false;
  await page.context().addCookies(reusableSession.cookies);
  await page.goto('/console');
  const signOut = page.getByRole('button', { name: 'Sign out' });
  await expect(signOut.or(page.getByRole('form', { name: 'Sign in' }))).toBeVisible();
  if (await signOut.isVisible()) return true;
  reusableSession = undefined;
  return false;
}

/**
 * Signs an owner (the seeded one unless given) in to the console as a person does: email and
 * password, then the authenticator's code computed as the phone would. A code is accepted once
 * per 30-second step, so when another sign-in took this step's code, the next step's is typed
 * when it comes. `consoleUrl`: the console's address, when not the test server's own (localhost,
 * for passkeys). The seeded owner on the test server's own console resumes a recent session
 * instead (see reusableSession) unless `fresh`.
 */
export async function signInOwner(
  page: Page,
  owner: OwnerCredentials = SEEDED_OWNER,
  consoleUrl = '/console',
  { fresh = false }: { fresh?: boolean } = {},
) {
  const reusable = owner === SEEDED_OWNER && consoleUrl === '/console' && !fresh;
  if (reusable && (await resumeSession(page))) return;
  await page.goto(consoleUrl);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(owner.email);
  await form.getByLabel('Password', { exact: true }).fill(owner.password);
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  const signIn = page.locator('console-sign-in');
  await typeAuthenticatorCode(signIn, owner.totpSecret, page.getByRole('button', { name: 'Sign out' }));
  if (reusable) {
    const cookies = (await page.context().cookies()).filter((cookie) => cookie.path.startsWith('/membership/console'));
    reusableSession = { cookies, signedInAt: Date.now() };
  }
}

/**
 * Types the authenticator's code into the six boxes in `form` (an element showing them) until
 * `done` shows: when the code of this step was taken already, the next step's, once it comes.
 */
export async function typeAuthenticatorCode(form: Locator, totpSecret: string, done: Locator): Promise<void> {
  const page = form.page();
  const digits = form.locator('[part="code-digit"]');
  await digits.first().click();
  await page.keyboard.type(totpCode(totpSecret));
  const refused = form.locator('[part="form-error"]').filter({ hasText: /\S/ });
  await expect(done.or(refused)).toBeVisible();
  if (await refused.isVisible()) {
    // The wait for the next step is the phone's, not the test's: the test gets that time too.
    const wait = STEP_MS - (Date.now() % STEP_MS) + 500;
    test.info().setTimeout(test.info().timeout + wait);
    await page.waitForTimeout(wait);
    await digits.first().click();
    await page.keyboard.type(totpCode(totpSecret));
  }
  await expect(done).toBeVisible();
}
