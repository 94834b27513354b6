import { ServerResponse } from 'node:http';
import type { Context } from 'hono';

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
