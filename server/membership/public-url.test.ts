import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMemberById } from '../db/queries/membership/members.ts';
import { ensureStripeCustomerId } from '../db/queries/membership/plan-connections.ts';
import { fetchFrom } from '../testing/fetch-from.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { msFetch, TEST_KEY } from './testing/client.ts';
import { createMember } from './testing/members.ts';
import { startPopup } from './testing/provider-popup.ts';

const SITE = 'http://127.0.0.1:5173';
const FORGED = { Host: 'evil.example' };
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

/** The multipart body a browser makes for the widget's upload. */
async function imageForm() {
  const form = new FormData();
  form.append('profileImage', new Blob([PNG], { type: 'image/png' }), 'me.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { type: request.headers.get('content-type')!, bytes: new Uint8Array(await request.arrayBuffer()) };
}

/** An upload as the widget sends it, with the Host header a client chose (fetch() would not send one). */
async function upload(server: TestServer, token: string, headers: Record<string, string> = {}) {
  const { type, bytes } = await imageForm();
  const response = await fetchFrom('127.0.0.1', `${server.url}/membership/member/profile-image`, {
    method: 'POST',
    headers: {
      'X-API-Key': TEST_KEY,
      Authorization: `Bearer ${token}`,
      Origin: SITE,
      'Content-Type': type,
      ...headers,
    },
    body: bytes,
  });
  return { status: response.status, body: await response.json() };
}

async function paymentUrl(
  server: TestServer,
  path: string,
  token: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const response = await msFetch(server, path, { body, token, headers, from: '127.0.0.1' });
  const json = await response.json();
  expect(response.status, JSON.stringify(json)).toBe(200);
  return json.data.url as string;
}

const checkoutUrl = (server: TestServer, token: string, headers?: Record<string, string>) =>
  paymentUrl(
    server,
    '/member/plans/create-checkout-session',
    token,
    { priceId: 'prc_chainforge_team_monthly', origin_url: `${SITE}/pricing` },
    headers,
  );

async function portalUrl(server: TestServer, headers?: Record<string, string>) {
  const { id, token } = await createMember(server);
  await ensureStripeCustomerId(server.db, id, 'cus_public_url');
  return paymentUrl(server, '/member/create-billing-portal-session', token, { return_url: `${SITE}/account` }, headers);
}

/** A form post to the development checkout; an empty session gets 400 once past the origin check. */
function postCheckoutForm(server: TestServer, headers: Record<string, string>) {
  const boundary = 'public-url-test';
  return fetchFrom('127.0.0.1', `${server.url}/membership/dev-checkout/pay`, {
    method: 'POST',
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, ...headers },
    body: `--${boundary}\r\nContent-Disposition: form-data; name="session"\r\n\r\n\r\n--${boundary}--\r\n`,
  });
}

describe("absolute URLs by default name the server's own address, never the Host header", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("an upload with a forged Host stores and answers an image URL on the server's address", async () => {
    const { id, token } = await createMember(server);
    const { status, body } = await upload(server, token, FORGED);
    expect(status).toBe(200);
    expect(body.data.profileImage).toMatch(new RegExp(`^${server.url}/membership/uploads/[0-9a-f]{32}\\.png$`));
    expect((await findMemberById(server.db, id))!.profile_image).toBe(body.data.profileImage);
    expect((await fetch(body.data.profileImage)).status).toBe(200);
  });

  it("checkout and billing portal URLs asked for with a forged Host are on the server's address", async () => {
    const { token } = await createMember(server);
    expect(await checkoutUrl(server, token, FORGED)).toMatch(
      new RegExp(`^${server.url}/membership/dev-checkout\\?session=`),
    );
    expect(await portalUrl(server, FORGED)).toMatch(
      new RegExp(`^${server.url}/membership/dev-billing-portal\\?session=`),
    );
  });

  it('the development checkout refuses a form whose Origin only matches the forged Host', async () => {
    const forged = await postCheckoutForm(server, { ...FORGED, Origin: 'http://evil.example' });
    expect(forged.status).toBe(403);
    expect((await forged.json()).error.code).toBe('cross-origin-form');
    expect((await postCheckoutForm(server, { Origin: server.url })).status).toBe(400);
  });

  it("being http, leaves the provider flow's cookie without Secure, or browsers would drop it", async () => {
    const { response } = await startPopup(server, 'login', { provider: 'google' });
    expect(response.headers.get('set-cookie')).toMatch(/^cf_ms_oauth=/);
    expect(response.headers.get('set-cookie')).not.toMatch(/;\s*Secure/i);
  });
});

describe('a configured PUBLIC_URL', () => {
  const PUBLIC_URL = 'https://members.example.com';
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { publicUrl: PUBLIC_URL } });
  });
  afterAll(() => server.close());

  it('names uploaded images', async () => {
    const { token } = await createMember(server);
    const { body } = await upload(server, token);
    expect(body.data.profileImage).toMatch(new RegExp(`^${PUBLIC_URL}/membership/uploads/[0-9a-f]{32}\\.png$`));
  });

  it('names the checkout and billing portal pages', async () => {
    const { token } = await createMember(server);
    expect(await checkoutUrl(server, token)).toMatch(new RegExp(`^${PUBLIC_URL}/membership/dev-checkout\\?session=`));
    expect(await portalUrl(server)).toMatch(new RegExp(`^${PUBLIC_URL}/membership/dev-billing-portal\\?session=`));
  });

  it('is the only origin the development checkout takes forms from', async () => {
    expect((await postCheckoutForm(server, { Origin: server.url })).status).toBe(403);
    expect((await postCheckoutForm(server, { Origin: PUBLIC_URL })).status).toBe(400);
  });

  it("being https, makes the provider flow's cookie Secure though the request came over http", async () => {
    const { response } = await startPopup(server, 'login', { provider: 'google' });
    expect(response.status).toBe(302);
    expect(response.headers.get('set-cookie')).toMatch(/;\s*Secure/i);
  });
});
