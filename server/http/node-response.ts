import { ServerResponse } from 'node:http';
import type { Context, Next } from 'hono';

/**
 * The Node response behind a request served by @hono/node-server, while its headers can still
 * change; undefined when the app is called as a plain fetch handler (app.request in tests).
 *
 * Headers every answer carries are cheaper set here: touching the Fetch Response's headers turns
 * node-server's light response into undici Headers, and the security and CORS headers cost ~25 µs
 * per answer that way (profiled), most of what the API adds to a bare route. Node sends them
 * merged under the Fetch Response's own headers, which win on a clash, so a route can still
 * choose its own value (the demo pages' Content-Security-Policy).
 */
export function nodeResponse(c: Context): ServerResponse | undefined {
  const outgoing: unknown = (c.env as { outgoing?: unknown } | undefined)?.outgoing;
  return outgoing instanceof ServerResponse && !outgoing.headersSent ? outgoing : undefined;
}

/**
 * Gives the answer these headers unless its route set its own: on the Node response when there is
 * one (the route's headers are merged over them), else on the Fetch Response after the route ran.
 */
export async function withAnswerHeaders(
  c: Context,
  next: Next,
  headers: readonly (readonly [string, string])[],
): Promise<void> {
  const outgoing = nodeResponse(c);
  if (outgoing) {
    for (const [name, value] of headers) outgoing.setHeader(name, value);
    return next();
  }
  await next();
  for (const [name, value] of headers) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
}
