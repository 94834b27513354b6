import type { Handler, Hono } from 'hono';
import { apiError } from './errors.ts';

interface RoutePattern {
  method: string;
  regex: RegExp;
}

// Hono paths use `:name`, `:name{regex}` and `*`; that is all our routes use.
function toRegex(path: string): RegExp {
  const source = path
    .split(/(:\w+(?:\{[^}]+\})?|\*)/)
    .map((part) => {
      if (part === '*') return '.*';
      const param = /^:\w+(?:\{([^}]+)\})?$/.exec(part);
      if (param) return param[1] ? `(?:${param[1]})` : '[^/]+';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * The last handler under a JSON prefix: 405 with Allow when the path exists for other methods,
 * else 404. Hono itself answers neither, so this reads the routes the app registered.
 */
export function jsonFallback(app: Pick<Hono, 'routes'>, prefix: string): Handler {
  let patterns: RoutePattern[] | undefined;
  return (c) => {
    // Computed on first use, when every route has been registered.
    patterns ??= app.routes
      .filter((route) => route.method !== 'ALL' && (route.path === prefix || route.path.startsWith(`${prefix}/`)))
      .map((route) => ({ method: route.method, regex: toRegex(route.path) }));
    const allowed = new Set(
      patterns.filter((pattern) => pattern.regex.test(c.req.path)).map((pattern) => pattern.method),
    );
    if (allowed.size === 0) throw apiError('not-found');
    if (allowed.has('GET')) allowed.add('HEAD');
    allowed.add('OPTIONS');
    throw apiError('method-not-allowed', {
      message: `This route does not accept ${c.req.method}.`,
      headers: { Allow: [...allowed].sort().join(', ') },
    });
  };
}
