import type { MemberMode } from '../../db/schema-membership.ts';

/**
 * Live member sessions this process verified a moment ago, keyed by token hash, so that a page's
 * burst of signed-in calls costs one database lookup instead of one each. Only live sessions are
 * kept, the same rules as the API tokens' cache (security/verified-tokens.ts).
 *
 * In this process nothing changes: expiry is checked on every request against the cached
 * expires_at, and logout, password change and password reset evict the revoked sessions here
 * once their revocation is committed.
 *
 * Across instances, a revocation made through another instance goes unseen here for at most
 * TTL_MS, and only for a session this instance verified within that time, that is one in active
 * use. Acceptable because after a logout the client drops its token anyway, and after a password
 * change or reset a session held by someone else gains at most TTL_MS on top of the time it
 * already had before the revocation; it cannot outlive the window, since nothing refreshes an
 * entry but a new lookup, which sees the revocation.
 */
const TTL_MS = 5_000;
/** Bounds memory under a flood of distinct valid sessions; the oldest entry goes first. */
const MAX_ENTRIES = 10_000;

export interface VerifiedSession {
  memberId: string;
  sessionId: string;
  expiresAtMs: number;
  /** The member's, which a request's app and mode must match. */
  appId: string | null;
  mode: MemberMode | null;
}

interface Entry extends VerifiedSession {
  cachedUntilMs: number;
}

export class VerifiedSessionCache {
  readonly #entries = new Map<string, Entry>();
  #evictions = 0;

  /**
   * Read before the database lookup and handed back to `set`: a lookup that began before an
   * eviction may have read the session live just before its revocation, and must not cache it.
   */
  get evictions(): number {
    return this.#evictions;
  }

  get(tokenHash: string, nowMs: number): VerifiedSession | undefined {
    const entry = this.#entries.get(tokenHash);
    if (entry && entry.cachedUntilMs <= nowMs) {
      this.#entries.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  set(tokenHash: string, session: VerifiedSession, nowMs: number, evictionsBeforeLookup: number): void {
    if (evictionsBeforeLookup !== this.#evictions) return;
    // Deleting first moves a refreshed entry to the back of the eviction order.
    this.#entries.delete(tokenHash);
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value as string);
    this.#entries.set(tokenHash, { ...session, cachedUntilMs: nowMs + TTL_MS });
  }

  /** An expired session: no revocation, so lookups under way may still cache what they read. */
  evictToken(tokenHash: string): void {
    this.#entries.delete(tokenHash);
  }

  /** Logout: the one session. */
  evictSession(sessionId: string): void {
    this.#evictWhere((entry) => entry.sessionId === sessionId);
  }

  /** Password change or reset: every session of the member, but `keepSessionId` when given. */
  evictMember(memberId: string, keepSessionId?: string): void {
    this.#evictWhere((entry) => entry.memberId === memberId && entry.sessionId !== keepSessionId);
  }

  // A scan rather than indexes by session and member: revocations are rare (each needs a signed-in
  // member) and the map is bounded, while every verification would pay to keep the indexes.
  #evictWhere(matches: (entry: Entry) => boolean): void {
    this.#evictions += 1;
    for (const [tokenHash, entry] of this.#entries) {
      if (matches(entry)) this.#entries.delete(tokenHash);
    }
  }
}
