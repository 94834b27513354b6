import { bodyLimit } from 'hono/body-limit';
import { errorResponse } from './errors.ts';

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** Refuses bodies over the limit before any handler reads them. */
export function limitBody(maxSize = DEFAULT_BODY_LIMIT) {
  return bodyLimit({
    maxSize,
    // The rest of the body is never read, so the connection cannot carry another request.
    onError: (c) =>
      errorResponse(c, 413, 'payload-too-large', `The request body is larger than ${maxSize} bytes.`, { Connection: 'close' }),
  });
}
