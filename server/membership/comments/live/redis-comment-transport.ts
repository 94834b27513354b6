import { COMMENT_STREAM, type CommentEvent } from '../../../../contract/comment-events.ts';
import { errorMessage, logger } from '../../../observability/logger.ts';
import { closeRedis, connectRedis, withinTimeout } from '../../../redis/redis-connection.ts';
import {
  type CommentEventTransport,
  FORGET_IDS_MS,
  type LoggedEvent,
  resumption,
  type StreamHold,
} from './comment-event-transport.ts';

/**
 * Keeps an event and sends it in one step, so that every instance hears a channel's events in id
 * order and a reader that listens before reading the kept ones misses none. A channel's first id
 * starts at the clock, so that ids stay above any it gave before they were forgotten.
 * KEYS: last id, kept events (a list), channel. ARGV: event JSON, now, ids' lifetime, kept count, kept lifetime.
 */
const KEEP_AND_SEND = `
if redis.call('EXISTS', KEYS[1]) == 0 then redis.call('SET', KEYS[1], ARGV[2]) end
local id = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
local entry = '{"id":' .. id .. ',"at":' .. ARGV[2] .. ',"event":' .. ARGV[1] .. '}'
redis.call('RPUSH', KEYS[2], entry)
redis.call('LTRIM', KEYS[2], -tonumber(ARGV[4]), -1)
redis.call('PEXPIRE', KEYS[2], ARGV[5])
redis.call('PUBLISH', KEYS[3], entry)
return id`;

/** The last id and the kept events, read together so that neither is ahead of the other. */
const READ_KEPT = `return { redis.call('GET', KEYS[1]), redis.call('LRANGE', KEYS[2], 0, -1) }`;

/**
 * Counts an address's open streams across instances: a sorted set of stream ids scored by when
 * their hold lapses, the lapsed dropped first. KEYS: the address's set. ARGV: now, cap, lapse, id, lease.
 */
const HOLD_STREAM = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[3], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1`;

/** Instances sharing REDIS_URL: events kept in a capped list per channel, heard through pub/sub. */
export function redisCommentTransport(url: string, keyPrefix: string): CommentEventTransport {
  const commands = connectRedis(url, 'comment events');
  const subscriber = connectRedis(url, 'comment events (listening)');
  // A script touches a channel's keys together; the {hash tag} keeps them in one Redis Cluster slot.
  // Whatever the name holds, the tag opens at its first character, so the three keys share it.
  const lastKey = (name: string) => `${keyPrefix}comments:{${name}}:last`;
  const keptKey = (name: string) => `${keyPrefix}comments:{${name}}:kept`;
  const channelOf = (name: string) => `${keyPrefix}comments:{${name}}:events`;
  const streamsKey = (address: string) => `${keyPrefix}comments:streams:{${address}}`;

  return {
    async publish(name, event: CommentEvent) {
      if (event.type === 'typing') {
        await withinTimeout(commands.publish(channelOf(name), JSON.stringify({ event })));
        return;
      }
      const args = [
        JSON.stringify(event),
        String(Date.now()),
        String(FORGET_IDS_MS),
        String(COMMENT_STREAM.keptEvents),
        String(COMMENT_STREAM.keptMs),
      ];
      await withinTimeout(
        commands.eval(KEEP_AND_SEND, { keys: [lastKey(name), keptKey(name), channelOf(name)], arguments: args }),
      );
    },
    async listen(name, deliver) {
      await withinTimeout(
        subscriber.subscribe(channelOf(name), (message) => {
          const logged = parseLogged(message);
          if (logged) deliver(logged);
        }),
      );
    },
    async stopListening(name) {
      await subscriber.unsubscribe(channelOf(name));
    },
    async since(name, lastId) {
      const [last, kept] = (await withinTimeout(
        commands.eval(READ_KEPT, { keys: [lastKey(name), keptKey(name)], arguments: [] }),
      )) as [string | null, string[]];
      const events = kept.map(parseLogged).filter((logged): logged is LoggedEvent => logged !== undefined);
      return resumption(events, last === null ? undefined : Number(last), lastId, Date.now(), COMMENT_STREAM.keptMs);
    },
    async holdStream(address, id, cap, leaseMs) {
      const now = Date.now();
      const held = await withinTimeout(
        commands.eval(HOLD_STREAM, {
          keys: [streamsKey(address)],
          arguments: [String(now), String(cap), String(now + leaseMs), id, String(leaseMs)],
        }),
      );
      return held === 1;
    },
    async renewStreams(holds, leaseMs) {
      const lapse = Date.now() + leaseMs;
      await withinTimeout(
        Promise.all(
          holds.map(({ address, id }) =>
            commands
              .multi()
              .zAdd(streamsKey(address), { score: lapse, value: id }, { condition: 'XX' })
              .pExpire(streamsKey(address), leaseMs)
              .exec(),
          ),
        ),
      );
    },
    async releaseStream({ address, id }: StreamHold) {
      await withinTimeout(commands.zRem(streamsKey(address), id));
    },
    async close() {
      await Promise.all([closeRedis(commands), closeRedis(subscriber)]);
    },
  };
}

/** Only this transport writes these entries; anything else is logged and dropped, never sent on. */
function parseLogged(message: string): LoggedEvent | undefined {
  try {
    const parsed = JSON.parse(message) as LoggedEvent;
    if (typeof parsed.event?.type === 'string') return parsed;
  } catch (error) {
    logger.warn({ error: errorMessage(error) }, 'A comment event from Redis was not readable');
  }
  return undefined;
}
