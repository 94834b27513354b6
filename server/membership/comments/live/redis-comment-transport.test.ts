import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeRedis, connectRedis, type RedisClient } from '../../../redis/redis-connection.ts';
import type { CommentEventTransport } from './comment-event-transport.ts';
import { redisCommentTransport } from './redis-comment-transport.ts';

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('the comment events kept in Redis', () => {
  const prefix = `cf-test-${randomBytes(6).toString('hex')}:`;
  let transport: CommentEventTransport;
  let redis: RedisClient;

  beforeAll(async () => {
    transport = redisCommentTransport(redisUrl ?? '', prefix);
    redis = connectRedis(redisUrl ?? '', 'test');
    // Both connect in the background and refuse commands until then.
    await vi.waitFor(() => Promise.all([transport.since('warm-up', 0), redis.ping()]), { timeout: 5_000 });
  });
  afterAll(async () => {
    await transport.close();
    await closeRedis(redis);
  });

  it('keeps a channel’s keys in one cluster slot, whatever its key holds', async () => {
    const name = 'app_1:test:/blog/{draft}}';
    await transport.publish(name, { type: 'votes', id: 'cmt_sb_1', _count: { likedBy: 1, dislikedBy: 0 } });
    const keys = (await redis.keys(`${prefix}comments:*`)).sort();
    expect(keys).toEqual([`${prefix}comments:{${name}}:kept`, `${prefix}comments:{${name}}:last`]);
    const hashTag = (key: string) => key.slice(key.indexOf('{') + 1, key.indexOf('}', key.indexOf('{') + 1));
    expect(new Set(keys.map(hashTag)).size).toBe(1);
  });

  it('lets a hold that was not renewed lapse, so a dead instance’s streams stop counting', async () => {
    const address = '203.0.113.9';
    expect(await transport.holdStream(address, 'a', 2, 60_000)).toBe(true);
    expect(await transport.holdStream(address, 'b', 2, 150)).toBe(true);
    expect(await transport.holdStream(address, 'c', 2, 60_000)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await transport.holdStream(address, 'c', 2, 60_000)).toBe(true);
  });

  it('keeps a renewed hold past its first lease, and frees a released one at once', async () => {
    const address = '203.0.113.10';
    expect(await transport.holdStream(address, 'a', 1, 150)).toBe(true);
    await transport.renewStreams([{ address, id: 'a' }], 60_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await transport.holdStream(address, 'b', 1, 60_000)).toBe(false);
    await transport.releaseStream({ address, id: 'a' });
    expect(await transport.holdStream(address, 'b', 1, 60_000)).toBe(true);
  });
});
