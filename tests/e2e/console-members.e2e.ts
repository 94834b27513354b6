// The console's members end to end, against the real server: the seeded owner signs in with the
// second step, finds a member by email, adds a free plan, signs them out everywhere (their session
// and API token refused on the next request) and exports the list as CSV. Nobody else gets in.
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { BUILDER_ORIGIN, serveBuilderSite } from './builder-site';
import { signInOwner } from './console-owner';
import { E2E_BASE_URL } from './e2e-env';
import { freshEmail, PUBLIC_KEY, signUp } from './members';
import { signIn as signInToDashboard } from './session';

const FREE_PLAN = { id: 'pln_chainforge_community', name: 'Community' };

/** A new member signed in on a site, with the API token single sign-on gave them. */
async function signedInMember() {
  const email = freshEmail('console');
  const { member, tokens } = await signUp(email, 'Console-e2e-password-1');
  const sso = await fetch(`${E2E_BASE_URL}/api/memberstack/sso`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ memberstack_user_id: member.id, token: tokens.accessToken }),
  });
  const apiToken = ((await sso.json()) as { data: { token: string } }).data.token;
  return { email, id: member.id, sessionToken: tokens.accessToken, apiToken };
}

const memberAnswer = (token: string) =>
  fetch(`${E2E_BASE_URL}/membership/member`, {
    headers: { 'X-API-Key': PUBLIC_KEY, Authorization: `Bearer ${token}` },
  });
const apiAnswer = (token: string) =>
  fetch(`${E2E_BASE_URL}/api/account-balance`, { headers: { Authorization: `Bearer ${token}` } });

test('an owner finds a member, adds a free plan, signs them out everywhere and exports the list', async ({ page }) => {
  const member = await signedInMember();
  expect((await memberAnswer(member.sessionToken)).status).toBe(200);
  expect((await apiAnswer(member.apiToken)).status).toBe(200);

  await signInOwner(page);
  await expect(page).toHaveURL(/\/console\/members\?mode=test$/);
  const list = page.locator('console-members');
  await list.getByLabel('Mode').selectOption('test');
  await expect(page).toHaveURL(/\/console\/members\?mode=test$/);
  await list.getByRole('searchbox', { name: 'Search' }).fill(member.email);
  const link = list.getByRole('link', { name: member.email });
  await expect(link).toBeVisible();
  await expect(list.locator('[part="count"]')).toHaveText('1 member in test mode');
  await link.click();

  await expect(page).toHaveURL(new RegExp(`/console/members/${member.id}$`));
  const memberPage = page.locator('console-member');
  await expect(memberPage.getByRole('heading', { level: 1 })).toHaveText(member.email);
  await memberPage.getByLabel('Free plan to add').selectOption(FREE_PLAN.id);
  await memberPage.getByRole('button', { name: 'Add free plan' }).click();
  await expect(memberPage.locator('[part="status"]')).toHaveText(`${FREE_PLAN.name} was added.`);
  await expect(memberPage.getByRole('list', { name: 'Plans' })).toContainText(FREE_PLAN.name);

  await expect(memberPage.getByRole('heading', { name: /Sessions/ })).toContainText('1 live');
  await memberPage.getByRole('button', { name: 'Sign out everywhere' }).first().click();
  const dialog = memberPage.getByRole('dialog', { name: 'Sign out everywhere?' });
  await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(memberPage.locator('[part="status"]')).toContainText('Signed out everywhere: 1 session');
  await expect(memberPage.getByRole('heading', { name: /Sessions/ })).toContainText('0 live');
  expect((await memberAnswer(member.sessionToken)).status).toBe(401);
  expect((await apiAnswer(member.apiToken)).status).toBe(401);

  await memberPage.getByRole('link', { name: '← Members' }).click();
  await list.getByLabel('Mode').selectOption('test');
  await list.getByLabel('Plan', { exact: true }).selectOption(FREE_PLAN.id);
  const download = page.waitForEvent('download');
  await list.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^members-test-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await file.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...rows] = csv.trimEnd().split('\r\n');
  expect(header).toMatch(/^Member ID,Email,Verified,Created At,Last Login,Free Plans,Plans,/);
  const row = rows.find((line) => line.startsWith(`${member.id},`));
  expect(row).toContain(member.email);
  expect(row).toContain(FREE_PLAN.id);
  expect(rows.every((line) => line.includes(FREE_PLAN.id))).toBe(true);
});

test('a member signed in to the dashboard gets the console sign-in and no data', async ({ page }) => {
  const member = await signedInMember();
  await signInToDashboard(page, 'demo@chainforge.dev');
  await page.goto('/console/members');
  await expect(page.getByRole('heading', { name: 'Sign in to the console' })).toBeVisible();
  await expect(page.locator('console-members')).toHaveCount(0);
  const refused: Record<string, string>[] = [
    { Authorization: `Bearer ${member.sessionToken}` },
    { 'X-API-Key': PUBLIC_KEY },
    { Authorization: `Bearer ${member.apiToken}`, 'X-API-Key': PUBLIC_KEY },
  ];
  for (const headers of refused) {
    for (const path of ['/members?mode=test', `/members/${member.id}`, '/members/export.csv?mode=test', '/plans']) {
      const answer = await fetch(`${E2E_BASE_URL}/membership/console${path}`, { headers });
      expect(answer.status, `${path} ${Object.keys(headers)}`).toBe(401);
    }
  }
});

test("the console's pages are never framed, not even by another site", async ({ page }) => {
  const answer = await fetch(`${E2E_BASE_URL}/console/members`);
  expect(answer.headers.get('x-frame-options')).toBe('DENY');
  expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  const site = await serveBuilderSite({
    '/frame.html': `<!doctype html><title>Frame</title><iframe title="console" src="${E2E_BASE_URL}/console"></iframe>`,
  });
  try {
    await page.goto(`${BUILDER_ORIGIN}/frame.html`);
    const frame = page.frameLocator('iframe');
    await page.waitForTimeout(1000);
    await expect(frame.getByRole('heading', { name: 'Sign in to the console' })).toHaveCount(0);
  } finally {
    await site.close();
  }
});

test("the console's sign-in, members list and member page pass axe in dark and light, at 1280 and 390 px", async ({
  page,
}) => {
  // Nine full axe runs over a 50-row list and a member page: each takes seconds on two busy cores.
  test.slow();
  const violations = async () => (await new AxeBuilder({ page }).analyze()).violations.map((found) => found.id);
  await page.goto('/console');
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  expect(await violations()).toEqual([]);
  await signInOwner(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of ['dark', 'light'] as const) {
      await page.evaluate((chosen) => localStorage.setItem('chainforge_theme', chosen), theme);
      await page.goto('/console/members?mode=test');
      const link = page.locator('console-members [part="row"] [part="member-link"]').first();
      await expect(link).toBeVisible();
      expect(await violations(), `list ${theme} ${width}`).toEqual([]);
      await link.click();
      await expect(page.locator('console-member').getByRole('heading', { name: 'Custom fields' })).toBeVisible();
      expect(await violations(), `member ${theme} ${width}`).toEqual([]);
    }
  }
});
