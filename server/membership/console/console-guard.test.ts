// The console answers only its own pages: not framable, no CORS, other origins refused, the
// session bound to the origin it began at, and short.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { consoleCookie, consoleFetch, DEMO_OWNER, signInOwner } from '../testing/console.ts';

let server: TestServer;
let own: string;
beforeAll(async () => {
  server = await startTestServer();
  own = new URL(server.url).origin;
});
afterAll(() => server.close());

/** The dashboard at the other loopback name, as a developer may open it (passkeys need localhost). */
const twin = () => own.replace('127.0.0.1', 'localhost');

describe('not framable', () => {
  it('sends X-Frame-Options DENY and frame-ancestors none on answers and refusals alike', async () => {
    const session = await signInOwner(server);
    const answers = [
      await consoleFetch(server, '/session', { session }),
      await consoleFetch(server, '/session'),
      await consoleFetch(server, '/sign-in', { body: { email: 'x' } }),
      await consoleFetch(server, '/owners', { origin: 'https://evil.example' }),
      await consoleFetch(server, '/nowhere'),
    ];
    for (const answer of answers) {
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });
});

describe('cross-site requests', () => {
  it('refuses another origin, before anything is checked', async () => {
    const session = await signInOwner(server);
    for (const origin of ['https://evil.example', 'http://127.0.0.1:1', 'null']) {
      const read = await consoleFetch(server, '/owners', { session, origin });
      expect([read.status, read.json.error.code]).toEqual([403, 'console-origin-refused']);
      const change = await consoleFetch(server, '/invitations', { session, origin, body: { email: 'a@example.com' } });
      expect(change.status).toBe(403);
      const signIn = await consoleFetch(server, '/sign-in', {
        origin,
        body: { email: DEMO_OWNER.email, password: DEMO_OWNER.password },
      });
      expect(signIn.status).toBe(403);
      expect(signIn.session).toBeUndefined();
    }
  });

  it('refuses a change that names no origin, and a cross-site fetch by its Sec-Fetch-Site', async () => {
    const session = await signInOwner(server);
    const noOrigin = await consoleFetch(server, '/sign-out', { method: 'POST', session, origin: null });
    expect([noOrigin.status, noOrigin.json.error.code]).toEqual([403, 'console-origin-refused']);
    expect((await consoleFetch(server, '/session', { session })).status).toBe(200);
    // A read without Origin is how a browser's same-origin GET arrives.
    expect((await consoleFetch(server, '/session', { session, origin: null })).status).toBe(200);
    const crossSite = await consoleFetch(server, '/session', {
      session,
      origin: null,
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
  });

  it('answers no CORS, not even to an origin the demo app allows its pages', async () => {
    const preflight = await fetch(`${server.url}/membership/console/sign-in`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:5555', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const read = await consoleFetch(server, '/session', { origin: 'http://127.0.0.1:5555' });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    expect(read.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('binds a session to the origin it began at', async () => {
    const session = await signInOwner(server);
    // localhost is the console's origin too outside production, but not this session's.
    const elsewhere = await consoleFetch(server, '/session', { session, origin: twin() });
    expect([elsewhere.status, elsewhere.json.error.code]).toEqual([401, 'owner-sign-in-required']);
    const fromTwin = await signInOwner(server, { origin: twin() });
    expect((await consoleFetch(server, '/session', { session: fromTwin, origin: twin() })).status).toBe(200);
  });
});

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Strict, scoped to the console endpoints, not Secure over http', async () => {
    const answer = await consoleFetch(server, '/sign-in', {
      body: { email: DEMO_OWNER.email, password: DEMO_OWNER.password },
    });
    const cookie = consoleCookie(answer.headers) ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/membership\/console(;|$)/);
    expect(cookie).not.toMatch(/Secure/);
    expect(cookie).toMatch(/Max-Age=(300|299)/);
  });

  it('is Secure when the product is served over https', async () => {
    const https = await startTestServer({ config: { publicUrl: 'https://console.example' } });
    try {
      const answer = await consoleFetch(https, '/sign-in', {
        origin: 'https://console.example',
        body: { email: DEMO_OWNER.email, password: DEMO_OWNER.password },
      });
      expect(answer.status).toBe(200);
      expect(consoleCookie(answer.headers)).toMatch(/Secure/);
      // The server's own address is no console origin when the public URL names another.
      expect((await consoleFetch(https, '/session', { session: answer.session })).status).toBe(403);
    } finally {
      await https.close();
    }
  });
});

describe('session expiry', () => {
  /** Moves the owner's signed-in sessions' clock back. */
  const age = (column: 'last_seen_at' | 'expires_at', msAgo: number) =>
    server.db
      .updateTable('ms_owner_sessions')
      .set({ [column]: new Date(Date.now() - msAgo).toISOString() })
      .where('owner_id', '=', DEMO_OWNER.id)
      .where('revoked_at', 'is', null)
      .where('stage', '=', 'active')
      .execute();

  it('ends after 30 minutes without a request', async () => {
    const session = await signInOwner(server);
    await age('last_seen_at', 29 * 60_000);
    expect((await consoleFetch(server, '/session', { session })).status).toBe(200);
    // That request counted as use: the idle clock starts again.
    await age('last_seen_at', 31 * 60_000);
    const idle = await consoleFetch(server, '/session', { session });
    expect([idle.status, idle.json.error.code]).toEqual([401, 'owner-sign-in-required']);
    expect(idle.session).toBe('');
  });

  it('ends 12 hours after signing in, however busy', async () => {
    const session = await signInOwner(server);
    await age('expires_at', 1000);
    expect((await consoleFetch(server, '/session', { session })).status).toBe(401);
  });

  it('gives the second step 5 minutes', async () => {
    const first = await consoleFetch(server, '/sign-in', {
      body: { email: DEMO_OWNER.email, password: DEMO_OWNER.password },
    });
    const left = new Date(first.json.data.expiresAt).getTime() - Date.now();
    expect(left).toBeGreaterThan(4.9 * 60_000);
    expect(left).toBeLessThanOrEqual(5 * 60_000);
  });
});
