import type { MiddlewareHandler } from 'hono';
import { withAnswerHeaders } from './node-response.ts';

function policy(directives: Record<string, string>): string {
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

const APP_DIRECTIVES = {
  'default-src': "'self'",
  'script-src': "'self'",
  // styled-components injects style elements at run time.
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data: blob:",
  'font-src': "'self' data:",
  'connect-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
  'frame-ancestors': "'self'",
};

export const APP_CSP = policy(APP_DIRECTIVES);

/**
 * The console's pages (/console) run an app's members and settings: framed by any page, even
 * the product's own, a click could be tricked out of an owner, so they are never framed.
 */
export const CONSOLE_PAGE_CSP = policy({ ...APP_DIRECTIVES, 'frame-ancestors': "'none'" });

/** Demo pages stand in for builders' own pages, which carry inline scripts; still no eval. */
export const DEMO_PAGE_CSP = policy({ ...APP_DIRECTIVES, 'script-src': "'self' 'unsafe-inline'" });

const SECURITY_HEADERS = [
  ['Content-Security-Policy', APP_CSP],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'SAMEORIGIN'],
] as const;

const HSTS = ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as const;

/**
 * Applied to every answer; a route may set its own Content-Security-Policy. HSTS only when the
 * public URL is https: a server reached over plain http (development) would otherwise tell
 * browsers to insist on https for that host, which it does not serve.
 */
export function securityHeaders({ https }: { https: boolean }): MiddlewareHandler {
  const headers = https ? [...SECURITY_HEADERS, HSTS] : SECURITY_HEADERS;
  return (c, next) => withAnswerHeaders(c, next, headers);
}
