import { COMMENT_STREAM, type CommentStreamEvent } from '../../../../contract/comment-events.ts';
import { errorMessage, logger } from '../../../observability/logger.ts';
import type { CommentChannelRef } from './comment-channel-ref.ts';
import type { CommentEventHub, CommentReader } from './comment-event-hub.ts';
import type { LoggedEvent } from './comment-event-transport.ts';

/** Frames a slow reader may leave unread; past it its stream ends, and the browser reconnects and resumes. */
const MAX_UNREAD = 100;

const encoder = new TextEncoder();

/** One server-sent event: `id:` when it is kept for resuming, `event:` its type, its data one JSON line. */
export function sseFrame(event: CommentStreamEvent, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * A reader's stream of one channel's events, from after `lastId` when it resumes. It hears the
 * channel first and reads the kept events after, holding back what arrives meanwhile, so that no
 * event falls between the two; an event is sent once, in id order. `release` runs when it ends:
 * the client went, it fell too far behind, or the hub closed.
 */
export async function openCommentStream(
  hub: CommentEventHub,
  channel: CommentChannelRef,
  lastId: number | undefined,
  release: () => void,
): Promise<ReadableStream<Uint8Array>> {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let leave: (() => void) | undefined;
  let ended = false;
  let lastSent = lastId;
  let heldBack: LoggedEvent[] | undefined = [];

  const end = () => {
    if (ended) return;
    ended = true;
    leave?.();
    release();
    controller?.close();
  };
  const write = (text: string) => {
    if (ended || !controller) return;
    if ((controller.desiredSize ?? 0) < -MAX_UNREAD) return end();
    controller.enqueue(encoder.encode(text));
  };
  const send = ({ id, event }: LoggedEvent) => {
    if (id !== undefined) {
      if (lastSent !== undefined && id <= lastSent) return;
      lastSent = id;
    }
    write(sseFrame(event, id));
  };
  const reader: CommentReader = {
    deliver: (logged) => (heldBack ? heldBack.push(logged) : send(logged)),
    heartbeat: () => write(': heartbeat\n\n'),
    end,
  };
  const stream = new ReadableStream<Uint8Array>({
    start: (started) => {
      controller = started;
    },
    cancel: end,
  });

  try {
    leave = await hub.join(channel, reader);
  } catch (error) {
    ended = true;
    release();
    throw error;
  }
  write(`retry: ${COMMENT_STREAM.retryMs}\n\n`);
  if (lastId !== undefined) await replay(hub, channel, lastId, send, () => write(sseFrame({ type: 'reset' })));
  const arrived = heldBack;
  heldBack = undefined;
  for (const logged of arrived) send(logged);
  return stream;
}

/** Sends the kept events after `lastId`, or `reset` when some are lost or cannot be read now. */
async function replay(
  hub: CommentEventHub,
  channel: CommentChannelRef,
  lastId: number,
  send: (logged: LoggedEvent) => void,
  reset: () => void,
): Promise<void> {
  try {
    const resumed = await hub.since(channel, lastId);
    if (resumed === 'reset') reset();
    else for (const logged of resumed.events) send(logged);
  } catch (error) {
    logger.warn({ error: errorMessage(error) }, 'Kept comment events could not be read: the reader reloads');
    reset();
  }
}
