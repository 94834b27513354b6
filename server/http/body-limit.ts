import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { apiError } from './errors.ts';

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/**
 * Refuses bodies over the limit before any handler reads them, judging by Content-Length alone
 * where the request has one: Node's parser hands on exactly that many bytes, so nothing needs
 * counting. Reading the body through hono's limiter would make @hono/node-server build a full web
 * Request with a stream for every POST: under a flood of small refused logins that more than
 * doubled the heap at the peak and halved the throughput (tests/bench/login-flood.ts).
 * Only a body that does not say its length (chunked) is counted as it streams in. What the client
 * still sends after the 413 is read and thrown away within bounds (unread-body.ts), so it reads
 * the answer and the connection can carry its next request.
 */
export function limitBody(maxSize = DEFAULT_BODY_LIMIT): MiddlewareHandler {
  const tooLarge = () => {
    throw apiError('payload-too-large', { message: `The request body is larger than ${maxSize} bytes.` });
  };
  const streamingLimit = bodyLimit({ maxSize, onError: tooLarge });
  return async (c, next) => {
    if (c.req.header('transfer-encoding') !== undefined) return streamingLimit(c, next);
    const contentLength = c.req.header('content-length');
    // A length that is not a number is refused too: Node's parser already does, other hosts may not.
    if (contentLength !== undefined && !(Number(contentLength) <= maxSize)) tooLarge();
    await next();
  };
}
