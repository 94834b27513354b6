import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './paths.ts';
import { startTestServer, type TestServer } from './testing/test-server.ts';

const DEMO_PAGES = path.join(REPO_ROOT, 'demo-pages');
const XRAY_FIXTURES = '/demo-pages/xray/';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Every HTML file of the demo pages folder, as the path it is served at. */
async function servedPages(): Promise<string[]> {
  const files = await readdir(DEMO_PAGES, { recursive: true });
  return files
    .filter((file) => file.endsWith('.html'))
    .map((file) => `/demo-pages/${file.split(path.sep).join('/')}`)
    .sort();
}

/**
 * The demo pages a page leads to, as the files they are (a folder's link is its index.html): its
 * links, and the pages its forms go to after a success (the site's reset page is reached only that
 * way). The X-ray fixtures' redirects are cases for the inspector to judge, some broken on purpose.
 */
function demoPageLinks(html: string, pageUrl: string): string[] {
  const leads = new URL(pageUrl).pathname.startsWith(XRAY_FIXTURES)
    ? /href="([^"]*)"/g
    : /(?:href|data-ms-redirect)="([^"]*)"/g;
  return [...html.matchAll(leads)]
    .map(([, href]) => new URL(href!, pageUrl).pathname)
    .filter((pathname) => pathname.startsWith('/demo-pages/'))
    .map((pathname) => (pathname.endsWith('/') ? `${pathname}index.html` : pathname))
    .filter((pathname) => pathname.endsWith('.html'));
}

describe('/demo-pages/', () => {
  // Without the slash too, where relative links would lead astray: the index's links are absolute.
  it.each(['/demo-pages/', '/demo-pages'])('answers an index of the demo pages at %s', async (url) => {
    const response = await fetch(server.url + url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<h1>Demo pages</h1>');
    expect(demoPageLinks(html, server.url + url)).toContain('/demo-pages/site/index.html');
  });

  it('leads to every demo page, each of which answers 200', async () => {
    const reached = new Set<string>(['/demo-pages/index.html']);
    const waiting = ['/demo-pages/'];
    for (let page = waiting.pop(); page !== undefined; page = waiting.pop()) {
      const response = await fetch(server.url + page);
      expect(response.status, page).toBe(200);
      for (const link of demoPageLinks(await response.text(), server.url + page)) {
        if (reached.has(link)) continue;
        reached.add(link);
        waiting.push(link);
      }
    }
    expect([...reached].sort()).toEqual(await servedPages());
  });

  it('links every page of the top folder and each sub-site from the index itself', async () => {
    const index = await (await fetch(`${server.url}/demo-pages/`)).text();
    const linked = demoPageLinks(index, `${server.url}/demo-pages/`);
    const expected = (await servedPages()).filter(
      (page) => page.split('/').length === 3 || page.endsWith('/index.html'),
    );
    expect(new Set([...linked, '/demo-pages/index.html'])).toEqual(new Set(expected));
  });
});
