import { afterEach, describe, expect, it } from 'vitest';
import { msFetch } from '../membership/testing/client.ts';
import { startTestServer, type TestServer, type TestServerOptions } from '../testing/test-server.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(options: TestServerOptions = {}): Promise<TestServer> {
  server = await startTestServer(options);
  return server;
}

const METRICS_TOKEN = 'metrics-token-0123456789';

describe('health and readiness', () => {
  it('answers /health and /ready with the database up and Redis not configured', async () => {
    const { url } = await start();
    const health = await fetch(`${url}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${url}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'off' } });
  });

  it('is not ready, saying which, while a configured Redis does not answer', async () => {
    const { url } = await start({ config: { redisUrl: 'redis://127.0.0.1:1' } });
    const ready = await fetch(`${url}/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ checks: { database: 'ok', redis: 'down' } });
    expect((await fetch(`${url}/health`)).status).toBe(200);
  });

  it.skipIf(!process.env.REDIS_URL)('is ready with Redis answering', async () => {
    const { url } = await start({ config: { redisUrl: process.env.REDIS_URL } });
    await expect
      .poll(async () => (await (await fetch(`${url}/ready`)).json()).checks, { timeout: 3_000 })
      .toEqual({ database: 'ok', redis: 'ok' });
  });
});

describe('request ids', () => {
  it('gives every answer an id of its own, ignoring one sent straight to the server', async () => {
    const { url } = await start();
    const first = await fetch(`${url}/health`, { headers: { 'X-Request-Id': 'chosen-by-client' } });
    const second = await fetch(`${url}/api/nothing-here`);
    const ids = [first.headers.get('x-request-id'), second.headers.get('x-request-id')];
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it("keeps a trusted proxy's id, unless it could forge a log line", async () => {
    const { url } = await start({ config: { trustProxy: { addresses: ['loopback'] } } });
    const kept = await fetch(`${url}/health`, { headers: { 'X-Request-Id': 'nginx-4f2a.1' } });
    expect(kept.headers.get('x-request-id')).toBe('nginx-4f2a.1');
    const forged = await fetch(`${url}/health`, { headers: { 'X-Request-Id': 'a b\\n{"level":"fatal"}' } });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('per-address limits behind a proxy', () => {
  const signup = (target: TestServer, forwardedFor: string) =>
    msFetch(target, '/auth/signup', {
      body: { email: `limit-${Math.random().toString(36).slice(2)}@example.com`, password: 'Proxy-limit-1' },
      headers: { 'X-Forwarded-For': forwardedFor },
    });

  it('counts each client the trusted proxy names in its own bucket', async () => {
    const target = await start({
      config: { trustProxy: { hops: 1 } },
      membership: { rateLimits: { signupPerIp: { limit: 1 } } },
    });
    expect((await signup(target, '203.0.113.1')).status).toBe(201);
    expect((await signup(target, '203.0.113.1')).status).toBe(429);
    expect((await signup(target, '203.0.113.2')).status).toBe(201);
  });

  it('gives a client that forges the header straight to the server no new bucket', async () => {
    const target = await start({ membership: { rateLimits: { signupPerIp: { limit: 1 } } } });
    expect((await signup(target, '203.0.113.1')).status).toBe(201);
    expect((await signup(target, '203.0.113.2')).status).toBe(429);
  });
});

describe('GET /metrics', () => {
  it('is not there unless METRICS_TOKEN is set', async () => {
    const { url } = await start();
    expect((await fetch(`${url}/metrics`)).status).toBe(404);
  });

  it('answers Prometheus text to the token only, with requests by route pattern, logins and refusals', async () => {
    const { url } = await start({
      config: { metricsToken: METRICS_TOKEN },
      membership: { rateLimits: { loginPerIp: { limit: 1 } } },
    });
    expect((await fetch(`${url}/metrics`)).status).toBe(401);
    expect(
      (await fetch(`${url}/metrics`, { headers: { Authorization: 'Bearer wrong-token-0123456789' } })).status,
    ).toBe(401);
    const login = () =>
      fetch(`${url}/membership/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-API-Key': 'pk_sb_chainforge_demo' },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'Wrong-password-1' }),
      });
    expect((await login()).status).toBe(401);
    expect((await login()).status).toBe(429);
    await fetch(`${url}/membership/app/plans/pln_unknown`, { headers: { 'X-API-Key': 'pk_sb_chainforge_demo' } });

    const answer = await fetch(`${url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    const text = await answer.text();
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/membership\/app\/plans\/:planId",status="404"\} \d+/,
    );
    expect(text).toMatch(/membership_logins_total\{method="password",outcome="refused"\} [1-9]/);
    expect(text).toMatch(/membership_logins_total\{method="password",outcome="limited"\} [1-9]/);
    expect(text).toMatch(/rate_limit_refusals_total\{policy="[^"]+"\} [1-9]/);
    expect(text).toContain('chat_streams_open');
    expect(text).not.toContain('pln_unknown');
  });
});
