import { createServer } from 'node:http';

/** Another origin, as a builder's site on a no-code host would be. */
export const BUILDER_ORIGIN = 'http://127.0.0.1:4998';

export interface BuilderSite {
  close(): Promise<void>;
}

/**
 * Serves pages (and JSON answers) from memory on their own local port: a real server, so Chromium
 * treats the page as a local page loading our script from another origin.
 */
export async function serveBuilderSite(
  routes: Record<string, string | object>,
  origin = BUILDER_ORIGIN,
): Promise<BuilderSite> {
  const server = createServer((request, response) => {
    const body = routes[new URL(request.url ?? '/', origin).pathname];
    if (body === undefined) {
      response.writeHead(404).end('not found');
      return;
    }
    const html = typeof body === 'string';
    response.writeHead(200, { 'Content-Type': html ? 'text/html; charset=utf-8' : 'application/json' });
    response.end(html ? body : JSON.stringify(body));
  });
  // On the loopback address whatever the origin's host (localhost, for pages that use passkeys).
  await new Promise<void>((resolve) => server.listen(Number(new URL(origin).port), '127.0.0.1', resolve));
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A page that loads the CDN script with the given attributes, then shows `body`. */
export function builderPage(scriptAttributes: Record<string, string>, body: string): string {
  const attributes = Object.entries(scriptAttributes)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>A builder's page</title>
    <script type="module"${attributes}></script>
  </head>
  <body>
${body}
  </body>
</html>`;
}
