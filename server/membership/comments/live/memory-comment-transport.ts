import { COMMENT_STREAM } from '../../../../contract/comment-events.ts';
import type { CommentEvent } from '../../../../contract/comment-events.ts';
import {
  type CommentEventTransport,
  FORGET_IDS_MS,
  type LoggedEvent,
  resumption,
  type StreamHold,
} from './comment-event-transport.ts';

interface ChannelLog {
  lastId: number;
  kept: LoggedEvent[];
  touchedAt: number;
}

/** One server without Redis: events kept and heard in this process only. */
export class MemoryCommentTransport implements CommentEventTransport {
  readonly #logs = new Map<string, ChannelLog>();
  readonly #listeners = new Map<string, (logged: LoggedEvent) => void>();
  readonly #streamsByAddress = new Map<string, Set<string>>();
  #sweptAt = Date.now();

  async publish(name: string, event: CommentEvent): Promise<void> {
    if (event.type === 'typing') {
      this.#listeners.get(name)?.({ event });
      return;
    }
    const now = Date.now();
    this.#forgetIdleChannels(now);
    // A channel's first ids start at the clock, so that they stay above any it gave before it was forgotten.
    const log = this.#logs.get(name) ?? { lastId: now, kept: [], touchedAt: now };
    log.lastId += 1;
    log.touchedAt = now;
    const logged: LoggedEvent = { id: log.lastId, at: now, event };
    log.kept.push(logged);
    if (log.kept.length > COMMENT_STREAM.keptEvents) log.kept.shift();
    this.#logs.set(name, log);
    this.#listeners.get(name)?.(logged);
  }

  async listen(name: string, deliver: (logged: LoggedEvent) => void): Promise<void> {
    this.#listeners.set(name, deliver);
  }

  async stopListening(name: string): Promise<void> {
    this.#listeners.delete(name);
  }

  async since(name: string, lastId: number) {
    const log = this.#logs.get(name);
    return resumption(log?.kept ?? [], log?.lastId, lastId, Date.now(), COMMENT_STREAM.keptMs);
  }

  /** Holds live as long as this process: nothing here outlives it, so no lease is needed. */
  async holdStream(address: string, id: string, cap: number): Promise<boolean> {
    const open = this.#streamsByAddress.get(address) ?? new Set();
    if (open.size >= cap) return false;
    open.add(id);
    this.#streamsByAddress.set(address, open);
    return true;
  }

  async renewStreams(): Promise<void> {}

  async releaseStream({ address, id }: StreamHold): Promise<void> {
    const open = this.#streamsByAddress.get(address);
    if (!open?.delete(id) || open.size > 0) return;
    this.#streamsByAddress.delete(address);
  }

  async close(): Promise<void> {
    this.#listeners.clear();
  }

  /** At most once per kept period, so that a busy server does not walk its channels on every event. */
  #forgetIdleChannels(now: number): void {
    if (now - this.#sweptAt < COMMENT_STREAM.keptMs) return;
    this.#sweptAt = now;
    for (const [name, log] of this.#logs) {
      if (now - log.touchedAt > FORGET_IDS_MS) this.#logs.delete(name);
      else log.kept = log.kept.filter((logged) => (logged.at ?? 0) >= now - COMMENT_STREAM.keptMs);
    }
  }
}
