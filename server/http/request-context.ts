import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { loggedPath } from './logged-path.ts';
import { nodeResponse } from './node-response.ts';
import { logger } from '../observability/logger.ts';
import { httpRequests, httpRequestSeconds } from '../observability/metrics.ts';
import type { RequestClient } from './trusted-proxy.ts';

declare module 'hono' {
  interface ContextVariableMap {
    /** This request's id, sent back as X-Request-Id and on its log line. */
    requestId: string;
    /** Who sent it, as far as the trusted proxies vouch. */
    client: RequestClient;
  }
}

/** An id a proxy may hand us: short, and of characters that cannot forge a log line. */
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

export interface RequestContextOptions {
  readClient: (incoming: IncomingMessage | undefined) => RequestClient;
  /** Counts requests for GET /metrics; off when metrics are not served. */
  metrics: boolean;
}

/**
 * First on every request: who sent it, its id, and when it is answered one log line (method, path
 * as loggedPath shows it, the route pattern, status, duration, client address). Nothing of the
 * body or the headers is logged.
 */
export function requestContext({ readClient, metrics }: RequestContextOptions): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const client = readClient((c.env as { incoming?: IncomingMessage } | undefined)?.incoming);
    const offered = client.viaTrustedProxy ? c.req.header('x-request-id') : undefined;
    const requestId = offered && REQUEST_ID_PATTERN.test(offered) ? offered : randomUUID();
    c.set('client', client);
    c.set('requestId', requestId);
    const outgoing = nodeResponse(c);
    outgoing?.setHeader('X-Request-Id', requestId);
    await next();
    if (!outgoing) c.res.headers.set('X-Request-Id', requestId);
    const ms = performance.now() - started;
    const status = c.res.status;
    const route = routePath(c);
    if (metrics) {
      const labels = { method: c.req.method, route, status: String(status) };
      httpRequests.inc(labels);
      httpRequestSeconds.observe(labels, ms / 1000);
    }
    logger.info(
      {
        reqId: requestId,
        method: c.req.method,
        path: loggedPath(c.req.url),
        route,
        status,
        ms: Math.round(ms * 10) / 10,
        ip: client.ip,
      },
      'request',
    );
  };
}
