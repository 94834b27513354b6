import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error meant for the client: its status, code and message are sent as they are. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ErrorBody {
  error: { code: string; message: string };
}

const CODE_BY_STATUS: Record<number, string> = {
  400: 'bad-request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  405: 'method-not-allowed',
  413: 'payload-too-large',
  415: 'unsupported-media-type',
  422: 'validation-failed',
  429: 'too-many-requests',
};

export function errorResponse(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  headers: Record<string, string> = {},
): Response {
  const body: ErrorBody = { error: { code, message } };
  return c.json(body, status, { 'Cache-Control': 'no-store', ...headers });
}

/** The one place errors become responses; anything not meant for the client is a bug and is logged. */
export function handleError(error: unknown, c: Context): Response {
  if (error instanceof ApiError) return errorResponse(c, error.status, error.code, error.message, error.headers);
  if (error instanceof HTTPException && error.status < 500) {
    const status = error.status as ContentfulStatusCode;
    return errorResponse(c, status, CODE_BY_STATUS[status] ?? 'bad-request', error.message || 'The request was not accepted.');
  }
  console.error(`Unexpected error on ${c.req.method} ${c.req.path}:`, error);
  return errorResponse(c, 500, 'internal', 'Something went wrong on our side.');
}
