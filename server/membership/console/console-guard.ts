import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { apiError, errorResponse } from '../../http/errors.ts';

/** An owner's answers are never shown in a frame: a page framing the console could trick clicks out of them. */
const NOT_FRAMABLE = {
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
} as const;

const READS = new Set(['GET', 'HEAD']);

function isForeign(c: Context, origins: readonly string[]): boolean {
  const origin = c.req.header('origin');
  const site = c.req.header('sec-fetch-site');
  if (origin !== undefined && !origins.includes(origin)) return true;
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
  return origin === undefined && !READS.has(c.req.method);
}

/**
 * The console's outer guard, before any route. Its answers may not be framed. A request from
 * another origin is refused, and a change must say its origin: browsers send `Origin` on every
 * POST and DELETE a page makes, so one without it is not from a console page (the session cookie
 * is SameSite=Strict too; this holds where that does not: an old browser, a sibling subdomain).
 * There is no CORS here, so no other origin's page can read an answer either.
 */
export function consoleGuard(origins: readonly string[]) {
  return createMiddleware(async (c, next) => {
    if (isForeign(c, origins)) c.res = errorResponse(c, apiError('console-origin-refused'));
    else await next();
    for (const [name, value] of Object.entries(NOT_FRAMABLE)) c.res.headers.set(name, value);
  });
}
