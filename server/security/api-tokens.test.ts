import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMemberIdByEmail } from '../db/queries/members.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { API_TOKEN_PATTERN, issueApiToken, revokeApiToken, verifyApiToken } from './api-tokens.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function agents(authorization?: string) {
  return fetch(`${server.url}/api/stats/agents`, { headers: authorization ? { Authorization: authorization } : {} });
}

async function expect401(response: Response, code: string) {
  expect(response.status).toBe(401);
  expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
  const body = await response.json();
  expect(body.error.code).toBe(code);
  expect(typeof body.error.message).toBe('string');
}

async function demoMemberId() {
  const id = await findMemberIdByEmail(server.db, 'demo@chainforge.dev');
  if (!id) throw new Error('demo member missing');
  return id;
}

describe('API tokens', () => {
  it('are random 256-bit base64url strings with a prefix, stored only as SHA-256 hashes', async () => {
    const first = await server.issueToken('demo@chainforge.dev');
    const second = await server.issueToken('demo@chainforge.dev');
    expect(first).toMatch(API_TOKEN_PATTERN);
    expect(first).not.toBe(second);
    const rows = await server.db.selectFrom('api_tokens').selectAll().execute();
    for (const row of rows) {
      expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(Object.values(row)).not.toContain(first);
    }
  });

  it('let a valid token through', async () => {
    expect((await agents(`Bearer ${await server.issueToken('demo@chainforge.dev')}`)).status).toBe(200);
  });

  it('answer 401 unauthorized without a token', async () => {
    await expect401(await agents(), 'unauthorized');
  });

  it.each([
    'Bearer garbage',
    'Bearer ',
    'Basic ZGVtbzpkZW1v',
    `Bearer cf_at_${'A'.repeat(43)}`,
    'Bearer <script>alert(1)</script>',
    `Bearer ${'x'.repeat(5000)}`,
  ])('answer 401 invalid-token for "%s"', async (authorization) => {
    await expect401(await agents(authorization), 'invalid-token');
  });

  it('answer 401 invalid-token once expired', async () => {
    const longAgo = new Date(Date.now() - 31 * 86_400_000);
    const { token } = await issueApiToken(server.db, await demoMemberId(), { ttlDays: 30, now: longAgo });
    expect(await verifyApiToken(server.db, token)).toEqual({ ok: false, reason: 'expired' });
    await expect401(await agents(`Bearer ${token}`), 'invalid-token');
  });

  it('answer 401 invalid-token once revoked', async () => {
    const { token } = await issueApiToken(server.db, await demoMemberId());
    expect(await revokeApiToken(server.db, token)).toBe(true);
    expect(await revokeApiToken(server.db, token)).toBe(false);
    await expect401(await agents(`Bearer ${token}`), 'invalid-token');
  });

  it('answer 401 at once when revoked right after being verified', async () => {
    const { token } = await issueApiToken(server.db, await demoMemberId());
    expect((await agents(`Bearer ${token}`)).status).toBe(200);
    expect(await revokeApiToken(server.db, token)).toBe(true);
    await expect401(await agents(`Bearer ${token}`), 'invalid-token');
  });

  it('expire on time though just verified', async () => {
    const { token, expiresAt } = await issueApiToken(server.db, await demoMemberId());
    expect((await verifyApiToken(server.db, token)).ok).toBe(true);
    expect(await verifyApiToken(server.db, token, new Date(expiresAt))).toEqual({ ok: false, reason: 'expired' });
  });
});

describe('POST /api/api-tokens/revoke', () => {
  async function revoke(bearer: string, token: string) {
    return fetch(`${server.url}/api/api-tokens/revoke`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    });
  }

  it('revokes a token of the calling member, such as its own on logout', async () => {
    const token = await server.issueToken('demo@chainforge.dev');
    const response = await revoke(token, token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { revoked: true } });
    expect((await agents(`Bearer ${token}`)).status).toBe(401);
  });

  it("leaves another member's token alone", async () => {
    const caller = await server.issueToken('supply@chainforge.dev');
    const other = await server.issueToken('demo@chainforge.dev');
    expect(await (await revoke(caller, other)).json()).toEqual({ data: { revoked: false } });
    expect((await agents(`Bearer ${other}`)).status).toBe(200);
  });
});
