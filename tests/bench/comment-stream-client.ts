// A benchmark's reader of a comment channel's event stream (GET /membership/comments/channels/events):
// a plain HTTP request held open, noting when each marked text first arrives.
import http from 'node:http';

/** The longest marker a reader looks for. */
export const MARKER_MAX = 64;

export interface StreamReader {
  /** When the text was first seen in the stream (performance.now()), by the marker asked for. */
  arrivalOf(marker: string): number | undefined;
  /** Starts looking for a marker; earlier text is not searched again. */
  watchFor(marker: string): void;
  close(): void;
}

/**
 * Opens the stream and resolves once the server has begun it (its `retry:` line). `forwardedFor`
 * names the reader's address as a trusted proxy would, so that many readers from one machine stand
 * for many visitors (a server holds only a few streams per address).
 */
export function openStreamReader(url: string, forwardedFor: string): Promise<StreamReader> {
  return new Promise((resolve, reject) => {
    const watched = new Map<string, number | undefined>();
    const request = http.get(url, {
      agent: false,
      headers: { Accept: 'text/event-stream', 'X-Forwarded-For': forwardedFor },
    });
    // A stream the server or the bench ends later may report its reset: only an error before it opened counts.
    request.on('error', reject);
    request.once('response', (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`${url}: ${response.statusCode}`));
        response.resume();
        return;
      }
      response.setEncoding('utf8');
      let begun = false;
      // The end of the text before, so that a marker split between two reads is still seen.
      let before = '';
      response.on('data', (chunk: string) => {
        const now = performance.now();
        const text = before + chunk;
        before = text.slice(-MARKER_MAX);
        for (const [marker, arrived] of watched)
          if (arrived === undefined && text.includes(marker)) watched.set(marker, now);
        if (!begun && text.includes('retry:')) {
          begun = true;
          resolve({
            arrivalOf: (marker) => watched.get(marker),
            watchFor: (marker) => void watched.set(marker, undefined),
            close: () => request.destroy(),
          });
        }
      });
      response.on('error', () => undefined);
    });
  });
}
