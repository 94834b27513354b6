import type { CommentEvent } from '../../../../contract/comment-events.ts';

/** A channel idle this long has its ids forgotten, wherever they are kept: a reader back after that reloads. */
export const FORGET_IDS_MS = 24 * 60 * 60_000;

/** An event as it travels: `id` and `at` (ms) once kept for resuming; a typing notice has neither. */
export interface LoggedEvent {
  id?: number;
  at?: number;
  event: CommentEvent;
}

/** One open stream as its address's count knows it. */
export interface StreamHold {
  address: string;
  id: string;
}

/** Where a resuming reader goes on from: the kept events after its id, or `reset` when some are lost. */
export type Resumption = { events: LoggedEvent[] } | 'reset';

/**
 * How events are kept and reach every listening instance: this process's memory, or Redis
 * (redis-comment-transport.ts). Names are channelName()s. Every kept event gets the next id of its
 * channel, and every listener hears a channel's events in id order.
 */
export interface CommentEventTransport {
  /** Keeps the event (not a typing notice) and sends it to every instance listening to the channel. */
  publish(name: string, event: CommentEvent): Promise<void>;
  /** Starts hearing a channel; the hub calls it once per channel, however many read it. */
  listen(name: string, deliver: (logged: LoggedEvent) => void): Promise<void>;
  stopListening(name: string): Promise<void>;
  /** The kept events after `lastId`. */
  since(name: string, lastId: number): Promise<Resumption>;
  /**
   * Counts stream `id` against `address` among every instance's open streams, unless `cap` are
   * open already (false). A hold lapses after `leaseMs` unless renewed, so that the streams of an
   * instance that died stop counting on their own.
   */
  holdStream(address: string, id: string, cap: number, leaseMs: number): Promise<boolean>;
  /** Keeps these holds for another `leaseMs`. */
  renewStreams(holds: readonly StreamHold[], leaseMs: number): Promise<void>;
  releaseStream(hold: StreamHold): Promise<void>;
  close(): Promise<void>;
}

/**
 * The resuming rule, wherever the events are kept: `kept` are a channel's kept events in id order,
 * `lastIssued` the last id it gave (undefined when it has none). Nothing is lost when `lastId` is
 * the last id issued or the one before a kept event still young enough; anything else (older, or
 * ahead of the channel's ids, as after its ids were forgotten) is a reset.
 */
export function resumption(
  kept: readonly LoggedEvent[],
  lastIssued: number | undefined,
  lastId: number,
  now: number,
  keptMs: number,
): Resumption {
  if (lastIssued === undefined || lastId > lastIssued) return 'reset';
  if (lastId === lastIssued) return { events: [] };
  const young = kept.filter((logged) => (logged.at ?? 0) >= now - keptMs);
  const first = young[0]?.id;
  if (first === undefined || lastId < first - 1) return 'reset';
  return { events: young.filter((logged) => (logged.id ?? 0) > lastId) };
}
