import { createMiddleware } from 'hono/factory';
import { apiError } from '../../http/errors.ts';

/** A member's session token or an API token, wherever it stands in a value (bearer-tokens.ts makes both). */
const ACCESS_TOKEN = /cf_(?:ms|at)_[A-Za-z0-9_-]{43}/;

/**
 * No membership route takes an access token from the query string: a URL reaches browser history,
 * server and proxy logs and Referer headers, where a token that lives for days would be found.
 * Tokens go in the Authorization header; a provider popup proves the member with a single-use
 * ticket instead (oauth/connect-ticket.ts). A query that carries one is refused before any route
 * reads it, so the token is never used, whatever the route.
 */
export const noTokenInUrl = createMiddleware(async (c, next) => {
  const query = new URL(c.req.url).searchParams;
  for (const [name, value] of query)
    if (ACCESS_TOKEN.test(name) || ACCESS_TOKEN.test(value)) throw apiError('token-in-url');
  await next();
});
