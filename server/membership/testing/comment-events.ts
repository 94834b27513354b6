// For comment stream tests: an EventSource's side of /membership/comments/channels/events, over fetch.
import { TEST_KEY } from './client.ts';

export interface StreamedEvent {
  id: string | undefined;
  event: string;
  data: Record<string, unknown>;
}

export interface EventReader {
  status: number;
  contentType: string | null;
  /** When a refused stream may be tried again (Retry-After). */
  retryAfter: string | null;
  /** Every event read so far, heartbeats and `retry:` aside. */
  events: StreamedEvent[];
  /** The retry line's milliseconds, once read. */
  retry: number | undefined;
  /** Waits for the first event read (so far or later) after `from` that matches; fails after 5 s. */
  next(match: (event: StreamedEvent) => boolean, from?: number): Promise<StreamedEvent>;
  /** Resolves when the server ends the stream (or the test closes it). */
  ended: Promise<void>;
  close(): void;
}

/** Opens the channel's stream as a browser would, with the key in the query; `lastEventId` as on a reconnect. */
export async function openEvents(
  baseUrl: string,
  channelKey: string,
  { key = TEST_KEY, lastEventId }: { key?: string; lastEventId?: string } = {},
): Promise<EventReader> {
  const abort = new AbortController();
  const query = new URLSearchParams({ channelKey, publicKey: key });
  const response = await fetch(`${baseUrl}/membership/comments/channels/events?${query}`, {
    headers: lastEventId === undefined ? {} : { 'Last-Event-ID': lastEventId },
    signal: abort.signal,
  });
  const reader: EventReader = {
    status: response.status,
    contentType: response.headers.get('content-type'),
    retryAfter: response.headers.get('retry-after'),
    events: [],
    retry: undefined,
    next: (match, from = 0) => waitFor(reader, match, from),
    ended: Promise.resolve(),
    close: () => abort.abort(),
  };
  if (response.ok && response.body) reader.ended = readFrames(response.body, reader);
  else await response.body?.cancel();
  return reader;
}

async function readFrames(body: ReadableStream<Uint8Array>, reader: EventReader): Promise<void> {
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for await (const chunk of body) {
      buffer += decoder.decode(chunk, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        parseFrame(buffer.slice(0, end), reader);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
      }
    }
  } catch {
    // Closed by the test.
  }
}

function parseFrame(frame: string, reader: EventReader): void {
  const fields = new Map<string, string>();
  for (const line of frame.split('\n')) {
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(': ');
    if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 2));
  }
  if (fields.has('retry')) reader.retry = Number(fields.get('retry'));
  const event = fields.get('event');
  const data = fields.get('data');
  if (event && data) reader.events.push({ id: fields.get('id'), event, data: JSON.parse(data) });
}

async function waitFor(
  reader: EventReader,
  match: (event: StreamedEvent) => boolean,
  from: number,
): Promise<StreamedEvent> {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    const found = reader.events.slice(from).find(match);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`No such event in ${JSON.stringify(reader.events.map((event) => event.event))}`);
}
