import type { IncomingMessage, ServerResponse } from 'node:http';
import { finished } from 'node:stream';

export interface UnreadBodyBounds {
  /** Bytes read and thrown away after the answer before the connection is cut. */
  bytes: number;
  /** Time from the answer after which a body still arriving gets the connection cut. */
  ms: number;
}

/** Room for the rest of a refused upload of a few megabytes; nginx's lingering close gives up to 30 s, 5 s between reads. */
export const UNREAD_BODY_BOUNDS: UnreadBodyBounds = { bytes: 8 * 1024 * 1024, ms: 5_000 };

/**
 * An answer given before its request's body has arrived (a 413 judged by Content-Length, a 401 or
 * 415 judged by the headers) leaves the client still sending. Closing the connection then makes
 * the kernel reset it over the bytes still coming, and a client busy writing (Node's fetch, so every
 * SDK on it) reports EPIPE, never the answer. So, like nginx's lingering close, the rest is read and
 * thrown away, after which the connection carries the next request as usual; a body that goes on
 * past `bounds` has its connection cut.
 */
export function discardUnreadBody(
  request: IncomingMessage,
  response: ServerResponse,
  bounds: UnreadBodyBounds = UNREAD_BODY_BOUNDS,
): void {
  // Before Node's own 'finish' handler: it would throw the body away where nothing can count it.
  response.prependOnceListener('finish', () => {
    if (request.complete) return;
    let discarded = 0;
    const cut = () => {
      clearTimeout(timer);
      request.socket.destroy();
    };
    const timer = setTimeout(cut, bounds.ms);
    finished(request, () => clearTimeout(timer));
    // Whoever began reading the body (a limit counting a chunked one) has stopped: none of it is wanted.
    request.removeAllListeners('data');
    request.on('data', (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded > bounds.bytes) cut();
    });
    request.resume();
  });
}
