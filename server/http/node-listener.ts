import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { discardUnreadBody } from './unread-body.ts';

type FetchHandler = Parameters<typeof getRequestListener>[0];

/**
 * The Node request listener for a fetch handler: @hono/node-server's, with a body still arriving
 * after its answer read and thrown away within bounds (unread-body.ts). node-server's own clean-up
 * of such a body is off: it cuts the connection 500 ms after the answer, before a slow client's
 * upload is through, and would cut short the bounds here.
 */
export function nodeListener(fetch: FetchHandler): (request: IncomingMessage, response: ServerResponse) => void {
  const listener = getRequestListener(fetch, { autoCleanupIncoming: false });
  return (request, response) => {
    discardUnreadBody(request, response);
    void listener(request, response);
  };
}
