import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ERROR_CODES, type ErrorBody, type ErrorCode, type ErrorStatus } from '../../contract/error-codes.ts';
import { errorMessage, logger, scrubbed } from '../observability/logger.ts';

/** An error meant for the client: its status, code and message are sent as they are. Made by apiError. */
export class ApiError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiErrorDetails {
  /** More specific than the catalogue's message: a number, a field, the next step. */
  message?: string;
  headers?: Record<string, string>;
  /** Only where clients already rely on another status for this code than the catalogue's. */
  status?: ErrorStatus;
}

/** The one way to fail a request: a code of the catalogue (contract/error-codes.ts). */
export function apiError(code: ErrorCode, { message, headers = {}, status }: ApiErrorDetails = {}): ApiError {
  const entry = ERROR_CODES[code];
  return new ApiError(status ?? entry.status, code, message ?? entry.message, headers);
}

export function errorBody(error: ApiError): ErrorBody {
  return { error: { code: error.code, message: error.message } };
}

export function errorResponse(c: Context, error: ApiError): Response {
  return c.json(errorBody(error), error.status, { 'Cache-Control': 'no-store', ...error.headers });
}

/** Exceptions thrown by hono and its middleware carry a status only. */
const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
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

/** The one place errors become responses; anything not meant for the client is a bug and is logged. */
export function handleError(error: unknown, c: Context): Response {
  if (error instanceof ApiError) return errorResponse(c, error);
  if (error instanceof HTTPException && error.status < 500) {
    const status = error.status as ErrorStatus;
    return errorResponse(
      c,
      apiError(CODE_BY_STATUS[status] ?? 'bad-request', { status, message: error.message || undefined }),
    );
  }
  logger.error(
    {
      reqId: c.get('requestId'),
      method: c.req.method,
      route: c.req.routePath,
      error: errorMessage(error),
      stack: error instanceof Error && error.stack ? scrubbed(error.stack) : undefined,
    },
    'Unexpected error',
  );
  return errorResponse(c, apiError('internal'));
}
