// For tests of what a connection carries after an answer: HTTP/1.1 written by hand on a socket, so
// a test decides when the body is sent and sees how the connection ends.
import { connect } from 'node:net';

/** What a client got from one connection and how the connection ended for it. */
export interface RawExchange {
  /** Everything the server sent, as text. */
  received: string;
  /** The error the client met writing or reading (EPIPE, ECONNRESET) when the server reset the connection. */
  error: string | undefined;
  /** How much of the body the client had handed to the connection when it stopped. */
  bodyBytesWritten: number;
}

const CHUNK = new Uint8Array(64 * 1024).fill(0x61);

/**
 * Sends `head` (request line and headers), waits for the answer to begin, and only then writes
 * `bodyBytes` of body, then `next` (another request on the same connection), and reads to the end:
 * a client that sends its whole body before reading anything, against an answer given before the
 * body arrived. Writing stops early if the server cuts the connection.
 */
export async function sendBodyAfterAnswer(
  url: string,
  head: string,
  bodyBytes: number,
  next = '',
): Promise<RawExchange> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  let received = '';
  let error: string | undefined;
  let closed = false;
  const answered = new Promise<void>((resolve) => socket.once('data', () => resolve()));
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.setEncoding('latin1').on('data', (chunk: string) => {
    received += chunk;
  });
  socket.on('error', (failure: NodeJS.ErrnoException) => {
    error ??= failure.code ?? failure.message;
  });
  socket.once('close', () => {
    closed = true;
  });
  socket.write(head);
  await Promise.race([answered, ended]);
  let bodyBytesWritten = 0;
  while (bodyBytesWritten < bodyBytes && !closed) {
    const chunk = CHUNK.subarray(0, Math.min(CHUNK.length, bodyBytes - bodyBytesWritten));
    bodyBytesWritten += chunk.length;
    if (!socket.write(chunk)) await Promise.race([new Promise((resolve) => socket.once('drain', resolve)), ended]);
  }
  if (!closed) socket.end(next);
  await ended;
  return { received, error, bodyBytesWritten };
}

/** The answers in what a connection received, in order: status and JSON body (each says its Content-Length). */
export function answersIn(received: string): { status: number; json: unknown }[] {
  const answers: { status: number; json: unknown }[] = [];
  let rest = received;
  while (rest.length > 0) {
    const headEnd = rest.indexOf('\r\n\r\n');
    if (headEnd < 0) throw new Error(`An answer without the end of its headers: ${rest.slice(0, 200)}`);
    const head = rest.slice(0, headEnd);
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
    const body = rest.slice(headEnd + 4, headEnd + 4 + length);
    if (status !== 100) answers.push({ status, json: body === '' ? undefined : JSON.parse(body) });
    rest = rest.slice(headEnd + 4 + length);
  }
  return answers;
}
