// `npm run xray -- <url>`: the X-ray inspector's scan of a page, for builders' CI (see
// docs/inspector.md, "X-ray from the command line"). Opens the page in Chromium, waits for it to settle, runs
// `window.chainforge.inspector.scan()` and prints `{ errors, warnings, found }` as JSON with each
// element as a CSS selector path. Exit 1 when there is any error, 0 otherwise, 2 when the page
// cannot be loaded (or scanned at all).
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Browser, chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/chromium.mjs';

export interface XrayIssueJson {
  id: string;
  message: string;
  /** A CSS selector path that finds the element in the page (`#id`, or `html > body > ...`). */
  element: string;
}

export interface XrayFoundJson {
  attribute: string;
  value: string;
  element: string;
}

export interface XrayJson {
  errors: XrayIssueJson[];
  warnings: XrayIssueJson[];
  found: XrayFoundJson[];
}

export interface XrayOptions {
  /**
   * The CDN bundle to add to a page that has none of its own. Default: this checkout's build
   * (dist-cdn/), served to the page from memory; `npm run build` makes it.
   */
  bundleUrl?: string;
  /** Where the checkout's build is (default dist-cdn/ beside this file's folder). */
  cdnDir?: string;
  /** The public key and membership URL for an added bundle, so the plan and price ids are checked. */
  publicKey?: string;
  apiUrl?: string;
  /** Navigation and inspector time limit (ms). */
  timeoutMs?: number;
  /** A Chromium already running (tests); else one is launched and closed. */
  browser?: Browser;
}

export type XrayOutcome = { code: 0 | 1; result: XrayJson; bundleAdded: boolean } | { code: 2; problem: string };

class CannotScan extends Error {}

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_CDN_DIR = path.join(REPO_ROOT, 'dist-cdn');
const BUNDLE_FILE = 'chainforge-elements.js';
// The checkout's build reaches the page from this origin, answered from disk by the browser's router.
const LOCAL_CDN_ORIGIN = 'https://xray-cli.chainforge.invalid';
const SETTLE_MS = 10_000;

/** Scans one page; never throws for the page's sake (code 2 carries why it could not). */
export async function runXray(url: string, options: XrayOptions = {}): Promise<XrayOutcome> {
  const timeout = options.timeoutMs ?? 30_000;
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return { code: 2, problem: `not a URL: ${url}` };
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:')
    return { code: 2, problem: `not an http(s) URL: ${url}` };

  const browser = options.browser ?? (await chromium.launch(chromiumLaunchOptions));
  // bypassCSP: a page's Content-Security-Policy would refuse the bundle the CLI may add.
  const context = await browser.newContext({ bypassCSP: true });
  try {
    const page = await context.newPage();
    let response: Awaited<ReturnType<Page['goto']>>;
    try {
      response = await page.goto(target.href, { waitUntil: 'load', timeout });
    } catch (error) {
      return { code: 2, problem: `cannot load ${target.href}: ${firstLine(error)}` };
    }
    if (response && response.status() >= 400)
      return {
        code: 2,
        problem: `cannot load ${target.href}: HTTP ${response.status()} ${response.statusText()}`.trim(),
      };
    // Settled: no request for half a second (pages that poll forever get 10 s).
    await page.waitForLoadState('networkidle', { timeout: SETTLE_MS }).catch(() => undefined);

    const state = await page.evaluate(() => {
      const chainforge = (window as { chainforge?: { inspector?: unknown } }).chainforge;
      return chainforge ? (chainforge.inspector ? 'ready' : 'old') : 'none';
    });
    if (state === 'old')
      return { code: 2, problem: "the page's Chain Forge script has no inspector (an older version): update it" };
    const bundleAdded = state === 'none';
    if (bundleAdded) await addBundle(page, options);

    await withTimeout(
      page.evaluate(() => window.chainforge.inspector.ready),
      timeout,
      'the inspector did not get ready in time',
    );
    const result = (await page.evaluate(SCAN_IN_PAGE)) as XrayJson;
    return { code: result.errors.length ? 1 : 0, result, bundleAdded };
  } catch (error) {
    return {
      code: 2,
      problem: error instanceof CannotScan ? error.message : `cannot scan ${url}: ${firstLine(error)}`,
    };
  } finally {
    await context.close().catch(() => undefined);
    if (!options.browser) await browser.close().catch(() => undefined);
  }
}

/**
 * A page without our script still has markup to check: the bundle is added for the scan (as a
 * module script, removed from the DOM once it has run, so that it is not counted as the page's
 * install code). Without a public key it has no app settings: the plan and price id checks are
 * skipped unless --public-key (and --api-url) are given.
 */
