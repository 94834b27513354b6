// The console's pages (/console, served by the dashboard app) are never framed; the rest of the app keeps its rule.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let dir: string;
let server: TestServer;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cf-console-pages-'));
  await fs.writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Chain Forge</title>');
  server = await startTestServer({ staticRoots: { app: dir } });
});
afterAll(async () => {
  await server.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('console pages', () => {
  it.each(['/console', '/console/', '/console/members', '/console/invitation'])(
    '%s may not be framed',
    async (page) => {
      const response = await fetch(`${server.url}${page}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>Chain Forge</title>');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    },
  );

  it('leaves the dashboard and a look-alike path framable by the product itself', async () => {
    for (const page of ['/', '/transactions', '/consoles']) {
      const response = await fetch(`${server.url}${page}`);
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    }
  });
});
