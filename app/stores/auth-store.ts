import { proxy } from 'valtio/vanilla';

export interface AuthState {
  isAuthenticated: boolean;
  user: Record<string, unknown> | null;
  token: string | null;
  loginInProgress: boolean;
}

const loggedOut = (): AuthState => ({ isAuthenticated: false, user: null, token: null, loginInProgress: false });

/** The client's auth state: signed in or not, the user and the API token; resettable to signed out. */
export const authStore = proxy<AuthState>(loggedOut());

export function markAuthenticated(token: string, user: AuthState['user'] = authStore.user): void {
  Object.assign(authStore, { isAuthenticated: true, token, user, loginInProgress: false });
}

export function resetAuth(): void {
  Object.assign(authStore, loggedOut());
}
