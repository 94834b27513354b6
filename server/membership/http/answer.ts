import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * Every successful membership answer is `{ data }` (the contract; @memberstack/dom reads
 * `response.data`). Never cached: answers are about the signed-in member or change with settings.
 */
export function answer<T>(c: Context, data: T, status: ContentfulStatusCode = 200): Response {
  return c.json({ data }, status, { 'Cache-Control': 'no-store' });
}
