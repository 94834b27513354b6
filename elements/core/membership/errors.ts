import { AxiosError } from 'axios';

export const INVALID_TOKEN_CODE = 'client/invalid-token';
export const INVALID_TOKEN_MESSAGE = 'An invalid token has been provided. Please make sure the token is valid.';
export const NETWORK_ERROR_CODE = 'client/network-error';
export const NETWORK_ERROR_MESSAGE = "Can't reach the server. Check your connection and try again.";

/** Every failed membership call rejects with this, so the widget reads one shape. */
export class MembershipError extends Error {
  readonly code: string;
  readonly status: number;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: string, message: string, status: number, retryAfterSeconds?: number) {
    super(message);
    this.name = 'MembershipError';
    this.code = code;
    this.status = status;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

function retryAfterSeconds(header: unknown): number | undefined {
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

export function toMembershipError(error: unknown): MembershipError {
  if (error instanceof MembershipError) return error;
  if (!(error instanceof AxiosError)) {
    return new MembershipError('client/unknown', error instanceof Error ? error.message : String(error), 0);
  }
  const response = error.response;
  if (!response) return new MembershipError(NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE, 0);
  const body = response.data as { error?: { code?: unknown; message?: unknown } } | undefined;
  const code = typeof body?.error?.code === 'string' ? body.error.code : `http/${response.status}`;
  if (code === 'invalid-token') return new MembershipError(INVALID_TOKEN_CODE, INVALID_TOKEN_MESSAGE, response.status);
  const message =
    typeof body?.error?.message === 'string' ? body.error.message : `The server answered ${response.status}.`;
  return new MembershipError(code, message, response.status, retryAfterSeconds(response.headers['retry-after']));
}
