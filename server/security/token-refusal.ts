import { apiError, type ApiError } from '../http/errors.ts';

/** Why a bearer token was refused: API tokens and member tokens fail the same ways. */
export type TokenRefusal = 'malformed' | 'invalid' | 'expired' | 'revoked' | 'other-app';

const MESSAGES: Record<TokenRefusal, string | undefined> = {
  malformed: 'The Authorization header must be "Bearer <token>".',
  invalid: undefined,
  expired: 'The token has expired. Please log in again.',
  revoked: 'The token has been revoked. Please log in again.',
  'other-app': 'The token belongs to another app or mode.',
};

/** 401 invalid-token, which clients take as "this session is over", with the challenge of the realm. */
export function tokenRefused(reason: TokenRefusal, realm: 'api' | 'membership'): ApiError {
  return apiError('invalid-token', { message: MESSAGES[reason], headers: bearerChallenge(realm) });
}

export const bearerChallenge = (realm: 'api' | 'membership') => ({ 'WWW-Authenticate': `Bearer realm="${realm}"` });
