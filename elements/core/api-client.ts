import { AxiosError } from 'axios';
import { ClientError, toClientError } from './client-error';
import { runtimeConfig } from './config';
import { createHttpClient } from './http-client';
import { getApiToken, removeApiToken } from './token-storage';

export const SESSION_EXPIRED_MESSAGE = 'Token expired. Logging out.';

/** The one HTTP client of the product API. */
export const apiClient = createHttpClient();

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

apiClient.interceptors.request.use((request) => {
  request.baseURL = runtimeConfig.productApiUrl;
  const token = getApiToken();
  if (token) request.headers.set('Authorization', `Bearer ${token}`);
  return request;
});

apiClient.interceptors.response.use(undefined, (error: unknown) => {
  if (error instanceof AxiosError && error.response?.status === 401) {
    // A refusal of an older token (or of none) answered after single sign-on stored a new one
    // must not throw the new one away.
    if (sentToken(error) === getApiToken()) {
      removeApiToken();
      for (const listener of sessionExpiredListeners) listener();
    }
    const refused = toClientError(error);
    return Promise.reject(
      new ClientError('expired-session', SESSION_EXPIRED_MESSAGE, { status: 401, code: refused.code, cause: error }),
    );
  }
  return Promise.reject(error);
});

function sentToken(error: AxiosError): string | null {
  const header = error.config?.headers?.get('Authorization');
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}
