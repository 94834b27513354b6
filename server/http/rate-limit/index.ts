import type { Config } from '../../config.ts';
import { RedisRateLimitStore } from './redis-store.ts';
import { MemoryRateLimitStore, type RateLimitStore } from './store.ts';

export { RateLimiter } from './rate-limiter.ts';
export { POLICIES, type PolicyName, type RateLimitPolicy } from './policies.ts';
export { MemoryRateLimitStore, type RateLimitResult, type RateLimitStore } from './store.ts';
export { RedisRateLimitStore } from './redis-store.ts';

/** Redis when REDIS_URL is set (limits shared by every instance), else this process's memory. */
export function createRateLimitStore(config: Pick<Config, 'redisUrl' | 'redisKeyPrefix'>): RateLimitStore {
  return config.redisUrl ? new RedisRateLimitStore(config.redisUrl, config.redisKeyPrefix) : new MemoryRateLimitStore();
}
