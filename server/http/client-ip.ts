import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';

/**
 * The client's address, for per-address rate limits, budgets and logs: what the request context
 * read through the trusted proxies (http/trusted-proxy.ts), else the socket's peer. Never a bare
 * X-Forwarded-For, which anyone can send to pick their own rate-limit bucket.
 */
export function clientIp(c: Context): string {
  const client = c.get('client');
  if (client) return client.ip;
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}
