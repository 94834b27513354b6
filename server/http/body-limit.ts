import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorResponse } from './errors.ts';

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/**
 * Refuses bodies over the limit before any handler reads them. A request that announces no body
 * skips the check: hono's limiter builds a full Request object, which costs every GET.
 */
export function limitBody(maxSize = DEFAULT_BODY_LIMIT): MiddlewareHandler {
  const limiter = bodyLimit({
    maxSize,
    // The rest of the body is never read, so the connection cannot carry another request.
    onError: (c) =>
      errorResponse(c, 413, 'payload-too-large', `The request body is larger than ${maxSize} bytes.`, { Connection: 'close' }),
  });
  return (c, next) => {
    const announcesBody = c.req.header('content-length') !== undefined || c.req.header('transfer-encoding') !== undefined;
    return announcesBody ? limiter(c, next) : next();
  };
}
