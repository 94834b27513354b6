import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { LIVE_KEY, memberToken, msFetch } from '../testing/client.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function data(response: Response, status = 200) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return (await response.json()).data;
}

describe('GET /app', () => {
  it('answers the seeded app settings', async () => {
    const app = await data(await msFetch(server, '/app'));
    expect(app).toMatchObject({
      id: 'app_chainforge_demo',
      mode: 'sandbox',
      captchaRequired: false,
      passwordlessMode: false,
      requireEmailVerification: false,
      additionalAuthMethods: { passwordless: { enabled: true, isDefault: false } },
      branding: { colors: { lightMode: { primaryButton: 'rgb(41, 98, 255)' } } },
      // Where a no-code page's redirects may lead (the runtime and the inspector read them).
      allowedOrigins: ['http://127.0.0.1:*', 'http://localhost:*'],
    });
    expect(app.authProviders.map((p: any) => p.provider)).toEqual(['google', 'github']);
    expect(app.customFields).toEqual([
      { order: 1, key: 'first-name', label: 'First name', hidden: false, visibility: 'PUBLIC', restrictToAdmin: false },
      { order: 2, key: 'last-name', label: 'Last name', hidden: false, visibility: 'PRIVATE', restrictToAdmin: false },
      { order: 3, key: 'crm-id', label: 'CRM ID', hidden: true, visibility: 'PRIVATE', restrictToAdmin: false },
    ]);
    expect(app.contentGroups.length).toBeGreaterThan(0);
    expect(app.contentGroups[0]).not.toHaveProperty('activeMemberHasAccess');
  });

  it('answers the plans of the contract, with prices', async () => {
    const { plans } = await data(await msFetch(server, '/app'));
    for (const plan of plans) expect(plan.id).toMatch(/^pln_/);
    const free = plans.filter((plan: any) => plan.prices.length === 0);
    expect(free.filter((plan: any) => plan.signupSurface === 'login')).toHaveLength(2);
    expect(free.filter((plan: any) => plan.signupSurface === 'signup').map((plan: any) => plan.name)).toEqual([
      'AI Voice Chat Demo',
    ]);
    const paid = plans.filter((plan: any) => plan.prices.length > 0);
    expect(paid).toHaveLength(1);
    expect(paid[0].prices.map((price: any) => price.interval)).toEqual([
      { type: 'MONTHS', count: 1 },
      { type: 'YEARS', count: 1 },
    ]);
    for (const price of paid[0].prices) {
      expect(price.id).toMatch(/^prc_/);
      expect(typeof price.amount).toBe('number');
      expect(price.currency).toBe('usd');
    }
  });

  it('answers the live mode for the live key', async () => {
    expect((await data(await msFetch(server, '/app', { key: LIVE_KEY }))).mode).toBe('live');
  });

  it('refuses a missing, unknown or mismatched key with a clear message', async () => {
    const missing = await msFetch(server, '/app', { key: null });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error).toEqual({
      code: 'missing-public-key',
      message: expect.stringContaining('X-API-Key'),
    });
    const unknown = await msFetch(server, '/app', { key: 'pk_sb_nope' });
    expect(unknown.status).toBe(401);
    expect((await unknown.json()).error.code).toBe('invalid-public-key');
    const mismatch = await msFetch(server, '/app', { headers: { 'X-APP-ID': 'app_other' } });
    expect(mismatch.status).toBe(400);
    expect((await mismatch.json()).error.code).toBe('app-mismatch');
    expect((await msFetch(server, '/app', { headers: { 'X-APP-ID': 'app_chainforge_demo' } })).status).toBe(200);
  });

  it('ignores a stale token', async () => {
    expect((await msFetch(server, '/app', { token: 'cf_ms_stale' })).status).toBe(200);
  });
});

describe('GET /app/plans/{planId}', () => {
  it('answers one plan', async () => {
    const plan = await data(await msFetch(server, '/app/plans/pln_chainforge_team'));
    expect(plan).toMatchObject({ id: 'pln_chainforge_team', name: 'Team', priority: 4, status: 'ACTIVE' });
    expect(plan.prices).toHaveLength(2);
  });

  it.each(['pln_nope', '%3Cscript%3E', 'x'.repeat(300)])('answers 404 plan-not-found for %s', async (id) => {
    const response = await msFetch(server, `/app/plans/${id}`);
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe('plan-not-found');
  });
});

describe('GET and POST /app-member', () => {
  it('answers the app and no member when signed out, with a session id', async () => {
    for (const method of ['GET', 'POST']) {
      const body =
        method === 'POST' ? { data: { trackPageView: true, sessionData: { browser: 'CHROME' } } } : undefined;
      const answer = await data(await msFetch(server, '/app-member', { method, body, token: 'cf_ms_stale' }));
      expect(answer.app.id).toBe('app_chainforge_demo');
      expect(answer.member).toBeNull();
      expect(answer.sessionData.sessionId).toMatch(/^[A-Za-z0-9_-]{1,26}$/);
    }
  });

  it('answers the signed-in member and keeps a valid session id', async () => {
    const token = await memberToken(server);
    const answer = await data(await msFetch(server, '/app-member', { token, headers: { 'X-Session-ID': 'abc123' } }));
    expect(answer.member.auth.email).toBe('demo@chainforge.dev');
    expect(answer.sessionData.sessionId).toBe('abc123');
  });

  it('does not take a test-mode token in live mode', async () => {
    const token = await memberToken(server);
    expect((await data(await msFetch(server, '/app-member', { token, key: LIVE_KEY }))).member).toBeNull();
  });
});

describe('CORS per app', () => {
  it('echoes an allowed origin on answers and errors, and a preflight', async () => {
    const origin = 'http://localhost:5500';
    for (const response of [
      await msFetch(server, '/app', { headers: { Origin: origin } }),
      await msFetch(server, '/member', { headers: { Origin: origin } }),
    ]) {
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    }
    const preflight = await fetch(`${server.url}/membership/auth/login`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-api-key,authorization,x-app-id,referring-path',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-api-key');
  });

  it('gives other origins nothing', async () => {
    const response = await msFetch(server, '/app', { headers: { Origin: 'https://evil.example' } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the CSRF rule', () => {
  it('refuses a body that is not JSON with 415, takes a POST without a body', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      const response = await msFetch(server, '/auth/login', {
        body: 'email=a@b.c&password=x',
        headers: { 'Content-Type': type },
      });
      expect(response.status).toBe(415);
      expect((await response.json()).error.code).toBe('unsupported-media-type');
    }
    expect((await msFetch(server, '/member/logout', { method: 'POST' })).status).toBe(200);
  });

  it('keeps JSON 404 and 405 for unknown paths and methods', async () => {
    expect((await msFetch(server, '/nothing-here')).status).toBe(404);
    const wrong = await msFetch(server, '/auth/login');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('OPTIONS, POST');
  });
});
