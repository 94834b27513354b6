import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import type { AccountBalance } from '../../elements/core/api-types';
import { siteElementMetas } from '../../elements/package/site-metas';
import {
  installConsumer,
  makeWorkFolder,
  packPackage,
  removeWorkFolder,
  run,
  type ServedApp,
  serveBuiltApp,
} from '../consumers/consumer-apps';
import { E2E_BASE_URL } from './e2e-env';
import { DEMO_EMAIL, DEMO_PASSWORD } from './members';
import { apiGet, issueToken, money, signIn } from './session';

/*
 * The npm package from outside: packed, installed from its tarball into fresh copies of a Vite +
 * React 19 app and a Vite + Vue 3 app (tests/consumers/), type-checked and built by each app's own
 * tools, imported by Node without a DOM, and driven in Chromium against the running product.
 */

const REACT_PORT = 4991;
const VUE_PORT = 4992;

let workFolder = '';
let reactApp: ServedApp;
let vueApp: ServedApp;
let nodeImports: Record<string, string[]> = {};

/** Node's view of every entry the package exports (`node` condition for the elements' entries). */
const IMPORT_EVERY_ENTRY = `
const { readFile } = await import('node:fs/promises');
const { name, exports } = JSON.parse(await readFile('node_modules/@chainforge/elements/package.json', 'utf8'));
const imported = {};
for (const [path, target] of Object.entries(exports)) {
  if (typeof target !== 'object' || !target.default) continue;
  const entry = name + path.slice(1);
  imported[entry] = Object.keys(await import(entry)).sort();
}
console.log(JSON.stringify({ window: typeof window, document: typeof document, imported }));
`;

/** Type-checks and builds one app with its own tools, against the running product. */
async function checkAndBuild(app: string, typecheck: string): Promise<void> {
  await run('npm', ['run', '-s', typecheck], app);
  await run('npm', ['run', '-s', 'build'], app, { VITE_CHAINFORGE_URL: E2E_BASE_URL });
}

test.beforeAll(async () => {
  // Packing, two installs and two builds: the one slow step, done once for every test below.
  test.setTimeout(300_000);
  workFolder = await makeWorkFolder();
  const tarball = await packPackage(workFolder);
  const [react, vue] = await Promise.all([
    installConsumer('react-app', tarball, workFolder),
    installConsumer('vue-app', tarball, workFolder),
  ]);
  const [, , imports] = await Promise.all([
    checkAndBuild(react, 'typecheck'),
    checkAndBuild(vue, 'typecheck'),
    run('node', ['--input-type=module', '-e', IMPORT_EVERY_ENTRY], react),
  ]);
  const reported = JSON.parse(imports) as { window: string; document: string; imported: Record<string, string[]> };
  expect([reported.window, reported.document]).toEqual(['undefined', 'undefined']);
  nodeImports = reported.imported;
  reactApp = await serveBuiltApp(join(react, 'dist'), REACT_PORT);
  vueApp = await serveBuiltApp(join(vue, 'dist'), VUE_PORT);
});

test.afterAll(async () => {
  await reactApp?.close();
  await vueApp?.close();
  if (workFolder) await removeWorkFolder(workFolder);
});

const balanceFigure = (page: Page) => page.locator('balance-card [part="balance"]');
const loginDialog = (page: Page) => page.locator('ms-login-modal dialog[open]');

test('Node imports every entry of the installed package without a DOM', () => {
  expect(nodeImports['@chainforge/elements']).toEqual(['autoload', 'configure', 'loadElement']);
  expect(nodeImports['@chainforge/elements/react']).toContain('BalanceCard');
  expect(nodeImports['@chainforge/elements/react']).toContain('MsLoginModal');
  expect(nodeImports['@chainforge/elements/membership']).toEqual([
    'getCurrentMember',
    'hideModal',
    'logout',
    'onAuthChange',
    'openModal',
    'setMessages',
  ]);
  // On a server an element's entry defines nothing, and exports nothing.
  for (const tag of Object.keys(siteElementMetas)) expect(nodeImports[`@chainforge/elements/${tag}`]).toEqual([]);
});

test('the React app: the login modal opens from a React button, onClose fires, and a signed-in member sees their balance', async ({
  page,
}) => {
  const { current_balance } = await apiGet<AccountBalance>(await issueToken(DEMO_EMAIL), '/account-balance');
  await page.goto(reactApp.origin);
  await expect(page.locator('balance-card')).toContainText('Sign in to see your balance');

  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(loginDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('status')).toHaveText('The login modal was closed.');
  await expect(page.locator('ms-login-modal')).toHaveCount(0);

  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.locator('ms-login-modal input[name="email"]').fill(DEMO_EMAIL);
  await page.locator('ms-login-modal input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('ms-login-modal button[type="submit"]').click();
  await expect(page.getByRole('status')).toHaveText('Signed in; the card is a <balance-card>.');
  await expect(balanceFigure(page)).toHaveText(money(current_balance));
});

test("the Vue app: a signed-in member's balance card, and the membership API's modal from a button", async ({
  page,
}) => {
  const token = await signIn(page, DEMO_EMAIL);
  const { current_balance } = await apiGet<AccountBalance>(token, '/account-balance');
  await page.goto(vueApp.origin);
  await expect(balanceFigure(page)).toHaveText(money(current_balance));

  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(loginDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('status')).toHaveText('The login modal was closed.');
});
