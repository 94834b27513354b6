import { setTimeout as sleep } from 'node:timers/promises';
import { createResumableStreamContext, type Publisher, type Subscriber } from 'resumable-stream/generic';
import { errorMessage, logger } from '../observability/logger.ts';
import { closeRedis, connectRedis, type RedisClient, withinTimeout } from '../redis/redis-connection.ts';
import { newId } from '../db/ids.ts';

/** An answer takes minutes at most: the record of the one being written outlives it by far. */
const ACTIVE_SECONDS = 60 * 60;
/** How long close() lets answers in flight finish, as the server lets its requests finish. */
const DRAIN_MS = 10_000;

/** Whose conversation an answer belongs to: every record is the account's own. */
export interface ConversationKey {
  memberId: string;
  conversationId: string;
}

/**
 * Answers still being written, kept in Redis as they are sent (the SSE text of the UI message
 * stream), so that any instance can send one again from its start to a client whose connection
 * dropped, or that reloaded. A kept answer no longer ends when its client goes away, since the
 * client may come back: only Stop (stop(), from any instance) ends it early.
 */
export interface ChatStreams {
  /**
   * Records `answer` as the conversation's answer being written and answers the text to send. The
   * answer is read to its end whether or not anyone reads what comes back; its `stopped` signal is
   * aborted when stop() is asked for this conversation while it is written. Undefined, and
   * `answer` not started, when Redis does not answer: the answer is then not kept.
   */
  keep(
    key: ConversationKey,
    answer: (stopped: AbortSignal) => ReadableStream<string>,
  ): Promise<ReadableStream<string> | undefined>;
  /** The conversation's answer being written, from its start; undefined when none is (or its instance is gone). */
  resume(key: ConversationKey): Promise<ReadableStream<string> | undefined>;
  /** Ends the conversation's answer being written, wherever it is written; false when Redis does not answer. */
  stop(key: ConversationKey): Promise<boolean>;
  /** Lets the answers being written here finish and be stored (at most 10 s), then closes the connections. */
  close(): Promise<void>;
}

/**
 * The library publishes and unsubscribes from callbacks nobody awaits: there a failure (Redis
 * gone mid-answer) is logged and the answer goes on unkept, never an unhandled rejection. The
 * commands whose answer it needs still fail, where it passes the failure on.
 */
function forLibrary(publisher: RedisClient, subscriber: RedisClient): { publisher: Publisher; subscriber: Subscriber } {
  const quietly = (command: Promise<unknown>) =>
    command.catch((error: unknown) =>
      logger.warn({ error: errorMessage(error) }, 'A chat answer was not kept in Redis'),
    );
  return {
    publisher: {
      connect: async () => undefined,
      publish: (channel, message) => quietly(publisher.publish(channel, message)),
      set: (key, value, options) => quietly(publisher.set(key, value, options)),
      get: (key) => withinTimeout(publisher.get(key)),
      incr: (key) => withinTimeout(publisher.incr(key)),
    },
    subscriber: {
      connect: async () => undefined,
      subscribe: (channel, listener) => withinTimeout(subscriber.subscribe(channel, listener)),
      unsubscribe: (channel) => quietly(subscriber.unsubscribe(channel)),
    },
  };
}

/** Resumable answers through the Redis at `url`, on two connections of their own (subscribing takes one). */
/** `keyPrefix`: the deployment's (REDIS_KEY_PREFIX), to which the streams add `chat`. */
export function redisChatStreams(url: string, keyPrefix: string): ChatStreams {
  const publisher = connectRedis(url, 'chat streams');
  const subscriber = connectRedis(url, 'chat streams (listening)');
  // An answer is in flight until its last chunk is in Redis, its client there or not.
  const inFlight = new Set<Promise<unknown>>();
  const waitUntil = (promise: Promise<unknown>) => {
    const settled = () => void inFlight.delete(promise);
    inFlight.add(promise);
    promise.then(settled, settled);
  };
  const library = forLibrary(publisher, subscriber);
  const activeKey = ({ memberId, conversationId }: ConversationKey) =>
    `${keyPrefix}chat:active:${memberId}:${conversationId}`;
  const stopChannel = (streamId: string) => `${keyPrefix}chat:stop:${streamId}`;
  const context = createResumableStreamContext({ keyPrefix: `${keyPrefix}chat`, waitUntil, ...library });

  return {
    async keep(key, answer) {
      const streamId = newId('stream');
      const stopper = new AbortController();
      try {
        await library.subscriber.subscribe(stopChannel(streamId), () => stopper.abort());
        await withinTimeout(publisher.set(activeKey(key), streamId, { EX: ACTIVE_SECONDS }));
        const unsubscribe = async () => void (await library.subscriber.unsubscribe(stopChannel(streamId)));
        const kept = await context.createNewResumableStream(streamId, () =>
          answer(stopper.signal).pipeThrough(new TransformStream({ flush: unsubscribe })),
        );
        return kept ?? undefined;
      } catch (error) {
        logger.warn(
          { error: errorMessage(error) },
          'Redis does not answer: a chat answer is written without being kept',
        );
        await library.subscriber.unsubscribe(stopChannel(streamId));
        return undefined;
      }
    },

    async resume(key) {
      try {
        const streamId = await withinTimeout(publisher.get(activeKey(key)));
        // A finished answer gives null; one whose instance died without finishing times out.
        return (streamId && (await context.resumeExistingStream(streamId))) || undefined;
      } catch {
        return undefined;
      }
    },

    async stop(key) {
      try {
        const streamId = await withinTimeout(publisher.get(activeKey(key)));
        if (streamId) await withinTimeout(publisher.publish(stopChannel(streamId), 'stop'));
        return true;
      } catch {
        return false;
      }
    },

    async close() {
      await Promise.race([Promise.all(inFlight), sleep(DRAIN_MS, undefined, { ref: false })]);
      await Promise.all([closeRedis(publisher), closeRedis(subscriber)]);
    },
  };
}
