import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { createClient } from '@redis/client';
import { createResumableStreamContext } from 'resumable-stream/generic';

const KEY_PREFIX = 'cf:chat';
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
 * dropped, or that reloaded. The answer no longer ends when its client goes away, since the client
 * may come back: only Stop (stop(), from any instance) ends it early.
 */
export interface ChatStreams {
  /**
   * Records `answer` as the conversation's answer being written and answers the text to send. The
   * answer is read to its end whether or not anyone reads what comes back; its `stopped` signal is
   * aborted when stop() is asked for this conversation while it is written.
   */
  keep(key: ConversationKey, answer: (stopped: AbortSignal) => ReadableStream<string>): Promise<ReadableStream<string>>;
  /** The conversation's answer being written, from its start; undefined when none is (or its instance is gone). */
  resume(key: ConversationKey): Promise<ReadableStream<string> | undefined>;
  /** Ends the conversation's answer being written, wherever it is written. */
  stop(key: ConversationKey): Promise<void>;
  /** Lets the answers being written here finish and be stored (at most 10 s), then closes the connections. */
  close(): Promise<void>;
}

const activeKey = ({ memberId, conversationId }: ConversationKey) =>
  `${KEY_PREFIX}:active:${memberId}:${conversationId}`;
const stopChannel = (streamId: string) => `${KEY_PREFIX}:stop:${streamId}`;

/** Resumable answers through the Redis at `url`; its two connections open on first use. */
export function redisChatStreams(url: string): ChatStreams {
  const publisher = createClient({ url });
  // Subscribing takes a connection of its own.
  const subscriber = publisher.duplicate();
  for (const client of [publisher, subscriber]) {
    // Without a listener an unreachable Redis would crash the process; the call that needed it fails instead.
    client.on('error', (error: unknown) => console.error('Redis chat streams:', error));
  }
  // An answer is in flight until its last chunk is in Redis, its client there or not.
  const inFlight = new Set<Promise<unknown>>();
  const waitUntil = (promise: Promise<unknown>) => {
    const settled = () => void inFlight.delete(promise);
    inFlight.add(promise);
    promise.then(settled, settled);
  };
  const context = createResumableStreamContext({ keyPrefix: KEY_PREFIX, waitUntil, publisher, subscriber });
  let connecting: Promise<unknown> | undefined;
  const ready = () => (connecting ??= Promise.all([publisher.connect(), subscriber.connect()]));

  return {
    async keep(key, answer) {
      await ready();
      const streamId = randomBytes(12).toString('base64url');
      const stopper = new AbortController();
      await subscriber.subscribe(stopChannel(streamId), () => stopper.abort());
      const unsubscribe = () => subscriber.unsubscribe(stopChannel(streamId)).catch(() => undefined);
      try {
        const kept = await context.createNewResumableStream(streamId, () =>
          answer(stopper.signal).pipeThrough(new TransformStream({ flush: unsubscribe })),
        );
        if (!kept) throw new Error(`The chat stream ${streamId} already ended`);
        await publisher.set(activeKey(key), streamId, { EX: ACTIVE_SECONDS });
        return kept;
      } catch (error) {
        await unsubscribe();
        throw error;
      }
    },

    async resume(key) {
      await ready();
      const streamId = await publisher.get(activeKey(key));
      if (!streamId) return undefined;
      // A finished answer gives null; one whose instance died without finishing times out.
      return (await context.resumeExistingStream(streamId).catch(() => null)) ?? undefined;
    },

    async stop(key) {
      await ready();
      const streamId = await publisher.get(activeKey(key));
      if (streamId) await publisher.publish(stopChannel(streamId), 'stop');
    },

    async close() {
      await Promise.race([Promise.all(inFlight), sleep(DRAIN_MS, undefined, { ref: false })]);
      if (connecting) await Promise.all([publisher.close(), subscriber.close()]);
    },
  };
}
