import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { LIVE_KEY, login, msFetch, SEEDED } from '../testing/client.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const DAY = 86_400_000;

describe('POST /auth/login', () => {
  it('answers the member, a token and its expiry as @memberstack/dom reads them', async () => {
    const before = Date.now();
    const data = await login(server, SEEDED.demo.email, SEEDED.demo.password);
    expect(data.tokens.accessToken).toMatch(/^cf_ms_[A-Za-z0-9_-]{43}$/);
    expect(data.tokens.type).toBe('bearer');
    // 14 days, in milliseconds since the epoch: the client's cookie lifetime is derived from it.
    expect(data.tokens.expires).toBeGreaterThanOrEqual(before + 14 * DAY - 1000);
    expect(data.tokens.expires).toBeLessThanOrEqual(Date.now() + 14 * DAY);
    expect(data.member).toMatchObject({
      id: expect.stringMatching(/^mem_/),
      auth: { email: SEEDED.demo.email, hasPassword: true },
    });
    const supplyChain = data.contentGroups.find((group) => group.key === 'supply-chain');
    expect(supplyChain.activeMemberHasAccess).toBe(true);
  });

  it('takes the email in any case and with spaces around it', async () => {
    expect((await login(server, '  Demo@ChainForge.DEV ', SEEDED.demo.password)).member.auth.email).toBe(
      SEEDED.demo.email,
    );
  });

  it('issues a new token at every login', async () => {
    const first = await login(server, SEEDED.viewer.email, SEEDED.viewer.password);
    const second = await login(server, SEEDED.viewer.email, SEEDED.viewer.password);
    expect(first.tokens.accessToken).not.toBe(second.tokens.accessToken);
    for (const token of [first.tokens.accessToken, second.tokens.accessToken]) {
      expect((await msFetch(server, '/member', { token })).status).toBe(200);
    }
  });

  it('answers an unknown email and a wrong password alike, in about the same time', async () => {
    const attempt = async (email: string, password: string) => {
      const started = performance.now();
      const response = await msFetch(server, '/auth/login', { body: { email, password } });
      return { status: response.status, body: await response.json(), ms: performance.now() - started };
    };
    const timings = { unknown: [] as number[], wrong: [] as number[] };
    for (let i = 0; i < 5; i++) {
      const unknown = await attempt(`nobody${i}@chainforge.dev`, 'Wrong-password-1');
      const wrong = await attempt(SEEDED.supply.email, `Wrong-password-${i}`);
      expect(unknown.status).toBe(401);
      expect(wrong.status).toBe(401);
      expect(unknown.body).toEqual(wrong.body);
      expect(wrong.body.error.code).toBe('invalid-credentials');
      timings.unknown.push(unknown.ms);
      timings.wrong.push(wrong.ms);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[2] ?? 0;
    // Both pay for one argon2 verification (~10 ms); without the dummy hash the unknown email would answer in ~1 ms.
    expect(median(timings.unknown)).toBeGreaterThan(median(timings.wrong) * 0.5);
  });

  it('keeps test-mode and live-mode members apart', async () => {
    const response = await msFetch(server, '/auth/login', { key: LIVE_KEY, body: SEEDED.demo });
    expect(response.status).toBe(401);
  });

  it.each([
    ['no body', undefined, 422],
    ['a missing password', { email: SEEDED.demo.email }, 422],
    ['a number as email', { email: 12, password: 'x' }, 422],
    ['a huge password', { email: SEEDED.demo.email, password: 'x'.repeat(5000) }, 422],
    ['an array', [1, 2], 422],
  ])('refuses %s without a 5xx', async (_, body, status) => {
    const response = await msFetch(server, '/auth/login', { method: 'POST', body: body ?? {} });
    expect(response.status).toBe(status);
    expect((await response.json()).error.code).toBe('validation-failed');
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await msFetch(server, '/auth/login', {
      body: '{"email":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(400);
  });
});
