// discardUnreadBody on a bare Node server, with bounds small enough for a test to reach.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { Readable } from 'node:stream';
import { afterEach, expect, it } from 'vitest';
import { answersIn, sendBodyAfterAnswer } from '../testing/raw-http.ts';
import { discardUnreadBody, type UnreadBodyBounds } from './unread-body.ts';

const REFUSAL = { error: 'refused' };
const REFUSAL_TEXT = JSON.stringify(REFUSAL);

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server that gives every request the same refusal once `before` has run, leaving the body to discardUnreadBody. */
async function refusing(
  bounds: UnreadBodyBounds,
  before: (request: IncomingMessage) => Promise<unknown> = async () => {},
): Promise<string> {
  server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    discardUnreadBody(request, response, bounds);
    await before(request);
    response
      .writeHead(413, { 'Content-Type': 'application/json', 'Content-Length': REFUSAL_TEXT.length })
      .end(REFUSAL_TEXT);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const head = (length: number) => `POST / HTTP/1.1\r\nHost: test\r\nContent-Length: ${length}\r\n\r\n`;
const NEXT = 'GET / HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n';
const ROOMY: UnreadBodyBounds = { bytes: 1024 * 1024, ms: 60_000 };

it('reads and throws away a body arriving after its answer; the connection then carries the next request', async () => {
  const url = await refusing(ROOMY);
  const exchange = await sendBodyAfterAnswer(url, head(512 * 1024), 512 * 1024, NEXT);
  expect(exchange.error).toBeUndefined();
  expect(answersIn(exchange.received)).toEqual([
    { status: 413, json: REFUSAL },
    { status: 413, json: REFUSAL },
  ]);
});

it('throws away the rest of a body its handler had begun to read', async () => {
  // What a limit counting a chunked body does: reads some through a web stream, then answers.
  const url = await refusing(ROOMY, (request) => Readable.toWeb(request).getReader().read());
  const started = `${head(512 * 1024)}${'a'.repeat(1024)}`;
  const exchange = await sendBodyAfterAnswer(url, started, 511 * 1024, NEXT);
  expect(exchange.error).toBeUndefined();
  expect(answersIn(exchange.received)).toHaveLength(2);
});

it('cuts the connection of a body still arriving when its time is up', async () => {
  const url = await refusing({ bytes: ROOMY.bytes, ms: 50 });
  const socket = connect(Number(new URL(url).port), '127.0.0.1');
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  let isClosed = false;
  void closed.then(() => {
    isClosed = true;
  });
  const answered = new Promise((resolve) => socket.once('data', resolve));
  socket.write(head(ROOMY.bytes));
  await answered;
  // A byte at a time, far below the byte bound: only the time bound can end it.
  for (let sent = 0; sent < 1000 && !isClosed; sent++) {
    socket.write('a');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(isClosed).toBe(true);
  await closed;
});
