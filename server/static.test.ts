import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testing/test-server.ts';

const INDEX = '<!doctype html><title>Chain Forge</title><div id="root"></div>';
const SECRET = 'TOP SECRET, must never be served';

let dir: string;
let server: TestServer;

async function write(file: string, text: string) {
  await fs.mkdir(path.dirname(path.join(dir, file)), { recursive: true });
  await fs.writeFile(path.join(dir, file), text);
}

/** Sends the path exactly as written; fetch would normalise `..` away before sending. */
function rawGet(rawPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const request = http.get({ hostname, port, path: rawPath }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cf-static-'));
  await write('secret.txt', SECRET);
  await write('app/index.html', INDEX);
  await write('app/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await write('app/assets/index-abc123.js', 'console.log("app")');
  await write('app/.env', SECRET);
  await write('cdn/chainforge-elements.js', 'export {}');
  await write('cdn/chunks/balance-card-abc123.js', 'export {}');
  await fs.writeFile(path.join(dir, 'cdn/chunks/balance-card-abc123.js.br'), brotliCompressSync('export {}'));
  await write('cdn/.vite/manifest.json', SECRET);
  await write('demo/index.html', '<!doctype html><title>Demo pages</title>');
  await write('demo/login.html', '<!doctype html><title>Login demo</title>');
  server = await startTestServer({
    staticRoots: { app: path.join(dir, 'app'), cdn: path.join(dir, 'cdn'), demoPages: path.join(dir, 'demo') },
  });
});
afterAll(async () => {
  await server.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('the dashboard app', () => {
  it.each([
    '/',
    '/login',
    '/about',
    '/agent/settings',
    '/agent/chat-history',
    '/supply-chain/overview?channel=amzn',
    '/transactions',
    '/invoices',
    '/orders',
    '/demo/chain-forge',
    '/no/such/page',
  ])('answers index.html for %s so a hard reload works', async (route) => {
    const response = await fetch(server.url + route);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX);
  });

  it('sends the security headers on pages', async () => {
    const response = await fetch(`${server.url}/login`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('serves its public files and hashed assets with a long cache', async () => {
    expect((await fetch(`${server.url}/favicon.svg`)).headers.get('content-type')).toBe('image/svg+xml');
    const asset = await fetch(`${server.url}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const again = await fetch(`${server.url}/assets/index-abc123.js`, {
      headers: { 'If-None-Match': asset.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('answers 404, not the app, for a missing asset', async () => {
    expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404);
  });
});

describe('/cdn and /demo-pages', () => {
  it('serves the CDN bundle to every origin', async () => {
    const response = await fetch(`${server.url}/cdn/chainforge-elements.js`, {
      headers: { Origin: 'https://builder.example' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const missing = await fetch(`${server.url}/cdn/nope.js`, { headers: { Origin: 'https://builder.example' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('serves the chunks beside the bundle to every origin, with a long cache (their names carry a hash)', async () => {
    const chunk = await fetch(`${server.url}/cdn/chunks/balance-card-abc123.js`, {
      headers: { Origin: 'https://builder.example' },
    });
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(chunk.headers.get('access-control-allow-origin')).toBe('*');
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${server.url}/cdn/chunks/missing.js`)).status).toBe(404);
  });

  it('sends a chunk in the compressed copy stored beside it, and never the copy as a file of its own', async () => {
    const chunk = `${server.url}/cdn/chunks/balance-card-abc123.js`;
    const compressed = await fetch(chunk, { headers: { 'Accept-Encoding': 'br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(await compressed.text()).toBe('export {}');
    const copy = await fetch(`${chunk}.br`);
    expect(copy.status).toBe(404);
  });

  it('never serves the build manifest', async () => {
    const response = await fetch(`${server.url}/cdn/.vite/manifest.json`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain(SECRET);
  });

  it('serves the demo pages, the folder index included', async () => {
    expect(await (await fetch(`${server.url}/demo-pages/login.html`)).text()).toContain('Login demo');
    expect(await (await fetch(`${server.url}/demo-pages/`)).text()).toContain('Demo pages');
    expect((await fetch(`${server.url}/demo-pages/nope.html`)).status).toBe(404);
  });

  it('gives the demo pages their own Content-Security-Policy, with the other security headers', async () => {
    const response = await fetch(`${server.url}/demo-pages/login.html`);
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'unsafe-inline'/);
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});

describe('path traversal', () => {
  it.each([
    '/cdn/../secret.txt',
    '/cdn/..%2fsecret.txt',
    '/cdn/%2e%2e%2fsecret.txt',
    '/cdn/..%5csecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/demo-pages/..%2f..%2fpackage.json',
    '/..%2fsecret.txt',
    '/.env',
    '/cdn/%00',
    '/cdn/%E0%A4%A',
  ])('never serves what lies outside a root: %s', async (rawPath) => {
    const { status, body } = await rawGet(rawPath);
    expect(status).toBeLessThan(500);
    expect(body).not.toContain(SECRET);
    expect(body).not.toContain('"name": "chainforge-elements"');
    expect(status === 404 || body === INDEX).toBe(true);
  });
});

describe('without a build', () => {
  it('answers a clear 503 page', async () => {
    const unbuilt = await startTestServer({ staticRoots: { app: path.join(dir, 'missing') } });
    try {
      const response = await fetch(`${unbuilt.url}/login`);
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('npm run build');
    } finally {
      await unbuilt.close();
    }
  });
});
