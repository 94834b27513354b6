// `npm run dev`: Vite serves the dashboard's pages, and the console's carry the same no-framing
// headers as the server sends them (one source: http/page-policies.ts).
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_PAGE_HEADERS } from './http/page-policies.ts';
import { REPO_ROOT } from './paths.ts';

let vite: ViteDevServer;
let origin: string;

beforeAll(async () => {
  // The configuration dev-frontend.ts starts, on a free port; without the dependency scan, which
  // a test closing the server at once would cut short.
  vite = await createServer({
    configFile: path.join(REPO_ROOT, 'vite.config.ts'),
    server: { port: 0, host: '127.0.0.1' },
    optimizeDeps: { noDiscovery: true },
    logLevel: 'silent',
  });
  await vite.listen();
  origin = (vite.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');
});
afterAll(() => vite.close());

describe('the dev server', () => {
  it.each(['/console', '/console/members?mode=test', '/console/invitation'])('%s may not be framed', async (page) => {
    const response = await fetch(`${origin}${page}`, { headers: { Accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
    expect(response.headers.get('x-frame-options')).toBe(CONSOLE_PAGE_HEADERS['X-Frame-Options']);
    expect(response.headers.get('content-security-policy')).toBe(CONSOLE_PAGE_HEADERS['Content-Security-Policy']);
  });

  it("leaves the dashboard's other pages as they were", async () => {
    const response = await fetch(`${origin}/transactions`, { headers: { Accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-frame-options')).toBeNull();
  });
});
