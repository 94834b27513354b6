import { randomBytes } from 'node:crypto';
import { createClient } from '@redis/client';
import type { RateLimitResult, RateLimitStore } from './store.ts';

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

const KEY_PREFIX = 'cf:rl:';

/** Counts in Redis so that every server instance shares the limits. Connects on first use. */
export class RedisRateLimitStore implements RateLimitStore {
  readonly #client: ReturnType<typeof createClient>;
  #connecting: Promise<unknown> | undefined;

  constructor(url: string) {
    this.#client = createClient({ url });
    // Without a listener an unreachable Redis would crash the process; a failed hit throws instead.
    this.#client.on('error', (error: unknown) => console.error('Redis rate-limit store:', error));
  }

  async #ready() {
    this.#connecting ??= this.#client.connect();
    await this.#connecting;
    return this.#client;
  }

  async hit(key: string, limit: number, windowMs: number, nowMs = Date.now()): Promise<RateLimitResult> {
    const client = await this.#ready();
    // A unique member per hit: two hits in the same millisecond are two hits.
    const member = `${nowMs}:${randomBytes(6).toString('hex')}`;
    const reply = (await client.eval(SCRIPT, {
      keys: [KEY_PREFIX + key],
      arguments: [String(nowMs), String(windowMs), String(limit), member],
    })) as [number, number, number];
    return { allowed: reply[0] === 1, remaining: Number(reply[1]), retryAfterMs: Number(reply[2]) };
  }

  async peek(key: string, limit: number, windowMs: number, nowMs = Date.now()): Promise<RateLimitResult> {
    const client = await this.#ready();
    const reply = (await client.eval(PEEK_SCRIPT, {
      keys: [KEY_PREFIX + key],
      arguments: [String(nowMs), String(windowMs), String(limit)],
    })) as [number, number, number];
    return { allowed: reply[0] === 1, remaining: Number(reply[1]), retryAfterMs: Number(reply[2]) };
  }

  async reset(key: string): Promise<void> {
    await (await this.#ready()).del(KEY_PREFIX + key);
  }

  async close(): Promise<void> {
    if (this.#connecting) await this.#client.close();
  }
}
