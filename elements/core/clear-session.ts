import { resetAuth } from './stores/auth-store';
import { resetPermissions } from './stores/permission-store';
import { removeApiToken } from './token-storage';

/** Back to logged-out defaults: auth and permission stores reset, the API token forgotten. */
export function clearSession(): void {
  resetAuth();
  resetPermissions();
  removeApiToken();
}
