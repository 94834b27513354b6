/** How long a verification is trusted without a new lookup. */
const TTL_MS = 5_000;
/** Bounds memory under a flood of distinct valid credentials; the oldest entry goes first. */
const MAX_ENTRIES = 10_000;

type Entry<T> = T & { cachedUntilMs: number };

/**
 * Credentials (API tokens, member sessions) this process verified a moment ago, keyed by their
 * hash, so that a burst of requests costs one database lookup instead of one each. Only live
 * credentials are cached; callers still check expiry on every request, and every revocation
 * through this process evicts at once. Each caller says in its own words why the TTL is acceptable
 * across server instances.
 */
export class VerifiedCache<T extends { expiresAtMs: number }> {
  readonly #entries = new Map<string, Entry<T>>();
  #revocations = 0;

  /**
   * Read before the database lookup and handed back to `set`: a lookup that began before a
   * revocation may have read the credential live just before it was revoked, and must not cache it.
   */
  get revocations(): number {
    return this.#revocations;
  }

  get(key: string, nowMs: number): T | undefined {
    const entry = this.#entries.get(key);
    if (entry && entry.cachedUntilMs <= nowMs) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, value: T, nowMs: number, revocationsBeforeLookup: number): void {
    if (revocationsBeforeLookup !== this.#revocations) return;
    // Deleting first moves a refreshed entry to the back of the eviction order.
    this.#entries.delete(key);
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value as string);
    this.#entries.set(key, { ...value, cachedUntilMs: nowMs + TTL_MS });
  }

  /**
   * The one way a credential is verified: from this cache, else by `lookup` (the stored credential,
   * or undefined when there is none), cached only while live; expiry is checked on every call.
   */
  async verify(
    tokenHash: string,
    nowMs: number,
    lookup: () => Promise<{ entry: T; revokedAt: string | null } | undefined>,
  ): Promise<{ ok: true; entry: T } | { ok: false; reason: 'invalid' | 'revoked' | 'expired' }> {
    let entry: T | undefined = this.get(tokenHash, nowMs);
    if (!entry) {
      const revocations = this.revocations;
      const stored = await lookup();
      if (!stored) return { ok: false, reason: 'invalid' };
      if (stored.revokedAt !== null) return { ok: false, reason: 'revoked' };
      entry = stored.entry;
      if (entry.expiresAtMs > nowMs) this.set(tokenHash, entry, nowMs, revocations);
    }
    if (entry.expiresAtMs <= nowMs) {
      this.forget(tokenHash);
      return { ok: false, reason: 'expired' };
    }
    return { ok: true, entry };
  }

  /** An expired credential: nothing was revoked, so lookups under way may still cache theirs. */
  forget(key: string): void {
    this.#entries.delete(key);
  }

  /**
   * Evicts every entry that matches. A scan rather than indexes: revocations are rare and the map
   * is bounded, while every verification would pay to keep indexes.
   */
  revokeWhere(matches: (value: T, key: string) => boolean): void {
    this.#revocations += 1;
    for (const [key, entry] of this.#entries) {
      if (matches(entry, key)) this.#entries.delete(key);
    }
  }
}
