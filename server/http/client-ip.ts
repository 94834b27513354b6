import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';

/**
 * The peer's address, for per-IP rate limits. X-Forwarded-For is not read: anyone can send it,
 * and trusting it would let every request pick its own rate-limit bucket. Behind a proxy, this
 * is where the proxy's header would be read, from trusted hops only.
 */
export function clientIp(c: Context): string {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}
