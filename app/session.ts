import { onSessionExpired } from '../elements/core/api-client';
import type { Member } from '../elements/core/membership/types';
import { fetchPermissions } from '../elements/core/product-api';
import { requestApiToken } from '../elements/core/single-sign-on';
import { API_TOKEN_KEY, getApiToken, removeApiToken, setApiToken } from '../elements/core/token-storage';
import { membershipClient, membershipSession } from '../elements/kit/membership/membership-runtime';
import { showAlert } from './alerts/alert-store';
import { authStore, markAuthenticated, resetAuth } from './stores/auth-store';
import { resetPermissions, setPermissions } from './stores/permission-store';
import { log } from '../elements/core/log';

/** Said when the API refuses the stored token: the member did not sign out themselves. */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';

/** What the dashboard keeps of the member it signed in. */
const userOf = (member: Member) => ({ id: member.id, email: member.auth.email });

async function loadPermissions(): Promise<void> {
  const token = authStore.token;
  try {
    const permissions = await fetchPermissions();
    // Signed out (or in as someone else) while they were on their way: they are no longer ours.
    if (authStore.token === token) setPermissions(permissions);
  } catch (error) {
    log.error('Could not load permissions', error);
  }
}

/**
 * The membership session of `member` is exchanged for a product API token (single sign-on); the
 * token is stored, the member marked signed in and the permissions loaded. Throws when the
 * exchange fails, with nothing stored.
 */
export async function completeSignIn(member: Member): Promise<void> {
  const membershipToken = membershipSession.token();
  if (!membershipToken) throw new Error('The sign-in did not start a membership session. Please try again.');
  authStore.loginInProgress = true;
  try {
    const apiToken = await requestApiToken(member.id, membershipToken);
    setApiToken(apiToken);
    markAuthenticated(apiToken, userOf(member));
    await loadPermissions();
  } finally {
    authStore.loginInProgress = false;
  }
}

/** Back to logged-out defaults: auth and permission stores reset, the API token forgotten. */
export function endSession(): void {
  resetAuth();
  resetPermissions();
  removeApiToken();
}

/** Logout: the membership session ends (on the server too, when it can be reached), then ours. */
export async function signOut(): Promise<void> {
  try {
    if (membershipSession.token()) await membershipClient.logout();
  } catch (error) {
    log.error('The membership service could not end the session; it is ended here.', error);
  }
  endSession();
}

/** Another tab of the dashboard signed in or out: this one follows (`key` is null when storage was cleared). */
function followOtherTabs(event: StorageEvent): void {
  if (event.key !== null && event.key !== API_TOKEN_KEY) return;
  const token = getApiToken();
  if (!token) {
    if (authStore.isAuthenticated) endSession();
  } else if (token !== authStore.token) {
    const member = membershipSession.member();
    markAuthenticated(token, member ? userOf(member) : null);
    void loadPermissions();
  }
}

/**
 * Startup, before the app mounts: a stored API token means signed in; else a membership session
 * (a sign-in on a page of the site, or an earlier visit) is exchanged for one; else signed out.
 * With a stored token the app mounts at once: its permissions only add entries to the navigation,
 * so they arrive beside the pages' own data rather than before the first paint. From here on, a
 * token the API refuses (401 on any call) and a sign-out in another tab or in the profile modal
 * end the session.
 */
export async function startSession(): Promise<void> {
  onSessionExpired(() => {
    endSession();
    showAlert('warning', SESSION_ENDED_MESSAGE);
  });
  membershipSession.onAuthChange((member) => {
    if (!member && authStore.isAuthenticated) endSession();
  });
  globalThis.addEventListener?.('storage', followOtherTabs);
  const token = getApiToken();
  const member = membershipSession.member();
  if (token) {
    markAuthenticated(token, member ? userOf(member) : null);
    void loadPermissions();
  } else if (member) {
    try {
      await completeSignIn(member);
    } catch (error) {
      log.error('Chain Forge single sign-on failed at startup.', error);
    }
  }
}
