import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchFrom } from '../../testing/fetch-from.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { TEST_KEY } from '../testing/client.ts';
import { OPENER, readPopupResult, startPopup } from '../testing/provider-popup.ts';

/**
 * A local OAuth 2.0 provider shaped like Google: it remembers the PKCE challenge of each code
 * and gives a token only for the matching verifier, as a real one does.
 */
const codes = new Map<string, { challenge: string; redirectUri: string }>();
const tokenRequests: URLSearchParams[] = [];
const fake = createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk) => (raw += chunk));
  req.on('end', () => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/token') {
      const form = new URLSearchParams(raw);
      tokenRequests.push(form);
      const issued = codes.get(form.get('code') ?? '');
      const verifierHash = createHash('sha256')
        .update(form.get('code_verifier') ?? '')
        .digest('base64url');
      if (
        !issued ||
        issued.challenge !== verifierHash ||
        issued.redirectUri !== form.get('redirect_uri') ||
        form.get('client_secret') !== 'shh'
      )
        return send(400, { error: 'invalid_grant' });
      return send(200, { access_token: 'at_1', token_type: 'Bearer' });
    }
    if (url.pathname === '/userinfo') {
      if (req.headers.authorization !== 'Bearer at_1') return send(401, { error: 'invalid_token' });
      return send(200, { sub: 'google-sub-77', email: 'oauth@example.com', email_verified: true });
    }
    send(404, {});
  });
});

let server: TestServer;
let fakeUrl: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  const google = {
    clientId: 'client-1',
    clientSecret: 'shh',
    authorizeUrl: `${fakeUrl}/authorize`,
    tokenUrl: `${fakeUrl}/token`,
    userinfoUrl: `${fakeUrl}/userinfo`,
  };
  server = await startTestServer({ config: { oauth: { google } } });
});
afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => fake.close(() => resolve()));
});

/** What the provider's consent screen does: a code for this challenge, back to redirect_uri with the state. */
function consent(authorizeLocation: string) {
  const authorize = new URL(authorizeLocation);
  const code = `code-${codes.size}`;
  codes.set(code, {
    challenge: authorize.searchParams.get('code_challenge')!,
    redirectUri: authorize.searchParams.get('redirect_uri')!,
  });
  return `${authorize.searchParams.get('redirect_uri')}?${new URLSearchParams({ code, state: authorize.searchParams.get('state')! })}`;
}

describe('a real provider through the authorization-code flow with PKCE', () => {
  it('sends the browser to the authorize URL with S256 PKCE and state, then signs up from the code', async () => {
    const { response, location, cookie } = await startPopup(server, 'signup', { provider: 'google' });
    expect(response.status).toBe(302);
    const authorize = new URL(location);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${fakeUrl}/authorize`);
    expect(Object.fromEntries(authorize.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'client-1',
      redirect_uri: `${server.url}/membership/auth-provider/callback`,
      scope: 'openid email profile',
      state: expect.stringMatching(/^[\w-]{32}$/),
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge_method: 'S256',
    });
    expect(cookie).toMatch(/^cf_ms_oauth=/);
    expect(response.headers.get('set-cookie')).toMatch(/HttpOnly/i);

    const outcome = await readPopupResult(await fetch(consent(location), { headers: { Cookie: cookie } }));
    expect(outcome.origin).toBe(OPENER);
    expect(outcome.message.data.member.auth).toEqual({
      email: 'oauth@example.com',
      hasPassword: false,
      providers: [{ provider: 'google' }],
    });
    expect(outcome.message.data.member.verified).toBe(true);
    const grant = tokenRequests.at(-1)!;
    expect(grant.get('grant_type')).toBe('authorization_code');
    expect(grant.get('code_verifier')).toMatch(/^[\w-]{43}$/);
  });

  it("sends the provider the callback on the server's own address whatever Host the request named", async () => {
    const params = new URLSearchParams({
      publicKey: TEST_KEY,
      appId: 'app_chainforge_demo',
      origin: new URL(OPENER).hostname,
      provider: 'google',
    });
    const response = await fetchFrom('127.0.0.1', `${server.url}/membership/auth-provider/login?${params}`, {
      headers: { Host: 'evil.example', Referer: `${OPENER}/login` },
    });
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get('location')!).searchParams.get('redirect_uri')).toBe(
      `${server.url}/membership/auth-provider/callback`,
    );
  });

  it('fails the popup when the verifier does not match (a code stolen from another flow)', async () => {
    const first = await startPopup(server, 'login', { provider: 'google' });
    const second = await startPopup(server, 'login', { provider: 'google' });
    // The first flow's code, brought back with the second flow's state and cookie.
    const stolen = new URL(consent(first.location));
    stolen.searchParams.set('state', new URL(second.location).searchParams.get('state')!);
    const outcome = await readPopupResult(await fetch(stolen, { headers: { Cookie: second.cookie } }));
    expect(outcome.status).toBe(400);
    expect(outcome.message.error?.code).toBe('provider-failed');
  });
});
