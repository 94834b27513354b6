import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.issueToken('demo@chainforge.dev');
});
afterAll(() => server.close());

async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = await response.json();
  expect(body).toEqual({ error: { code, message: expect.any(String) } });
  return body.error.message as string;
}

function revoke(body: BodyInit, contentType = 'application/json') {
  return fetch(`${server.url}/api/api-tokens/revoke`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': contentType },
    body,
  });
}

describe('errors are JSON with the right status', () => {
  it('404 for an unknown /api or /membership route', async () => {
    await expectError(await fetch(`${server.url}/api/nothing-here`), 404, 'not-found');
    await expectError(await fetch(`${server.url}/api`), 404, 'not-found');
    await expectError(await fetch(`${server.url}/api/stats/agents/`), 404, 'not-found');
    await expectError(await fetch(`${server.url}/membership/auth/nothing-here`, { method: 'POST' }), 404, 'not-found');
    await expectError(await fetch(`${server.url}/membership`), 404, 'not-found');
    await expectError(await fetch(`${server.url}/api/%E0%A4%A`), 404, 'not-found');
  });

  it('405 with Allow for a wrong method on a known path', async () => {
    const response = await fetch(`${server.url}/api/transactions`, { method: 'DELETE' });
    await expectError(response, 405, 'method-not-allowed');
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    const post = await fetch(`${server.url}/api/api-tokens/revoke`);
    await expectError(post, 405, 'method-not-allowed');
    expect(post.headers.get('allow')).toBe('OPTIONS, POST');
  });

  it('405 for writes to pages', async () => {
    const response = await fetch(`${server.url}/login`, { method: 'PUT', body: 'x' });
    await expectError(response, 405, 'method-not-allowed');
    expect(response.headers.get('allow')).toContain('GET');
  });

  it('400 for a malformed JSON body', async () => {
    for (const body of ['{', '{"token": }', "{'token': 1}", '\u0000', '']) {
      await expectError(await revoke(body), 400, 'malformed-json');
    }
  });

  it('415 for a body that is not JSON', async () => {
    await expectError(await revoke('token=x', 'application/x-www-form-urlencoded'), 415, 'unsupported-media-type');
  });

  it('413 for a body over 1 MB', async () => {
    const huge = JSON.stringify({ token: 'x'.repeat(1024 * 1024 + 10) });
    await expectError(await revoke(huge), 413, 'payload-too-large');
  });

  it('413 for a streamed body over 1 MB that declares no length', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(32);
    const body = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(chunk);
        controller.close();
      },
    });
    const response = await fetch(`${server.url}/api/api-tokens/revoke`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    await expectError(response, 413, 'payload-too-large');
  });

  it.each([
    ['a number', { token: 12 }],
    ['a script tag', { token: '<script>alert("x")</script>' }],
    ['odd unicode', { token: 'cf_at_\u202e\u0000\ud83d\ude00\u00e9\u200b' }],
    ['a nested object', { token: { $ne: null } }],
    ['an array body', [1, 2]],
    ['null', null],
  ])('422 for %s, without echoing the input', async (_, value) => {
    const message = await expectError(await revoke(JSON.stringify(value)), 422, 'validation-failed');
    expect(message).toMatch(/^(token|value): /);
    expect(message).not.toMatch(/<script>|\u202e|\$ne/);
  });

  it('HEAD answers like GET without a body', async () => {
    const response = await fetch(`${server.url}/api/stats/cortex`, {
      method: 'HEAD',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });
});

describe('CORS on /api and /membership', () => {
  const allowed = ['http://127.0.0.1:5173', 'http://localhost:8080'];
  const refused = [
    'https://evil.example',
    'http://127.0.0.1.evil.example:80',
    'http://localhost:80.evil.example',
    'null',
    'http://127.0.0.1',
  ];

  it.each(allowed)('echoes the allowed origin %s with credentials, also on errors', async (origin) => {
    for (const [path, status] of [
      ['/api/stats/cortex', 401],
      ['/api/nowhere', 404],
      ['/membership/nowhere', 404],
      ['/membership/app', 400],
    ] as const) {
      const response = await fetch(server.url + path, { headers: { Origin: origin } });
      expect(response.status).toBe(status);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('access-control-allow-credentials')).toBe('true');
      expect(response.headers.get('vary')).toMatch(/Origin/);
    }
    const ok = await fetch(`${server.url}/api/stats/cortex`, {
      headers: { Origin: origin, Authorization: `Bearer ${token}` },
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-origin')).toBe(origin);
  });

  it.each(allowed)('answers a preflight from %s with 204', async (origin) => {
    const response = await fetch(`${server.url}/api/transactions`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-methods')).toContain('GET');
    expect(response.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
  });

  it.each(refused)('gives the origin %s no CORS headers', async (origin) => {
    const preflight = await fetch(`${server.url}/api/transactions`, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' },
    });
    const get = await fetch(`${server.url}/api/transactions`, {
      headers: { Origin: origin, Authorization: `Bearer ${token}` },
    });
    for (const response of [preflight, get]) {
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });
});

describe('security headers', () => {
  it('are on API answers too', async () => {
    const response = await fetch(`${server.url}/api/nothing`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('come with the CORS headers on a successful API answer', async () => {
    const response = await fetch(`${server.url}/api/account-balance`, {
      headers: { Origin: 'http://127.0.0.1:5173', Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(response.headers.get('vary')).toBe('Origin');
  });

  it('are also set when the app runs as a plain fetch handler, without Node underneath', async () => {
    const app = createApp({ db: server.db, config: server.config, publicUrl: server.url });
    const response = await app.request('/api/nothing', { headers: { Origin: 'http://127.0.0.1:5173' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(response.headers.get('vary')).toBe('Origin');
  });
});
