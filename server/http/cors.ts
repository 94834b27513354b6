import type { Context, MiddlewareHandler } from 'hono';
import { originMatcher } from '../../contract/origin-patterns.ts';
import { withAnswerHeaders } from './node-response.ts';

export { originMatcher };

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
const DEFAULT_ALLOWED_HEADERS = 'Authorization, Content-Type, X-API-Key';
const HEADER_LIST = /^[\w-]+(?:\s*,\s*[\w-]+)*$/;

/**
 * CORS for the credentialed APIs: an allowed origin gets itself echoed with credentials allowed,
 * on every answer including errors and preflights; any other origin gets no CORS headers at all.
 */
export function credentialedCors(patterns: readonly string[]): MiddlewareHandler {
  const isAllowed = originMatcher(patterns);
  return credentialedCorsBy((origin) => isAllowed(origin));
}

/**
 * The same with the decision left to the caller, per request: the membership service allows
 * each app's own origins (the app is named by a header, so the decision needs the request).
 */
export function credentialedCorsBy(
  isAllowed: (origin: string, c: Context) => boolean | Promise<boolean>,
): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin');
    const allowed = origin !== undefined && (await isAllowed(origin, c));

    if (c.req.method === 'OPTIONS') {
      const headers = new Headers({ Vary: 'Origin' });
      if (allowed) {
        const requested = c.req.header('access-control-request-headers') ?? '';
        headers.set('Access-Control-Allow-Origin', origin);
        headers.set('Access-Control-Allow-Credentials', 'true');
        headers.set('Access-Control-Allow-Methods', ALLOWED_METHODS);
        headers.set('Access-Control-Allow-Headers', HEADER_LIST.test(requested) ? requested : DEFAULT_ALLOWED_HEADERS);
        headers.set('Access-Control-Max-Age', '600');
      }
      return new Response(null, { status: 204, headers });
    }

    // No API route sends a Vary of its own; one that did would have to list Origin in it, as
    // its header replaces this one.
    const corsHeaders: [string, string][] = [['Vary', 'Origin']];
    if (allowed)
      corsHeaders.push(['Access-Control-Allow-Origin', origin], ['Access-Control-Allow-Credentials', 'true']);
    return withAnswerHeaders(c, next, corsHeaders);
  };
}

/** For public files any page may load, such as the CDN bundle: no credentials, any origin. */
export function publicCors(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') {
      return new Response(null, {
        status: 204,
        headers: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' },
      });
    }
    await next();
    c.res.headers.set('Access-Control-Allow-Origin', '*');
    c.res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
  };
}
