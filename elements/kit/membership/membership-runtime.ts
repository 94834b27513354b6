import { createMembershipClient } from '../../core/membership/client';
import {
  createMembershipSession,
  createMemoryStorage,
  EXPIRES_KEY,
  type KeyValueStorage,
  TOKEN_KEY,
} from '../../core/membership/session';

function browserStorage(): KeyValueStorage {
  try {
    localStorage.getItem(TOKEN_KEY);
    return localStorage;
  } catch {
    // Sandboxed frames and some private modes refuse Web Storage: the session lasts as long as the page.
    return createMemoryStorage();
  }
}

/** The page's one membership session (shared with @memberstack/dom's keys) and its one client. */
export const membershipSession = createMembershipSession(browserStorage());
export const membershipClient = createMembershipClient(membershipSession);

// Another tab signing in or out writes the same storage; `key` is null when it cleared everything.
// (Node, where the dashboard's session logic is unit-tested, has no window events.)
globalThis.addEventListener?.('storage', (event) => {
  if (event.key === null || event.key === TOKEN_KEY || event.key === EXPIRES_KEY) {
    membershipSession.syncFromStorage();
  }
});
