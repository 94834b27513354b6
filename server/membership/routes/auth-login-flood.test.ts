// A flood of wrong sign-ins for unknown emails from many addresses, in miniature: the hashing queue
// is made small (one hash at a time, four waiting), so that the flood overflows it at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { msFetch, SEEDED } from '../testing/client.ts';

const FLOOD = 120;
const ADDRESSES = 40;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    membership: { hashing: { concurrency: 1, maxWaiting: 4 }, rateLimits: { loginPerIp: { limit: 100_000 } } },
  });
});
afterAll(() => server.close());

async function timedLogin(body: { email: string; password: string }, from?: string) {
  const began = performance.now();
  const response = await msFetch(server, '/auth/login', { body, from });
  return {
    status: response.status,
    retryAfter: response.headers.get('Retry-After'),
    body: await response.json(),
    ms: performance.now() - began,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('POST /auth/login under a flood of wrong passwords for unknown emails', () => {
  it('refuses the excess at once with 503 and Retry-After, and never keeps a rightful sign-in waiting for seconds', async () => {
    // Alone first: the first one makes the dummy hash, the second tells what a wrong sign-in costs
    // here, so that the bounds below hold on a slow or busy machine too.
    await timedLogin({ email: 'nobody-first@example.com', password: 'Wrong-password-1' });
    const alone = await timedLogin({ email: 'nobody-alone@example.com', password: 'Wrong-password-1' });
    expect(alone.status).toBe(401);
    // What the last of the flood would wait if every one were queued, as before the queue was bounded.
    const wholeFloodMs = FLOOD * alone.ms;

    const flood = Array.from({ length: FLOOD }, (_, i) =>
      timedLogin({ email: `nobody-${i}@example.com`, password: 'Wrong-password-1' }, `127.0.0.${2 + (i % ADDRESSES)}`),
    );
    await pause(20);
    const rightful = await timedLogin(SEEDED.demo);
    const answers = await Promise.all(flood);

    const refused = answers.filter((answer) => answer.status === 503);
    expect(answers.filter((answer) => answer.status !== 503).every((answer) => answer.status === 401)).toBe(true);
    expect(refused.length).toBeGreaterThan(FLOOD / 2);
    for (const answer of refused) {
      expect(answer.retryAfter).toBe('1');
      expect(answer.body.error).toEqual({
        code: 'server-busy',
        message: 'The server is busy. Please try again in a few seconds.',
      });
    }
    // Queued, the flood's median answer would come after half of it had been hashed (wholeFloodMs / 2).
    // A third keeps that apart while leaving room for a busy machine, where 120 requests at once cost
    // more each than the one measured alone (CI twice measured about 31 lone hashes' worth).
    expect(median(refused.map((answer) => answer.ms))).toBeLessThan(wholeFloodMs / 3);

    if (rightful.status === 503) expect(rightful.ms).toBeLessThan(wholeFloodMs / 4);
    else {
      expect(rightful.status).toBe(200);
      expect(rightful.ms).toBeLessThan(wholeFloodMs / 2);
    }
  });

  it('serves sign-ins again once the flood is over', async () => {
    expect((await timedLogin(SEEDED.demo)).status).toBe(200);
  });
});
