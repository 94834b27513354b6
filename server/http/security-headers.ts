import type { MiddlewareHandler } from 'hono';
import { withAnswerHeaders } from './node-response.ts';
import { APP_CSP } from './page-policies.ts';

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
