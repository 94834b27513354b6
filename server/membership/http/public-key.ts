import type { Context } from 'hono';

/** The comment stream: browsers open it with EventSource, which cannot send X-API-Key. */
const KEY_IN_QUERY_PATH = /\/comments\/channels\/events$/;

/**
 * The public key a request names its app with: `X-API-Key`, or on the comment stream only the
 * `publicKey` query parameter. A public key is no secret (pages carry it), so a URL may hold it
 * there; everywhere else the header is the one way, as @memberstack/dom sends it.
 */
export function publicKeyOf(c: Context): string | undefined {
  const header = c.req.header('x-api-key');
  if (header) return header;
  return c.req.method === 'GET' && KEY_IN_QUERY_PATH.test(c.req.path) ? c.req.query('publicKey') : undefined;
}
