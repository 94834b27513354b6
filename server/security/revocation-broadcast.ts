import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { errorMessage, logger } from '../observability/logger.ts';
import { closeRedis, connectRedis, type RedisClient, withinTimeout } from '../redis/redis-connection.ts';

/** What a revocation ends, as every instance's verified-credential caches know it. */
export type Revocation =
  | { kind: 'session'; sessionId: string }
  | { kind: 'member-sessions'; memberId: string; keepSessionId?: string }
  | { kind: 'api-tokens'; tokenIds: string[] };

/** Evicts a revocation from one cache of this process; `everything` after messages may have been missed. */
export interface RevocationListener {
  evict(db: Kysely<Database>, revocation: Revocation): void;
  evictEverything(db: Kysely<Database>): void;
}

/** The caches that hear revocations: the member sessions' and the API tokens', registered by their modules. */
const listeners: RevocationListener[] = [];

export function listenForRevocations(listener: RevocationListener): void {
  listeners.push(listener);
}

/** The broadcast a database's caches share with other instances; none without Redis. */
const broadcasts = new WeakMap<Kysely<Database>, RevocationBroadcast>();

/**
 * Evicts a committed revocation here, then tells every other instance, before the revoking request
 * is answered, so that the credential is refused everywhere from its next request on.
 *
 * When Redis is away the message is lost: the other instances then refuse the credential once
 * their cached verification ends (verified-cache.ts, a few seconds), since the revocation itself is
 * in the shared database; and each instance empties its caches when it hears Redis again, so no
 * revocation it missed outlives that. A logout never fails for want of Redis.
 */
export async function announceRevocation(db: Kysely<Database>, revocation: Revocation): Promise<void> {
  for (const listener of listeners) listener.evict(db, revocation);
  await broadcasts.get(db)?.publish(revocation);
}

export interface RevocationBroadcast {
  /** Its connection for commands, which /ready asks whether Redis answers. */
  connection: RedisClient;
  publish(revocation: Revocation): Promise<void>;
  close(): Promise<void>;
}

/** Joins this instance's caches on `db` to the instances that share REDIS_URL. */
/** `keyPrefix`: the deployment's (REDIS_KEY_PREFIX), so that only its own instances hear it. */
export function startRevocationBroadcast(
  db: Kysely<Database>,
  redisUrl: string,
  keyPrefix: string,
): RevocationBroadcast {
  const channel = `${keyPrefix}revocations`;
  const instanceId = randomUUID();
  const publisher = connectRedis(redisUrl, 'revocation broadcast');
  const subscriber = connectRedis(redisUrl, 'revocation broadcast (listening)');
  let subscribed = false;
  subscriber.on('ready', () => {
    // The client subscribes again by itself after a reconnection; messages sent while this instance
    // was not listening are lost, so it forgets every verification instead.
    if (subscribed) {
      for (const listener of listeners) listener.evictEverything(db);
      return;
    }
    subscribed = true;
    subscribe(subscriber, channel, instanceId, db).catch((error: unknown) => {
      subscribed = false;
      logger.warn({ error: errorMessage(error) }, 'Listening for revocations failed');
    });
  });

  const broadcast: RevocationBroadcast = {
    connection: publisher,
    async publish(revocation) {
      try {
        await withinTimeout(publisher.publish(channel, JSON.stringify({ from: instanceId, revocation })));
      } catch (error) {
        logger.warn(
          { kind: revocation.kind, error: errorMessage(error) },
          'Revocation not broadcast: other instances refuse it when their cached verification ends',
        );
      }
    },
    async close() {
      broadcasts.delete(db);
      await Promise.all([closeRedis(publisher), closeRedis(subscriber)]);
    },
  };
  broadcasts.set(db, broadcast);
  return broadcast;
}

async function subscribe(
  subscriber: RedisClient,
  channel: string,
  instanceId: string,
  db: Kysely<Database>,
): Promise<void> {
  await subscriber.subscribe(channel, (message) => {
    const revocation = parseMessage(message, instanceId);
    if (revocation) for (const listener of listeners) listener.evict(db, revocation);
  });
}

/** Another instance's revocation, or undefined for our own and for anything malformed. */
function parseMessage(message: string, instanceId: string): Revocation | undefined {
  try {
    const parsed = JSON.parse(message) as { from?: unknown; revocation?: Revocation };
    if (parsed.from === instanceId || typeof parsed.revocation?.kind !== 'string') return undefined;
    return parsed.revocation;
  } catch {
    return undefined;
  }
}
