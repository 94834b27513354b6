import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { findMemberIdByEmail } from '../db/queries/members.ts';
import { memberToken, SEEDED } from '../membership/testing/client.ts';
import { startPopup } from '../membership/testing/provider-popup.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

const HSTS = 'max-age=31536000; includeSubDomains';

describe('Cache-Control: no-store on answers about someone', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = await server.issueToken(SEEDED.demo.email);
  });
  afterAll(() => server.close());

  const get = (path: string) => fetch(`${server.url}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  const post = (path: string, body: unknown, bearer = token) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it.each([
    '/api/account-balance',
    '/api/user/permissions',
    '/api/transactions',
    '/api/incoming-orders',
    '/api/api/incoming-orders',
    '/api/stats/agents',
    '/api/stats/insights',
    '/api/stats/cortex',
  ])('GET %s', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('POST /api/api-tokens/revoke and /api/memberstack/sso', async () => {
    const revoked = await post('/api/api-tokens/revoke', { token: await server.issueToken(SEEDED.demo.email) });
    expect(revoked.status).toBe(200);
    expect(revoked.headers.get('cache-control')).toBe('no-store');
    const memberId = await findMemberIdByEmail(server.db, SEEDED.demo.email);
    const sso = await post('/api/memberstack/sso', {
      memberstack_user_id: memberId,
      token: await memberToken(server, 'demo'),
    });
    expect(sso.status).toBe(200);
    expect(sso.headers.get('cache-control')).toBe('no-store');
  });

  it.each(['/dev/mailbox', '/dev/mailbox.json'])('GET %s', async (path) => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it("membership answers made without answer(): the provider popup's redirect with its flow cookie", async () => {
    const { response } = await startPopup(server, 'login', { provider: 'google' });
    expect(response.status).toBe(302);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('unknown paths under /api and /membership', async () => {
    for (const path of ['/api/nothing', '/membership/nothing'])
      expect((await fetch(`${server.url}${path}`)).headers.get('cache-control')).toBe('no-store');
  });
});

describe('Strict-Transport-Security', () => {
  it('is never sent when the public URL is http (the default)', async () => {
    const server = await startTestServer();
    try {
      for (const path of ['/api/nothing', '/membership/nothing', '/dev/mailbox.json', '/']) {
        expect((await fetch(`${server.url}${path}`)).headers.get('strict-transport-security'), path).toBeNull();
      }
    } finally {
      await server.close();
    }
  });

  it('is on every answer when the public URL is https', async () => {
    const server = await startTestServer({ config: { publicUrl: 'https://members.example.com' } });
    try {
      for (const path of ['/api/nothing', '/membership/nothing', '/dev/mailbox.json', '/', '/no-such-page']) {
        expect((await fetch(`${server.url}${path}`)).headers.get('strict-transport-security'), path).toBe(HSTS);
      }
      const app = createApp({ db: server.db, config: server.config, publicUrl: 'https://members.example.com' });
      expect((await app.request('/api/nothing')).headers.get('strict-transport-security')).toBe(HSTS);
    } finally {
      await server.close();
    }
  });
});
