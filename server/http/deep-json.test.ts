import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { memberToken, msFetch } from '../membership/testing/client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { MAX_JSON_DEPTH } from './json-depth.ts';

const WEBHOOK_SECRET = 'whsec_deep_json';
const DEEP = 5000;
const deepArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const PASSWORD = 'Sturdy-Pallet-Wrap-42';

let server: TestServer;
let token: string;
let signups = 0;
const freshEmail = () => `deep${++signups}-${Date.now()}@example.com`;
const consoleError = vi.spyOn(console, 'error');

beforeAll(async () => {
  server = await startTestServer({ config: { stripeWebhookSecret: WEBHOOK_SECRET } });
  token = await memberToken(server);
});
afterAll(() => server.close());
afterEach(() => {
  const logged = consoleError.mock.calls;
  consoleError.mockClear();
  // A refused body is the client's mistake, not ours: nothing for the error log.
  expect(logged).toEqual([]);
});

const json = { 'Content-Type': 'application/json' };
const signup = (body: string) => msFetch(server, '/auth/signup', { body, headers: json });
const memberJson = (body: string) => msFetch(server, '/member/json', { body, token, headers: json });
const sso = (body: string) => fetch(`${server.url}/api/memberstack/sso`, { method: 'POST', headers: json, body });
const sendVerification = (body: string) =>
  msFetch(server, '/auth/send-email-verification', { body, token, headers: json });

interface Route {
  name: string;
  send(body: string): Promise<Response>;
  /** A body that puts `deep` where the route would handle it. */
  inField(deep: string): string;
}

const routes: Route[] = [
  {
    name: 'POST /membership/auth/signup',
    send: signup,
    inField: (deep) => `{"email":"${freshEmail()}","password":"${PASSWORD}","metaData":{"prefs":${deep}}}`,
  },
  { name: 'POST /membership/member/json', send: memberJson, inField: (deep) => `{"json":{"prefs":${deep}}}` },
  {
    name: 'POST /api/memberstack/sso',
    send: sso,
    inField: (deep) => `{"token":"cf_ms_x","memberstack_user_id":${deep}}`,
  },
  {
    name: 'POST /membership/auth/send-email-verification',
    send: sendVerification,
    inField: (deep) => `{"origin_domain":${deep}}`,
  },
];

async function expectTooDeep(response: Response) {
  expect(response.status).toBe(400);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = await response.json();
  expect(body).toEqual({
    error: { code: 'json-too-deep', message: expect.stringContaining(`more than ${MAX_JSON_DEPTH} levels deep`) },
  });
  expect(body.error.message).not.toMatch(/[[{]/);
}

describe(`JSON nested ${DEEP} deep`, () => {
  it.each(routes)(
    '$name refuses it in a field and as the whole body, arrays and objects alike, with a 400',
    async ({ send, inField }) => {
      for (const deep of [deepArrays(DEEP), deepObjects(DEEP)]) {
        await expectTooDeep(await send(inField(deep)));
        await expectTooDeep(await send(deep));
      }
    },
  );

  it('is refused from a signed Stripe webhook too, as a malformed event', async () => {
    const body = `{"id":"evt_deep","type":"checkout.session.completed","data":{"object":{"metadata":${deepObjects(DEEP)}}}}`;
    const t = Math.floor(Date.now() / 1000);
    const signature = `t=${t},v1=${createHmac('sha256', WEBHOOK_SECRET).update(`${t}.${body}`).digest('hex')}`;
    const response = await fetch(`${server.url}/membership/stripe/webhook`, {
      method: 'POST',
      headers: { ...json, 'Stripe-Signature': signature },
      body,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('malformed-event');
  });
});

describe('nesting that is not too deep', () => {
  it(`takes a body nested exactly ${MAX_JSON_DEPTH} deep and refuses one more`, async () => {
    // The body's own object is one level, "json" the next.
    const fits = memberJson(`{"json":{"prefs":${deepArrays(MAX_JSON_DEPTH - 2)}}}`);
    expect((await fits).status).toBe(200);
    await expectTooDeep(await memberJson(`{"json":{"prefs":${deepArrays(MAX_JSON_DEPTH - 1)}}}`));
  });

  it('takes brackets inside strings, however many', async () => {
    const hidden = JSON.stringify(deepArrays(DEEP));
    const signedUp = await signup(`{"email":"${freshEmail()}","password":"${PASSWORD}","options":{"note":${hidden}}}`);
    expect(signedUp.status).toBe(201);
    const saved = await memberJson(`{"json":{"note":${JSON.stringify(deepObjects(DEEP))}}}`);
    expect(saved.status).toBe(200);
    expect((await saved.json()).data).toEqual({ note: deepObjects(DEEP) });
    const signOn = await sso(`{"token":${hidden},"memberstack_user_id":"mem_x"}`);
    expect(signOn.status).toBe(401);
    expect((await signOn.json()).error.code).toBe('authentication-failed');
  });
});
