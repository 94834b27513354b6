/**
 * Rate-limit counting behind one interface: in memory for one process, Redis (redis-store.ts)
 * when REDIS_URL is set so that every server instance counts together.
 *
 * Both are sliding-window logs: a hit is allowed while fewer than `limit` hits of the key fall in
 * the last `windowMs`. No fixed-window burst at the boundary, and no lockout that outlives the
 * window: a key is free again `windowMs` after its oldest counted hit.
 */
export interface RateLimitResult {
  allowed: boolean;
  /** Hits left in the window after this one. */
  remaining: number;
  /** When refused: how long until one more hit would be allowed. */
  retryAfterMs: number;
}

export interface RateLimitStore {
  /** Counts a hit of `key` if it is allowed; a refused hit is not counted. */
  hit(key: string, limit: number, windowMs: number, nowMs?: number): Promise<RateLimitResult>;
  /** What `hit` would answer now, counting nothing. */
  peek(key: string, limit: number, windowMs: number, nowMs?: number): Promise<RateLimitResult>;
  /** Forgets a key, e.g. tests, or an operator unlocking a member. */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Bounds memory under a flood of distinct keys (spoofed emails); the least recently hit go first. */
const MAX_KEYS = 100_000;

export class MemoryRateLimitStore implements RateLimitStore {
  readonly #hits = new Map<string, number[]>();

  async hit(key: string, limit: number, windowMs: number, nowMs = Date.now()): Promise<RateLimitResult> {
    const since = nowMs - windowMs;
    const hits = (this.#hits.get(key) ?? []).filter((at) => at > since);
    // Re-inserting moves the key to the back of the eviction order.
    this.#hits.delete(key);
    if (hits.length >= limit) {
      this.#hits.set(key, hits);
      return { allowed: false, remaining: 0, retryAfterMs: Math.max(1, (hits[0] ?? nowMs) + windowMs - nowMs) };
    }
    hits.push(nowMs);
    if (this.#hits.size >= MAX_KEYS) this.#hits.delete(this.#hits.keys().next().value as string);
    this.#hits.set(key, hits);
    return { allowed: true, remaining: limit - hits.length, retryAfterMs: 0 };
  }

  async peek(key: string, limit: number, windowMs: number, nowMs = Date.now()): Promise<RateLimitResult> {
    const since = nowMs - windowMs;
    const hits = (this.#hits.get(key) ?? []).filter((at) => at > since);
    if (hits.length < limit) return { allowed: true, remaining: limit - hits.length, retryAfterMs: 0 };
    // One more is allowed once all but limit - 1 of the counted hits have left the window.
    const freeing = hits[hits.length - limit] ?? nowMs;
    return { allowed: false, remaining: 0, retryAfterMs: Math.max(1, freeing + windowMs - nowMs) };
  }

  async reset(key: string): Promise<void> {
    this.#hits.delete(key);
  }

  async close(): Promise<void> {
    this.#hits.clear();
  }
}
