import { ClientError } from './client-error';
import { runtimeConfig } from './config';
import { createServerCall } from './server-call';
import { getApiToken, removeApiToken } from './token-storage';

export const SESSION_EXPIRED_MESSAGE = 'Token expired. Logging out.';

const sessionExpiredListeners = new Set<() => void>();

/**
 * Called after the API refused the stored token, which is then already forgotten: the dashboard
 * resets its session state and navigates to Login from here; elements on a builder's page need
 * not listen.
 */
export function onSessionExpired(listener: () => void): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

/** The product API's calls (bare answers, the stored API token), for the dashboard's data and the chat. */
export const callProductApi = createServerCall({
  baseUrl: () => runtimeConfig.productApiUrl,
  token: getApiToken,
  envelope: false,
  isRefusedToken: (failure) => failure.status === 401,
  onRefusedToken: (sentToken) => {
    // A refusal of an older token (or of none) answered after single sign-on stored a new one
    // must not throw the new one away.
    if (sentToken !== getApiToken()) return;
    removeApiToken();
    for (const listener of sessionExpiredListeners) listener();
  },
  reword: (failure) =>
    failure.status === 401
      ? new ClientError('expired-session', SESSION_EXPIRED_MESSAGE, { status: 401, code: failure.code, cause: failure })
      : failure,
});
