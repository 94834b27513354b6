import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { limitBody } from './body-limit.ts';
import { handleError } from './errors.ts';
import { nodeListener } from './node-listener.ts';

const LIMIT = 64;

// @hono/node-server turns the Node request into a web stream with Readable.toWeb when anything
// asks for the web Request's body: the cost a small refused POST must not pay.
const bodyStreams = vi.spyOn(Readable, 'toWeb');

let server: Server;
let url: string;
let handlerRuns = 0;

beforeAll(async () => {
  const app = new Hono()
    .onError(handleError)
    .use('*', limitBody(LIMIT))
    .all('/', async (c) => {
      handlerRuns++;
      return c.text(c.req.method === 'GET' ? 'got' : await c.req.text());
    });
  server = createServer(nodeListener(app.fetch));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  bodyStreams.mockClear();
  handlerRuns = 0;
});

const post = (body: BodyInit) => fetch(url, { method: 'POST', body, duplex: 'half' } as RequestInit);

/** A body sent chunked: a stream has no length to declare. */
function chunked(size: number): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (let sent = 0; sent < size; sent += 16)
        controller.enqueue(new Uint8Array(Math.min(16, size - sent)).fill(0x61));
      controller.close();
    },
  });
}

async function expectTooLarge(response: Response) {
  expect(response.status).toBe(413);
  expect(await response.json()).toEqual({
    error: { code: 'payload-too-large', message: `The request body is larger than ${LIMIT} bytes.` },
  });
}

describe('limitBody with a declared Content-Length', () => {
  it('passes a body within the limit on without making a body stream of it', async () => {
    const body = 'a'.repeat(LIMIT);
    const response = await post(body);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(body);
    expect(bodyStreams).not.toHaveBeenCalled();
  });

  it('refuses a body over the limit at once, reading none of it', async () => {
    await expectTooLarge(await post('a'.repeat(LIMIT + 1)));
    expect(handlerRuns).toBe(0);
    expect(bodyStreams).not.toHaveBeenCalled();
  });

  it('leaves a GET alone', async () => {
    const response = await fetch(url);
    expect(await response.text()).toBe('got');
    expect(bodyStreams).not.toHaveBeenCalled();
  });
});

describe('limitBody with a chunked body', () => {
  it('counts it as it streams in and refuses it past the limit', async () => {
    await expectTooLarge(await post(chunked(LIMIT + 1)));
    expect(handlerRuns).toBe(0);
  });

  it('passes it on whole within the limit', async () => {
    const response = await post(chunked(LIMIT));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('a'.repeat(LIMIT));
  });
});
