import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/errors.ts';
import { MemoryRateLimitStore, RateLimiter, RedisRateLimitStore, type RateLimitStore } from './index.ts';

async function slidingWindow(store: RateLimitStore) {
  const key = `test:${Math.random()}`;
  const t0 = 1_000_000;
  expect(await store.hit(key, 2, 1000, t0)).toEqual({ allowed: true, remaining: 1, retryAfterMs: 0 });
  expect((await store.hit(key, 2, 1000, t0 + 400)).allowed).toBe(true);
  // Refused hits are not counted, and the wait is until the oldest hit leaves the window.
  expect(await store.hit(key, 2, 1000, t0 + 500)).toEqual({ allowed: false, remaining: 0, retryAfterMs: 500 });
  expect((await store.hit(key, 2, 1000, t0 + 999)).allowed).toBe(false);
  expect((await store.hit(key, 2, 1000, t0 + 1001)).allowed).toBe(true);
  // A peek answers as a hit would, and counts nothing.
  expect(await store.peek(key, 2, 1000, t0 + 1002)).toEqual({ allowed: false, remaining: 0, retryAfterMs: 398 });
  expect(await store.peek(key, 3, 1000, t0 + 1002)).toEqual({ allowed: true, remaining: 1, retryAfterMs: 0 });
  expect((await store.hit(key, 3, 1000, t0 + 1003)).remaining).toBe(0);
  await store.reset(key);
  expect((await store.hit(key, 2, 1000, t0 + 1002)).remaining).toBe(1);
}

describe('rate-limit stores', () => {
  it('count a sliding window in memory', async () => {
    await slidingWindow(new MemoryRateLimitStore());
  });

  // Runs where Redis is: REDIS_URL=redis://127.0.0.1:6379 npx vitest run server/http/rate-limit
  it.skipIf(!process.env.REDIS_URL)('count the same sliding window in Redis', async () => {
    const store = new RedisRateLimitStore(process.env.REDIS_URL!);
    try {
      await slidingWindow(store);
    } finally {
      await store.close();
    }
  });

  it('count in memory while Redis does not answer, without waiting for it', async () => {
    const store = new RedisRateLimitStore('redis://127.0.0.1:1');
    try {
      await slidingWindow(store);
    } finally {
      await store.close();
    }
  });
});

describe('RateLimiter', () => {
  it('answers 429 with Retry-After and a message a person understands', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore(), { loginPerIp: { limit: 1, windowMs: 90_000 } });
    await limiter.enforce('loginPerIp', '10.0.0.1');
    await limiter.enforce('loginPerIp', '10.0.0.2');
    const error = await limiter.enforce('loginPerIp', '10.0.0.1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'too-many-requests', headers: { 'Retry-After': '90' } });
    expect((error as ApiError).message).toBe('Too many sign-in attempts. Please wait 2 minutes and try again.');
  });
});
