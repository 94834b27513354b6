import { randomBytes } from 'node:crypto';
import { MemoryRateLimitStore, type RateLimitResult, type RateLimitStore } from './store.ts';
import {
  closeRedis,
  connectRedis,
  firstAttempt,
  type RedisClient,
  withinTimeout,
} from '../../redis/redis-connection.ts';

// The sliding-window log of store.ts as one atomic script: a sorted set of hit times per key.
// Returns { allowed (1/0), remaining, retryAfterMs }.
const SCRIPT = `
local key, now, window, limit, member = KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), ARGV[4]
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local count = redis.call('ZCARD', key)
if count < limit then
  redis.call('ZADD', key, now, member)
  redis.call('PEXPIRE', key, window)
  return { 1, limit - count - 1, 0 }
end
local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
return { 0, 0, math.max(1, tonumber(oldest[2]) + window - now) }`;

// The same answer without adding the hit.
const PEEK_SCRIPT = `
local key, now, window, limit = KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local count = redis.call('ZCARD', key)
if count < limit then return { 1, limit - count, 0 } end
local freeing = redis.call('ZRANGE', key, count - limit, count - limit, 'WITHSCORES')
return { 0, 0, math.max(1, tonumber(freeing[2]) + window - now) }`;

/**
 * Counts in Redis so that every server instance shares the limits. While Redis does not answer,
 * each instance counts in its own memory instead: the limits still hold per instance (at most the
 * instance count times looser) and no request waits on Redis or fails for want of it.
 */
export class RedisRateLimitStore implements RateLimitStore {
  readonly #client: RedisClient;
  readonly #fallback = new MemoryRateLimitStore();
  readonly #connected: Promise<void>;
  readonly #keyPrefix: string;

  /** `keyPrefix`: the deployment's (REDIS_KEY_PREFIX); the store adds its own `rl:`. */
  constructor(url: string, keyPrefix = 'cf:') {
    this.#keyPrefix = `${keyPrefix}rl:`;
    this.#client = connectRedis(url, 'rate limits');
    this.#connected = firstAttempt(this.#client);
  }

  async #run(script: string, key: string, args: string[]): Promise<RateLimitResult | undefined> {
    await this.#connected;
    if (!this.#client.isReady) return undefined;
    try {
      const reply = (await withinTimeout(
        this.#client.eval(script, { keys: [this.#keyPrefix + key], arguments: args }),
      )) as [number, number, number];
      return { allowed: reply[0] === 1, remaining: Number(reply[1]), retryAfterMs: Number(reply[2]) };
    } catch {
      return undefined;
    }
  }

  async hit(key: string, limit: number, windowMs: number, nowMs = Date.now()): Promise<RateLimitResult> {
    // A unique member per hit: two hits in the same millisecond are two hits.
    const member = `${nowMs}:${randomBytes(6).toString('hex')}`;
    return (
      (await this.#run(SCRIPT, key, [String(nowMs), String(windowMs), String(limit), member])) ??
      this.#fallback.hit(key, limit, windowMs, nowMs)
    );
  }

  async peek(key: string, limit: number, windowMs: number, nowMs = Date.now()): Promise<RateLimitResult> {
    return (
      (await this.#run(PEEK_SCRIPT, key, [String(nowMs), String(windowMs), String(limit)])) ??
      this.#fallback.peek(key, limit, windowMs, nowMs)
    );
  }

  async reset(key: string): Promise<void> {
    await this.#fallback.reset(key);
    if (this.#client.isReady) await withinTimeout(this.#client.del(this.#keyPrefix + key)).catch(() => undefined);
  }

  async close(): Promise<void> {
    await closeRedis(this.#client);
  }
}
