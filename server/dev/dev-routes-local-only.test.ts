import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchFrom } from '../testing/fetch-from.ts';
import { TEST_KEY } from '../membership/testing/client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

/**
 * A real other peer: this machine's own non-loopback address, both to connect to and from. A
 * machine without one (no network at all) cannot show a stranger's view, and skips these tests;
 * http/loopback.test.ts still checks the addresses the decision rests on.
 */
const OUTSIDE = Object.values(os.networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;

const STATE = 'state-of-sixteen-or-more';
const CHALLENGE = 'A'.repeat(43);
const FORM_BOUNDARY = 'dev-routes-test';

/** Every development route, and what this machine's browser gets from it (the request being otherwise incomplete). */
const DEV_ROUTES = [
  { method: 'GET', path: '/dev/mailbox.json', local: 200 },
  { method: 'GET', path: '/dev/mailbox', local: 200 },
  { method: 'GET', path: '/membership/dev-captcha/token', local: 200 },
  {
    method: 'GET',
    path: `/membership/auth-provider/dev-sign-in?provider=google&state=${STATE}&code_challenge=${CHALLENGE}`,
    local: 200,
  },
  {
    method: 'GET',
    path: `/membership/auth-provider/dev-sign-in/approve?provider=google&state=${STATE}&code_challenge=${CHALLENGE}&id=1&email=ada%40example.com`,
    local: 302,
  },
  { method: 'GET', path: '/membership/dev-checkout?session=forged', local: 400 },
  { method: 'POST', path: '/membership/dev-checkout/pay', local: 400 },
  { method: 'GET', path: '/membership/dev-billing-portal?session=forged', local: 400 },
  { method: 'POST', path: '/membership/dev-billing-portal/change', local: 400 },
];

/** A request from the address `from` to the server at that same address. */
function call(server: TestServer, from: string, { method, path }: { method: string; path: string }) {
  const port = new URL(server.url).port;
  const form =
    method === 'POST'
      ? {
          headers: { 'Content-Type': `multipart/form-data; boundary=${FORM_BOUNDARY}` },
          body: `--${FORM_BOUNDARY}\r\nContent-Disposition: form-data; name="session"\r\n\r\nforged\r\n--${FORM_BOUNDARY}--\r\n`,
        }
      : {};
  return fetchFrom(from, `http://${from}:${port}${path}`, { method, ...form });
}

describe.skipIf(!OUTSIDE)('development routes on a server listening on every address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { host: '0.0.0.0' } });
  });
  afterAll(() => server.close());

  it.each(DEV_ROUTES)('$method $path refuses a client on another address with 403 JSON', async (route) => {
    const response = await call(server, OUTSIDE!, route);
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await response.json();
    expect(body.error.code).toBe('development-route-local-only');
    expect(body.error.message).toContain('DEV_ROUTES=on');
  });

  it.each(DEV_ROUTES)('$method $path still answers a browser on this machine', async (route) => {
    expect((await call(server, '127.0.0.1', route)).status).toBe(route.local);
  });

  it('serves the rest of the product to the other address as before', async () => {
    const response = await fetchFrom(OUTSIDE!, `http://${OUTSIDE}:${new URL(server.url).port}/membership/app`, {
      headers: { 'X-API-Key': TEST_KEY },
    });
    expect(response.status).toBe(200);
  });
});

describe.skipIf(!OUTSIDE)('development routes with DEV_ROUTES=on', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { host: '0.0.0.0', devRoutesForAnyClient: true } });
  });
  afterAll(() => server.close());

  it.each(DEV_ROUTES)('$method $path answers a client on another address too', async (route) => {
    expect((await call(server, OUTSIDE!, route)).status).toBe(route.local);
  });
});
