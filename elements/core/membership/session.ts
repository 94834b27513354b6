import { createEmitter } from './auth-events';
import { EXPIRES_KEY, MEMBER_KEY, TOKEN_KEY } from './session-keys';
import type { AuthAnswer, Member } from './types';

/** The part of Web Storage the session needs; the widget passes localStorage, tests a Map. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export { EXPIRES_KEY, MEMBER_KEY, TOKEN_KEY };

export const DEFAULT_SESSION_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface MembershipSession {
  token(): string | null;
  member(): Member | null;
  /** Stores what a login, signup or passwordless login answered, and tells the listeners. */
  signIn(answer: Pick<AuthAnswer, 'member' | 'tokens'>): void;
  /** Keeps a fresher member record without touching the token. */
  updateMember(member: Member): void;
  clear(): void;
  /**
   * Another tab (or script) wrote the stored session: tells the listeners when it signed in or out
   * there, so every tab shows the same member.
   */
  syncFromStorage(): void;
  onAuthChange(listener: (member: Member | null) => void): () => void;
  /** Every change of the stored member: sign-in and sign-out, and a fresher record kept. */
  onMemberChange(listener: (member: Member | null) => void): () => void;
}

export function createMembershipSession(storage: KeyValueStorage, now: () => number = Date.now): MembershipSession {
  const authChanges = createEmitter<Member | null>();
  const memberChanges = createEmitter<Member | null>();
  const announce = (member: Member | null, signedInOrOut: boolean) => {
    memberChanges.emit(member);
    if (signedInOrOut) authChanges.emit(member);
  };

  function read(key: string): string | null {
    try {
      return storage.getItem(key);
    } catch {
      return null;
    }
  }

  function write(key: string, value: string): void {
    try {
      storage.setItem(key, value);
    } catch {
      // A refused write (quota, private mode) only costs the session on the next page.
    }
  }

  function remove(): void {
    for (const key of [TOKEN_KEY, MEMBER_KEY, EXPIRES_KEY]) {
      try {
        storage.removeItem(key);
      } catch {
        // Nothing stored to remove.
      }
    }
  }

  function expired(): boolean {
    const expires = Number(read(EXPIRES_KEY));
    return read(EXPIRES_KEY) !== null && (!Number.isFinite(expires) || expires <= now());
  }

  function token(): string | null {
    if (expired()) {
      remove();
      return null;
    }
    return read(TOKEN_KEY);
  }

  function member(): Member | null {
    if (!token()) return null;
    try {
      return JSON.parse(read(MEMBER_KEY) ?? 'null') as Member | null;
    } catch {
      return null;
    }
  }

  let knownToken = read(TOKEN_KEY);

  return {
    token,
    member,
    signIn({ member, tokens }) {
      const expires = tokens.expires > now() ? tokens.expires : now() + DEFAULT_SESSION_DAYS * DAY_MS;
      write(TOKEN_KEY, tokens.accessToken);
      write(MEMBER_KEY, JSON.stringify(member));
      write(EXPIRES_KEY, String(expires));
      knownToken = tokens.accessToken;
      announce(member, true);
    },
    updateMember(member) {
      write(MEMBER_KEY, JSON.stringify(member));
      announce(member, false);
    },
    clear() {
      const wasSignedIn = read(TOKEN_KEY) !== null;
      remove();
      knownToken = null;
      if (wasSignedIn) announce(null, true);
    },
    syncFromStorage() {
      const current = token();
      if (current === knownToken) return;
      knownToken = current;
      announce(current ? member() : null, true);
    },
    onAuthChange: authChanges.subscribe,
    onMemberChange: memberChanges.subscribe,
  };
}

/** A storage that lasts as long as the page: the fallback where Web Storage is missing or refused. */
export function createMemoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}
