import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { XRAY_ERROR_IDS, XRAY_WARNING_IDS } from '../../contract/xray-catalogue';
import { XRAY_FIXTURE_PAGES, XRAY_FIXTURE_PATH } from '../../elements/xray/scan/fixture-pages';
import { runXray, type XrayJson } from '../../tools/xray-cli';
import { E2E_BASE_URL } from './e2e-env';

// `npm run xray` against the running product: its fixture pages and the CDN build it serves (the
// build `npm start` made for this checkout, so a stale one cannot fool these tests).
const ROOT = join(import.meta.dirname, '..', '..');
const fixture = (page: string) => `${E2E_BASE_URL}${XRAY_FIXTURE_PATH}${page}`;

/** The ids a fixture page's elements say they get, from the page's source. */
async function expectedIds(page: string): Promise<string[]> {
  const html = await readFile(join(ROOT, 'demo-pages', 'xray', page), 'utf8');
  return [...html.matchAll(/\sdata-expect="([^"]*)"/g)]
    .flatMap((match) => match[1]!.split(/\s+/).filter(Boolean))
    .sort();
}

const idsOf = (result: XrayJson) => [...result.errors, ...result.warnings].map((issue) => issue.id).sort();

/** Runs the command as a builder's CI would; answers its exit code and output. */
function command(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'xray', '--', ...args], { cwd: ROOT });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A builder's page without our script, on another origin; /broken answers 500. */
const BARE_PAGE = `<!doctype html><html><head><title>No script</title></head><body>
<a href="/pricing" data-ms-plan="pln_chainforge_starter">Join</a>
<a href="/pricing" data-ms-plan:add="pln_someone_elses">Join</a>
<form data-ms-form="login"><input data-ms-member="email"></form>
</body></html>`;

let site: Server;
let siteUrl: string;

