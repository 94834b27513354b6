import { createServer, type Server } from 'node:http';
import { mkdir, readFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { build } from 'vite';
import { E2E_BASE_URL } from './e2e-env';

/** Another origin on an allowed pattern (http://127.0.0.1:*), as a builder's site would be. */
export const SITE_ORIGIN = 'http://127.0.0.1:4999';
const outDir = resolve('.tmp/memberstack-site');

/** Bundles the site page with @memberstack/dom as a site's own build would. */
export async function buildMemberstackSite(): Promise<void> {
  await mkdir(outDir, { recursive: true });
  await build({
    configFile: false,
    root: resolve('tests/e2e/memberstack-page'),
    logLevel: 'error',
    build: { outDir, emptyOutDir: true },
  });
}

/**
 * Serves the bundled site from its own local port: a real server, so Chromium sees a local page
 * calling a local API (its local-network checks refuse pages of unknown address).
 */
export async function serveMemberstackSite(): Promise<Server> {
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', SITE_ORIGIN).pathname;
    const file = join(outDir, path === '/' ? 'index.html' : path.replace(/\.\./g, ''));
    const body = await readFile(file).catch(() => null);
    response.writeHead(body ? 200 : 404, {
      'Content-Type': extname(file) === '.html' ? 'text/html' : 'text/javascript',
    });
    response.end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(Number(new URL(SITE_ORIGIN).port), '127.0.0.1', resolve));
  return server;
}

/** Opens the site; its membership calls go to our real server at `domain`. */
export async function openMemberstackSite(page: Page, domain = `${E2E_BASE_URL}/membership`): Promise<void> {
  await page.goto(`${SITE_ORIGIN}/?domain=${encodeURIComponent(domain)}`);
  await page.waitForFunction(() => 'memberstack' in window);
}
