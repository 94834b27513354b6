import { ClientError, kindOfFailure, toClientError } from '../client-error';

export const INVALID_TOKEN_CODE = 'client/invalid-token';
export const INVALID_TOKEN_MESSAGE = 'An invalid token has been provided. Please make sure the token is valid.';
/**
 * The catalogue's `passkey-failed` text (a test keeps them equal), for a passkey the browser itself
 * failed: the widget does not carry the whole server catalogue for one message.
 */
export const PASSKEY_FAILED_MESSAGE = 'The passkey could not be verified. Please try again.';

/**
 * Every failed membership call rejects with this, so the widget reads one shape: the one client
 * error, under the name and the code, message, status and retryAfterSeconds that
 * Memberstack-compatible code on a builder's page reads.
 */
export class MembershipError extends ClientError {
  override name = 'MembershipError';

  constructor(code: string, message: string, status: number, retryAfterSeconds?: number) {
    super(kindOfFailure(status, code), message, { code, status, retryAfterSeconds });
  }
}

/** A failed call in the membership service's words: its own for a refused token. */
export function toMembershipError(error: unknown): MembershipError {
  if (error instanceof MembershipError) return error;
  const failure = toClientError(error);
  if (failure.code === 'invalid-token')
    return new MembershipError(INVALID_TOKEN_CODE, INVALID_TOKEN_MESSAGE, failure.status);
  return new MembershipError(failure.code, failure.message, failure.status, failure.retryAfterSeconds);
}
