// A body over its limit is refused by its Content-Length, before it arrives; every client must
// still read that 413, though it goes on sending: Node's fetch (every SDK on it), a client that
// reads nothing before it has sent everything. What follows the answer is read and thrown away,
// up to a bound (unread-body.ts); past it the connection is cut. The server runs in a process of
// its own: sharing the test's event loop, it takes turns with the client, and the race that lost
// the answer (a reset crossing a body still being written) never happens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_KEY } from '../membership/testing/client.ts';
import { type LoggedTestServer, startLoggedTestServer } from '../testing/logged-test-server.ts';
import { answersIn, sendBodyAfterAnswer } from '../testing/raw-http.ts';
import { UNREAD_BODY_BOUNDS } from './unread-body.ts';

let server: LoggedTestServer;
beforeAll(async () => {
  server = await startLoggedTestServer('json');
});
afterAll(() => server.close());

const FIVE_MB = 5 * 1024 * 1024;
const TOO_LARGE = { error: { code: 'payload-too-large', message: expect.any(String) } };

const login = () =>
  fetch(`${server.url}/membership/auth/login`, {
    method: 'POST',
    headers: { 'X-API-Key': TEST_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'demo@chainforge.dev', password: 'x'.repeat(FIVE_MB) }),
  });

const BOUNDARY = 'five-megabytes';
const profileImage = () =>
  fetch(`${server.url}/membership/member/profile-image`, {
    method: 'POST',
    headers: { 'X-API-Key': TEST_KEY, 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
    body: Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="profileImage"; filename="me.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      Buffer.alloc(FIVE_MB),
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  });

const loginHead = (length: number) =>
  `POST /membership/auth/login HTTP/1.1\r\nHost: ${new URL(server.url).host}\r\nX-API-Key: ${TEST_KEY}\r\n` +
  `Content-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

describe('a 5 MB body', () => {
  // Each try is a race the answer lost about three times in four (fetch failed: EPIPE): five
  // tries all won it about once in a thousand runs.
  it("gets its 413 JSON in Node's fetch: a login and a profile image", async () => {
    for (const send of [login, login, login, profileImage, profileImage]) {
      const answer = await send();
      expect(answer.status).toBe(413);
      expect(await answer.json()).toEqual(TOO_LARGE);
    }
  });

  it('gets its 413 JSON in a client that sends the whole body before it reads', async () => {
    const exchange = await sendBodyAfterAnswer(server.url, loginHead(FIVE_MB), FIVE_MB);
    expect(exchange.error).toBeUndefined();
    expect(exchange.bodyBytesWritten).toBe(FIVE_MB);
    expect(answersIn(exchange.received)).toEqual([{ status: 413, json: TOO_LARGE }]);
  });
});

it('cuts a body that goes on past the bound rather than reading it for ever', async () => {
  const declared = 1024 * 1024 * 1024;
  const offered = 8 * UNREAD_BODY_BOUNDS.bytes;
  const exchange = await sendBodyAfterAnswer(server.url, loginHead(declared), offered);
  expect(answersIn(exchange.received)).toEqual([{ status: 413, json: TOO_LARGE }]);
  // The cut shows as the client stopping short. How it reaches the client is the kernel's race: a
  // reset over bytes still unread (EPIPE, ECONNRESET), or a clean close when the server had read
  // everything sent so far, so the socket error is not asserted.
  expect(exchange.bodyBytesWritten).toBeLessThan(offered);
});
