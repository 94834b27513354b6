import { LineSplitter } from './line-splitter';

/**
 * The data of each event of a `text/event-stream` body, as the body arrives: multi-line data
 * joined with newlines; comments, `event:`, `id:` and `retry:` ignored (nothing we read uses
 * them); an event cut off by the end of the body is dropped, as EventSource drops it. Aborting the
 * signal cancels the body and throws the signal's reason; the reader is released however the
 * loop ends, so the body never stays locked.
 */
export async function* readEventStreamData(
  body: ReadableStream<Uint8Array>,
  signal?: AbortSignal,
): AsyncGenerator<string, void, undefined> {
  const reader = body.getReader();
  // Cancelling wakes a read() that is waiting for bytes that may never come.
  const cancelOnAbort = () => void reader.cancel(signal?.reason).catch(() => undefined);
  signal?.addEventListener('abort', cancelOnAbort, { once: true });
  const decoder = new TextDecoder();
  const lines = new LineSplitter();
  let data: string[] = [];
  try {
    for (;;) {
      signal?.throwIfAborted();
      const { done, value } = await reader.read();
      signal?.throwIfAborted();
      if (done) return;
      for (const line of lines.push(decoder.decode(value, { stream: true }))) {
        if (line === '') {
          if (data.length > 0) yield data.join('\n');
          data = [];
        } else if (line === 'data' || line.startsWith('data:')) {
          data.push(fieldValue(line));
        }
      }
    }
  } finally {
    signal?.removeEventListener('abort', cancelOnAbort);
    await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}

/** After `data:`, one optional space belongs to the syntax, not the value. */
function fieldValue(line: string): string {
  const value = line.slice('data:'.length);
  return value.startsWith(' ') ? value.slice(1) : value;
}
