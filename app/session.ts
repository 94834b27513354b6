import { onSessionExpired } from '../elements/core/api-client';
import { fetchPermissions } from '../elements/core/product-api';
import { getApiToken, removeApiToken } from '../elements/core/token-storage';
import { markAuthenticated, resetAuth } from './stores/auth-store';
import { resetPermissions, setPermissions } from './stores/permission-store';

/**
 * Startup: a stored API token marks the member authenticated and loads the permissions. From
 * here on, a token the server refuses (401 on any call) ends the session.
 */
export async function startSession(): Promise<void> {
  onSessionExpired(endSession);
  const token = getApiToken();
  if (!token) return;
  markAuthenticated(token);
  try {
    setPermissions(await fetchPermissions());
  } catch (error) {
    console.error('Could not load permissions', error);
  }
}

/** Back to logged-out defaults: auth and permission stores reset, the API token forgotten. */
export function endSession(): void {
  resetAuth();
  resetPermissions();
  removeApiToken();
}
