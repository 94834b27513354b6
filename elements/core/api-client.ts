import { AxiosError } from 'axios';
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
    return Promise.reject(new Error(SESSION_EXPIRED_MESSAGE));
  }
  return Promise.reject(error);
});

function sentToken(error: AxiosError): string | null {
  const header = error.config?.headers?.get('Authorization');
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}

/** A message a person can read, from whatever a failed call threw. */
export function describeError(error: unknown): string {
  if (error instanceof AxiosError) {
    const body = error.response?.data as { error?: { message?: unknown } } | undefined;
    if (typeof body?.error?.message === 'string') return body.error.message;
    if (!error.response) return 'The server could not be reached. Check your connection and try again.';
    return `The server answered ${error.response.status}.`;
  }
  return error instanceof Error ? error.message : String(error);
}
