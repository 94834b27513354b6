import { COMMENT_STREAM, type CommentStreamEvent } from '../../contract/comment-events';

/** Every `event:` the channel's stream sends; EventSource hears only the types it is given. */
const STREAM_EVENT_TYPES: readonly CommentStreamEvent['type'][] = [
  'post.created',
  'post.updated',
  'post.hidden',
  'post.restored',
  'post.deleted',
  'thread.created',
  'thread.updated',
  'thread.hidden',
  'thread.restored',
  'thread.deleted',
  'votes',
  'typing',
  'reset',
];

/** The longest wait between attempts once the server keeps refusing the stream. */
const MAX_REOPEN_MS = 60_000;

export interface ChannelStreamHandlers {
  onEvent: (event: CommentStreamEvent) => void;
  /** A new stream replaced one the browser gave up on: events in between were lost. */
  onReopened: () => void;
}

/**
 * A channel's server-sent events (the comments client's `eventsUrl`) until the answer is called.
 * A dropped connection is resumed by the browser itself, sending Last-Event-ID, so nothing is
 * lost; a stream the browser gave up on (the server refused it) is opened anew after a growing
 * wait, and `onReopened` says that what it may have missed must be loaded again.
 */
export function openChannelStream(url: string, handlers: ChannelStreamHandlers): () => void {
  let source: EventSource | undefined;
  let reopenTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;

  const hear = (message: Event) => {
    let event: CommentStreamEvent;
    try {
      event = JSON.parse((message as MessageEvent<string>).data) as CommentStreamEvent;
    } catch {
      return;
    }
    handlers.onEvent(event);
  };
  const open = (reopening: boolean) => {
    const opened = new EventSource(url);
    source = opened;
    for (const type of STREAM_EVENT_TYPES) opened.addEventListener(type, hear);
    opened.addEventListener('open', () => {
      failures = 0;
      if (reopening) handlers.onReopened();
      reopening = false;
    });
    opened.addEventListener('error', () => {
      if (opened.readyState !== EventSource.CLOSED) return;
      failures += 1;
      reopenTimer = setTimeout(() => open(true), Math.min(MAX_REOPEN_MS, COMMENT_STREAM.retryMs * 2 ** failures));
    });
  };
  open(false);
  return () => {
    clearTimeout(reopenTimer);
    source?.close();
  };
}
