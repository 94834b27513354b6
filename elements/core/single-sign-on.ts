import { callProductApi } from './api-client';
import type { SsoAnswer } from '../../contract/product-answers';

/** What the product API's own single sign-on says when its answer holds no token. */
export const NO_TOKEN_MESSAGE = 'Authentication failed: No token received.';

/**
 * Exchanges a membership session for a product API token (`POST /memberstack/sso`). The caller
 * stores it: whether the token still counts depends on the session not having ended meanwhile.
 */
export async function requestApiToken(memberId: string, membershipToken: string): Promise<string> {
  const answer = await callProductApi<Partial<SsoAnswer> | null>({
    method: 'POST',
    url: '/memberstack/sso',
    data: { memberstack_user_id: memberId, token: membershipToken },
  });
  const token = answer?.data?.token;
  if (typeof token !== 'string' || token === '') throw new Error(NO_TOKEN_MESSAGE);
  return token;
}
