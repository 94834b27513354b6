import type { MiddlewareHandler } from 'hono';
import { withAnswerHeaders } from './node-response.ts';

const NO_STORE = [['Cache-Control', 'no-store']] as const;

/**
 * For the paths whose answers are about someone (balances, orders, sessions, mailed codes): no
 * browser or shared cache may keep them, errors included. A route may still choose its own
 * caching, as the public profile images do.
 */
export function noStore(): MiddlewareHandler {
  return (c, next) => withAnswerHeaders(c, next, NO_STORE);
}
