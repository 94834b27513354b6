import { createClient } from '@redis/client';
import { errorMessage, logger } from '../observability/logger.ts';

function newClient(url: string) {
  return createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
  });
}

export type RedisClient = ReturnType<typeof newClient>;

/** How long a command may wait for an answer before the caller goes on without Redis. */
const COMMAND_TIMEOUT_MS = 500;

/**
 * A connection to Redis that fails fast instead of queueing: while Redis is away a command rejects
 * at once (no offline queue), so a logout or a readiness check never hangs on it, and the client
 * keeps reconnecting in the background. It is logged once when lost and once when back, not on
 * every retry.
 */
export function connectRedis(url: string, purpose: string): RedisClient {
  const client = newClient(url);
  let state: 'starting' | 'up' | 'down' = 'starting';
  client.on('ready', () => {
    if (state === 'down') logger.info({ purpose }, 'Redis answers again');
    state = 'up';
  });
  client.on('error', (error: unknown) => {
    if (state !== 'down') logger.warn({ purpose, error: errorMessage(error) }, 'Redis does not answer');
    state = 'down';
  });
  // Without Redis at start, the client keeps trying; callers see its commands fail until then.
  client.connect().catch(() => undefined);
  return client;
}

/** Resolves once the first connection attempt has succeeded or failed, whichever comes first. */
export function firstAttempt(client: RedisClient): Promise<void> {
  if (client.isReady) return Promise.resolve();
  return new Promise((resolve) => {
    const settle = () => {
      client.off('ready', settle);
      client.off('error', settle);
      resolve();
    };
    client.on('ready', settle);
    client.on('error', settle);
  });
}

/** Runs a command, rejecting when Redis does not answer within COMMAND_TIMEOUT_MS. */
export function withinTimeout<T>(command: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Redis did not answer within ${COMMAND_TIMEOUT_MS} ms`)),
      COMMAND_TIMEOUT_MS,
    );
  });
  return Promise.race([command, timeout]).finally(() => clearTimeout(timer));
}

/** Whether Redis answers a PING now. */
export async function redisAnswers(client: RedisClient): Promise<boolean> {
  if (!client.isReady) return false;
  try {
    return (await withinTimeout(client.ping())) === 'PONG';
  } catch {
    return false;
  }
}

/** Closes the connection, or drops it when it is not open (close() would wait for it). */
export async function closeRedis(client: RedisClient): Promise<void> {
  if (client.isOpen) await client.close().catch(() => client.destroy());
  else client.destroy();
}
