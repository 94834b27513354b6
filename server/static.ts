import fs from 'node:fs/promises';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { publicCors } from './http/cors.ts';
import { CONSOLE_PAGE_HEADERS, DEMO_PAGE_CSP, isConsolePage } from './http/page-policies.ts';
import { resolveInside, sendFile } from './http/send-file.ts';
import { REPO_ROOT } from './paths.ts';

export interface StaticRoots {
  /** The built dashboard app (Vite output): index.html, assets/ and public files. */
  app: string;
  /** The CDN bundle. */
  cdn: string;
  /** Plain HTML demo pages. */
  demoPages: string;
}

export const DEFAULT_STATIC_ROOTS: StaticRoots = {
  app: path.join(REPO_ROOT, 'dist', 'app'),
  cdn: path.join(REPO_ROOT, 'dist-cdn'),
  demoPages: path.join(REPO_ROOT, 'demo-pages'),
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
// The bundle's name carries no hash, so caches must check back soon; its chunks' names do.
const CDN_CACHE = 'public, max-age=300';
const REVALIDATE = 'no-cache';

const NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Chain Forge: not built</title></head>
<body><h1>The dashboard has not been built yet</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds what is missing) and reload.</p></body></html>`;

/** The URL path after a prefix, taken undecoded from the raw URL so it is decoded exactly once. */
function rawPathAfter(c: Context, prefix: string): string {
  const pathname = new URL(c.req.url).pathname;
  return pathname.slice(prefix.length);
}

function notFound(c: Context): Response {
  return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
}

async function serveFrom(c: Context, root: string, prefix: string, headers: Record<string, string>) {
  const file = await resolveInside(root, rawPathAfter(c, prefix));
  return file ? sendFile(c.req.raw, file, headers) : notFound(c);
}

/**
 * Files for browsers. Every path that is not a file gets the app's index.html so that a hard
 * reload of any app route works and unknown paths reach the app's own not-found screen.
 */
export function staticRoutes(roots: StaticRoots) {
  const routes = new Hono();

  routes.get('/assets/*', (c) =>
    serveFrom(c, path.join(roots.app, 'assets'), '/assets', { 'Cache-Control': IMMUTABLE }),
  );
  routes.use('/cdn/*', publicCors());
  routes.get('/cdn/chunks/*', (c) =>
    serveFrom(c, path.join(roots.cdn, 'chunks'), '/cdn/chunks', { 'Cache-Control': IMMUTABLE }),
  );
  routes.get('/cdn/*', (c) => serveFrom(c, roots.cdn, '/cdn', { 'Cache-Control': CDN_CACHE }));
  routes.get('/demo-pages/*', (c) =>
    serveFrom(c, roots.demoPages, '/demo-pages', {
      'Cache-Control': REVALIDATE,
      'Content-Security-Policy': DEMO_PAGE_CSP,
    }),
  );

  routes.get('*', async (c) => {
    const index = path.join(roots.app, 'index.html');
    // Checked per request so a build made while the server runs is picked up.
    const built = await fs.stat(index).then(
      (stat) => stat.isFile(),
      () => false,
    );
    if (!built) return c.html(NOT_BUILT, 503, { 'Cache-Control': 'no-store' });
    const file = await resolveInside(roots.app, rawPathAfter(c, ''));
    const headers = isConsolePage(c.req.path)
      ? { 'Cache-Control': REVALIDATE, ...CONSOLE_PAGE_HEADERS }
      : { 'Cache-Control': REVALIDATE };
    return sendFile(c.req.raw, file ?? index, headers);
  });

  return routes;
}
