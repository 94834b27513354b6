import { randomUUID } from 'node:crypto';
import { COMMENT_STREAM } from '../../../../contract/comment-events.ts';
import type { CommentEvent } from '../../../../contract/comment-events.ts';
import { apiError } from '../../../http/errors.ts';
import { errorMessage, logger } from '../../../observability/logger.ts';
import { type CommentChannelRef, channelName } from './comment-channel-ref.ts';
import type { CommentEventTransport, LoggedEvent, Resumption, StreamHold } from './comment-event-transport.ts';

/** One open stream, as the hub drives it. */
export interface CommentReader {
  deliver(logged: LoggedEvent): void;
  heartbeat(): void;
  /** Ends the stream (the server is stopping); the reader then leaves. */
  end(): void;
}

/** An open stream's hold on its address's count lapses after this unless the heartbeat renews it. */
const STREAM_LEASE_MS = 3 * COMMENT_STREAM.heartbeatMs;

/**
 * This instance's side of the comment events. The cost of an open stream is bounded: one
 * subscription per channel however many read it (counted here, dropped with its last reader), one
 * heartbeat timer for all streams (running only while any is open), and at most
 * COMMENT_STREAM.openPerAddress streams per address, counted across the instances that share the
 * transport.
 */
export class CommentEventHub {
  readonly #transport: CommentEventTransport;
  readonly #readers = new Map<string, Set<CommentReader>>();
  readonly #listening = new Map<string, Promise<void>>();
  readonly #holds = new Set<StreamHold>();
  #heartbeat: NodeJS.Timeout | undefined;
  #closed = false;

  constructor(transport: CommentEventTransport) {
    this.#transport = transport;
  }

  publish(channel: CommentChannelRef, event: CommentEvent): Promise<void> {
    return this.#transport.publish(channelName(channel), event);
  }

  since(channel: CommentChannelRef, lastId: number): Promise<Resumption> {
    return this.#transport.since(channelName(channel), lastId);
  }

  /** Counts a stream against its address until the returned release; 429 past the cap, 503 while stopping. */
  async admit(address: string): Promise<() => void> {
    if (this.#closed) throw apiError('server-busy');
    const hold: StreamHold = { address, id: randomUUID() };
    let held: boolean;
    try {
      held = await this.#transport.holdStream(address, hold.id, COMMENT_STREAM.openPerAddress, STREAM_LEASE_MS);
    } catch (error) {
      logger.warn({ error: errorMessage(error) }, 'A comment stream could not be counted');
      throw apiError('server-busy');
    }
    if (!held) {
      throw apiError('too-many-requests', {
        message: 'Too many comment streams are open from this address.',
        headers: { 'Retry-After': String(COMMENT_STREAM.retryMs / 1000) },
      });
    }
    this.#holds.add(hold);
    return () => {
      if (!this.#holds.delete(hold)) return;
      this.#transport
        .releaseStream(hold)
        .catch((error: unknown) =>
          logger.warn({ error: errorMessage(error) }, 'A closed comment stream still counts until its hold lapses'),
        );
    };
  }

  /** Adds a reader to the channel once this instance hears it; the returned function takes it off. */
  async join(channel: CommentChannelRef, reader: CommentReader): Promise<() => void> {
    const name = channelName(channel);
    let readers = this.#readers.get(name);
    if (!readers) {
      readers = new Set();
      this.#readers.set(name, readers);
      this.#listening.set(
        name,
        this.#transport.listen(name, (logged) => this.#fanOut(name, logged)),
      );
    }
    readers.add(reader);
    this.#startHeartbeat();
    const leave = () => this.#leave(name, reader);
    try {
      await this.#listening.get(name);
    } catch (error) {
      leave();
      logger.warn({ error: errorMessage(error) }, 'A comment stream could not listen to its channel');
      throw apiError('server-busy');
    }
    return leave;
  }

  /** Ends every open stream (their clients reconnect to another instance and resume), then closes the transport. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const readers of [...this.#readers.values()]) for (const reader of [...readers]) reader.end();
    await this.#transport.close();
  }

  #fanOut(name: string, logged: LoggedEvent): void {
    for (const reader of this.#readers.get(name) ?? []) reader.deliver(logged);
  }

  #leave(name: string, reader: CommentReader): void {
    const readers = this.#readers.get(name);
    if (!readers?.delete(reader) || readers.size > 0) return;
    this.#readers.delete(name);
    this.#listening.delete(name);
    this.#transport
      .stopListening(name)
      .catch((error: unknown) => logger.warn({ error: errorMessage(error) }, 'A comment channel was not let go'));
    if (this.#readers.size === 0) this.#stopHeartbeat();
  }

  #startHeartbeat(): void {
    if (this.#heartbeat) return;
    this.#heartbeat = setInterval(() => {
      for (const readers of this.#readers.values()) for (const reader of readers) reader.heartbeat();
      this.#transport
        .renewStreams([...this.#holds], STREAM_LEASE_MS)
        .catch((error: unknown) =>
          logger.warn({ error: errorMessage(error) }, 'Open comment streams were not renewed'),
        );
    }, COMMENT_STREAM.heartbeatMs);
    this.#heartbeat.unref();
  }

  #stopHeartbeat(): void {
    clearInterval(this.#heartbeat);
    this.#heartbeat = undefined;
  }
}
