/**
 * Live API tokens this process verified a moment ago, keyed by token hash, so that a dashboard's
 * burst of requests costs one database lookup instead of one each. Only live tokens are kept.
 *
 * Why the window is acceptable: expiry is still checked on every request against the cached
 * expires_at, and revokeApiToken evicts the token here at once, so in this process nothing
 * changes. Only a revocation made through another server instance goes unseen here, for at most
 * TTL_MS. Revocation is a logout, after which the client drops the token anyway; a few seconds
 * more for a token the caller already held is the price of not querying on every request.
 */
const TTL_MS = 5_000;
/** Bounds memory under a flood of distinct valid tokens; the oldest entry goes first. */
const MAX_ENTRIES = 10_000;

export interface VerifiedToken {
  memberId: string;
  tokenId: string;
  expiresAtMs: number;
}

interface Entry extends VerifiedToken {
  cachedUntilMs: number;
}

export class VerifiedTokenCache {
  readonly #entries = new Map<string, Entry>();

  get(tokenHash: string, nowMs: number): VerifiedToken | undefined {
    const entry = this.#entries.get(tokenHash);
    if (entry && entry.cachedUntilMs <= nowMs) {
      this.#entries.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  set(tokenHash: string, token: VerifiedToken, nowMs: number): void {
    // Deleting first moves a refreshed entry to the back of the eviction order.
    this.#entries.delete(tokenHash);
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value as string);
    this.#entries.set(tokenHash, { ...token, cachedUntilMs: nowMs + TTL_MS });
  }

  evict(tokenHash: string): void {
    this.#entries.delete(tokenHash);
  }
}