test.beforeAll(async () => {
  site = createServer((request, response) => {
    if (request.url === '/broken') response.writeHead(500).end('down');
    else response.writeHead(200, { 'Content-Type': 'text/html' }).end(BARE_PAGE);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

test.describe('npm run xray on the fixture pages', () => {
  for (const { page } of XRAY_FIXTURE_PAGES) {
    test(`${page}: the ids its elements are marked with, each at a selector that finds that element`, async ({
      browser,
    }) => {
      const outcome = await runXray(fixture(page), { browser });
      if (outcome.code === 2) throw new Error(outcome.problem);
      const { result } = outcome;
      expect(idsOf(result)).toEqual(await expectedIds(page));
      expect(outcome.code).toBe(result.errors.length ? 1 : 0);
      expect(outcome.bundleAdded).toBe(false);
      for (const issue of result.errors) expect(XRAY_ERROR_IDS).toContain(issue.id);
      for (const issue of result.warnings) expect(XRAY_WARNING_IDS).toContain(issue.id);

      const tab = await browser.newPage();
      try {
        await tab.goto(fixture(page));
        for (const issue of [...result.errors, ...result.warnings]) {
          const marks = await tab.evaluate(
            (selector) =>
              [...document.querySelectorAll(selector)].map((element) => element.getAttribute('data-expect')),
            issue.element,
          );
          expect(marks, `${issue.id} at ${issue.element}`).toHaveLength(1);
          expect(marks[0]!.split(/\s+/), `${issue.id} at ${issue.element}`).toContain(issue.id);
        }
      } finally {
        await tab.close();
      }
    });
  }

  test('prints the JSON of the contract: ids, messages, selector paths, found attributes', async ({ browser }) => {
    const outcome = await runXray(fixture('missing-redirect.html'), { browser });
    expect(outcome).toMatchObject({ code: 0 });
    if (outcome.code === 2) return;
    expect(outcome.result).toEqual({
      errors: [],
      warnings: [
        {
          id: 'missing-redirect',
          message:
            'This forgot-password form has no data-ms-redirect: point it at the page with your reset-password form.',
          element: 'html > body > main > section:nth-of-type(1) > form',
        },
      ],
      found: [
        ['data-ms-form', 'forgot-password', 'section:nth-of-type(1) > form'],
        ['data-ms-member', 'email', 'section:nth-of-type(1) > form > input'],
        ['data-ms-form', 'forgot-password', 'section:nth-of-type(2) > form:nth-of-type(1)'],
        ['data-ms-redirect', '/reset-password', 'section:nth-of-type(2) > form:nth-of-type(1)'],
        ['data-ms-member', 'email', 'section:nth-of-type(2) > form:nth-of-type(1) > input'],
        ['data-ms-form', 'reset-password', 'section:nth-of-type(2) > form:nth-of-type(2)'],
        ['data-ms-member', 'token', 'section:nth-of-type(2) > form:nth-of-type(2) > input:nth-of-type(1)'],
        ['data-ms-member', 'password', 'section:nth-of-type(2) > form:nth-of-type(2) > input:nth-of-type(2)'],
      ].map(([attribute, value, element]) => ({ attribute, value, element: `html > body > main > ${element}` })),
    });
  });
});

test.describe('a page without the Chain Forge script', () => {
  test('gets the bundle added for the scan, with the app checked when given a public key', async ({ browser }) => {
    const outcome = await runXray(`${siteUrl}/`, {
      browser,
      bundleUrl: `${E2E_BASE_URL}/cdn/chainforge-elements.js`,
      publicKey: 'pk_sb_chainforge_demo',
      apiUrl: `${E2E_BASE_URL}/membership`,
    });
    expect(outcome).toMatchObject({ code: 1, bundleAdded: true });
    if (outcome.code === 2) return;
    // The added script is not the page's install code: no duplicate, nothing misplaced.
    expect(idsOf(outcome.result)).toEqual(['broken-plan-suffix', 'incorrect-plan-id', 'missing-login-elements']);
  });

  test("gets this checkout's build by default; without a key the id checks are skipped", async ({ browser }) => {
    const outcome = await runXray(`${siteUrl}/`, { browser });
    expect(outcome).toMatchObject({ code: 1, bundleAdded: true });
    if (outcome.code === 2) return;
    expect(idsOf(outcome.result)).toEqual(['broken-plan-suffix', 'missing-login-elements']);
    expect(outcome.result.errors[0]!.element).toBe('html > body > a:nth-of-type(1)');
  });

  test('says to build when there is no build to add', async ({ browser }) => {
    const outcome = await runXray(`${siteUrl}/`, { browser, cdnDir: join(ROOT, 'dist-cdn', 'missing') });
    expect(outcome).toMatchObject({ code: 2 });
    if (outcome.code === 2) expect(outcome.problem).toContain('npm run build');
  });
});

test.describe('a page that cannot be loaded', () => {
  for (const [name, url, problem] of [
    ['an HTTP error', () => fixture('no-such-page.html'), 'HTTP 404'],
    ['a server error', () => `${siteUrl}/broken`, 'HTTP 500'],
    ['a refused connection', () => `http://127.0.0.1:${(site.address() as AddressInfo).port + 1}/`, 'cannot load'],
    ['a URL of another scheme', () => 'file:///etc/hostname', 'not an http(s) URL'],
    ['no URL at all', () => 'not a url', 'not a URL'],
  ] as const) {
    test(`${name} is exit code 2`, async ({ browser }) => {
      const outcome = await runXray(url(), { browser });
      expect(outcome.code).toBe(2);
      if (outcome.code === 2) expect(outcome.problem).toContain(problem);
    });
  }
});

test.describe('the command', () => {
  test('exits 1 with the JSON on standard output when the page has errors', async () => {
    const { code, stdout, stderr } = await command([fixture('plan-price-ids.html')]);
    expect(code).toBe(1);
    const result = JSON.parse(stdout) as XrayJson;
    expect(Object.keys(result)).toEqual(['errors', 'warnings', 'found']);
    expect(idsOf(result)).toEqual(await expectedIds('plan-price-ids.html'));
    expect(stderr).toContain('4 error(s), 0 warning(s)');
  });

  test('exits 1 for a redirect the page would not follow, saying why', async () => {
    const { code, stdout } = await command([fixture('redirects.html')]);
    expect(code).toBe(1);
    const { errors } = JSON.parse(stdout) as XrayJson;
    expect(errors.map((issue) => issue.id)).toEqual([
      'unsafe-redirect',
      'unsafe-redirect',
      'unsafe-redirect',
      'unsafe-redirect',
      'off-site-redirect',
    ]);
    expect(errors[0]!.message).toBe(
      'The data-ms-redirect value "javascript:alert(document.cookie)" is not followed: it is a javascript: URL, and only relative paths and http(s) URLs are followed. After a success the page goes to / instead.',
    );
    expect(errors[4]!.message).toContain("leads to https://evil.example, which is neither this page's origin");
  });

  test('exits 0 when there are warnings only', async () => {
    const { code, stdout } = await command([fixture('install-code-in-body.html')]);
    expect(code).toBe(0);
    expect(idsOf(JSON.parse(stdout) as XrayJson)).toEqual(['misplaced-install-code']);
  });

  test('exits 2 with the reason when the page cannot be loaded, and without a URL', async () => {
    const missing = await command([fixture('no-such-page.html')]);
    expect(missing.code).toBe(2);
    expect(missing.stdout).toBe('');
    expect(missing.stderr).toContain('HTTP 404');
    const none = await command([]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('Usage: npm run -s xray -- <url>');
  });
});