async function addBundle(page: Page, options: XrayOptions): Promise<void> {
  let src = options.bundleUrl;
  if (!src) {
    const cdnDir = options.cdnDir ?? DEFAULT_CDN_DIR;
    if (!existsSync(path.join(cdnDir, BUNDLE_FILE)))
      throw new CannotScan(
        `the page has no Chain Forge script, and there is no build to add (${path.join(cdnDir, BUNDLE_FILE)}): run npm run build, or pass --bundle <url>`,
      );
    await page.route(`${LOCAL_CDN_ORIGIN}/**`, async (route) => {
      const relative = decodeURIComponent(new URL(route.request().url()).pathname).replace(/^\/+/, '');
      const file = path.resolve(cdnDir, relative);
      if (!file.startsWith(cdnDir + path.sep) || !existsSync(file)) return route.fulfill({ status: 404, body: '' });
      await route.fulfill({
        body: await readFile(file),
        contentType: 'text/javascript',
        headers: { 'Access-Control-Allow-Origin': '*' },
      });
    });
    src = `${LOCAL_CDN_ORIGIN}/${BUNDLE_FILE}`;
  }
  const added = await page.evaluate(
    ({ src, publicKey, apiUrl }) =>
      new Promise<string | null>((resolve) => {
        const script = document.createElement('script');
        script.type = 'module';
        script.src = src;
        if (publicKey) script.dataset.publicKey = publicKey;
        if (apiUrl) script.dataset.apiUrl = apiUrl;
        script.dataset.inspector = 'off';
        script.onload = () => {
          script.remove();
          resolve(null);
        };
        script.onerror = () => {
          script.remove();
          resolve(`the Chain Forge script could not be added from ${src}`);
        };
        document.head.append(script);
      }),
    { src, publicKey: options.publicKey ?? null, apiUrl: options.apiUrl ?? null },
  );
  if (added) throw new CannotScan(added);
}

/**
 * Runs in the page: the scan, each element as a selector path (an id when it is unique, else the
 * tag path from the nearest unique id or the root, with :nth-of-type where siblings share the tag).
 * Plain JavaScript in a string: tsx compiles this file keeping function names through a helper
 * (__name) that the page does not have.
 */
const SCAN_IN_PAGE = `(() => {
  const selectorOf = (element) => {
    const parts = [];
    for (let node = element; node; node = node.parentElement) {
      if (node.id && document.querySelectorAll('#' + CSS.escape(node.id)).length === 1) {
        parts.unshift('#' + CSS.escape(node.id));
        break;
      }
      const tag = CSS.escape(node.localName);
      const parent = node.parentElement;
      if (!parent) {
        parts.unshift(tag);
        break;
      }
      const same = [...parent.children].filter((child) => child.localName === node.localName);
      parts.unshift(same.length > 1 ? tag + ':nth-of-type(' + (same.indexOf(node) + 1) + ')' : tag);
    }
    return parts.join(' > ');
  };
  const { errors, warnings, found } = window.chainforge.inspector.scan();
  const issue = ({ id, message, element }) => ({ id, message, element: selectorOf(element) });
  return {
    errors: errors.map(issue),
    warnings: warnings.map(issue),
    found: found.map(({ attribute, value, element }) => ({ attribute, value, element: selectorOf(element) })),
  };
})()`;

function withTimeout<T>(work: Promise<T>, ms: number, problem: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CannotScan(problem)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!.trim();

const USAGE = `Usage: npm run -s xray -- <url> [options]

Scans the page with the X-ray inspector and prints { errors, warnings, found } as JSON.
Exit code: 1 when there is any error, 0 otherwise, 2 when the page cannot be loaded.

Options:
  --output <file>      write the JSON to a file instead of standard output
  --bundle <url>       the Chain Forge script to add when the page has none (default: dist-cdn/)
  --public-key <key>   with an added script: the app's public key, so plan and price ids are checked
  --api-url <url>      with an added script: the membership service (default: beside the script)
  --timeout <ms>       navigation and inspector time limit (default 30000)
  -h, --help           this text`;

export async function main(argv: string[]): Promise<number> {
  const options: XrayOptions = {};
  let url: string | undefined;
  let output: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = () => {
      const next = argv[++i];
      if (next === undefined) throw new CannotScan(`${arg} needs a value`);
      return next;
    };
    try {
      if (arg === '-h' || arg === '--help') {
        console.log(USAGE);
        return 0;
      } else if (arg === '--output') output = value();
      else if (arg === '--bundle') options.bundleUrl = value();
      else if (arg === '--public-key') options.publicKey = value();
      else if (arg === '--api-url') options.apiUrl = value();
      else if (arg === '--timeout') options.timeoutMs = Number(value());
      else if (arg.startsWith('-')) throw new CannotScan(`unknown option ${arg}`);
      else if (url === undefined) url = arg;
      else throw new CannotScan(`one URL at a time (got ${url} and ${arg})`);
    } catch (error) {
      console.error(`xray: ${firstLine(error)}\n\n${USAGE}`);
      return 2;
    }
  }
  if (!url) {
    console.error(USAGE);
    return 2;
  }
  const outcome = await runXray(url, options);
  if (outcome.code === 2) {
    console.error(`xray: ${outcome.problem}`);
    return 2;
  }
  const json = `${JSON.stringify(outcome.result, null, 2)}\n`;
  if (output) await writeFile(output, json);
  else process.stdout.write(json);
  const { errors, warnings, found } = outcome.result;
  console.error(
    `xray: ${errors.length} error(s), ${warnings.length} warning(s), ${found.length} attribute(s) found${
      outcome.bundleAdded ? ' (the page has no Chain Forge script: one was added for the scan)' : ''
    }`,
  );
  return outcome.code;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = await main(process.argv.slice(2));
}
