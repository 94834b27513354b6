import { createMiddleware } from 'hono/factory';
import { apiError } from './errors.ts';

/** A percent-encoded NUL byte anywhere in the path, however its hex digits are written. */
const ENCODED_NUL = /%00/;

/**
 * No id, name or route of ours holds a NUL byte, and PostgreSQL refuses one in text with an error
 * rather than finding no row: a path that carries one is no route (404) before any route reads its
 * parameters and asks the database.
 */
export const noNulInPath = createMiddleware(async (c, next) => {
  if (ENCODED_NUL.test(new URL(c.req.url).pathname)) throw apiError('not-found');
  await next();
});
