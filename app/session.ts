import { markAuthenticated } from '../elements/core/stores/auth-store';
import { setPermissions } from '../elements/core/stores/permission-store';
import { fetchPermissions } from '../elements/core/product-api';
import { getApiToken } from '../elements/core/token-storage';

/**
 * Startup, spec section 4: a stored API token marks the member authenticated and loads the
 * permissions. A token the server refuses logs out through the API client's 401 path.
 */
export async function startSession(): Promise<void> {
  const token = getApiToken();
  if (!token) return;
  markAuthenticated(token);
  try {
    setPermissions(await fetchPermissions());
  } catch (error) {
    console.error('Could not load permissions', error);
  }
}
