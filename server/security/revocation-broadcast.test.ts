import { afterEach, describe, expect, it } from 'vitest';
import { addDays } from '../db/calendar.ts';
import {
  issueSession,
  revokeAllSessions,
  SESSION_KEPT_AFTER_EXPIRY_DAYS,
  SESSION_TTL_DAYS,
} from '../membership/security/sessions.ts';
import { login, msCall } from '../membership/testing/client.ts';
import { startServer, type RunningServer } from '../server.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

const redisUrl = process.env.REDIS_URL;
const password = 'Revocation-test-1';

/** A second instance on the first one's database: another process as far as every cache is concerned. */
async function instancesOnOneDatabase(redis: string): Promise<{ a: TestServer; b: TestServer; stop(): Promise<void> }> {
  const a = await startTestServer({ config: { redisUrl: redis } });
  const running: RunningServer = await startServer({ ...a.config, port: 0 });
  const b = { ...a, url: running.url, db: running.db } as TestServer;
  return {
    a,
    b,
    async stop() {
      await running.close();
      await a.close();
    },
  };
}

async function signUp(server: TestServer): Promise<{ id: string; email: string; token: string }> {
  const email = `revoked-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const { status, body } = await msCall(server, '/auth/signup', undefined, { email, password });
  expect(status).toBe(201);
  return { id: body.data.member.id, email, token: body.data.tokens.accessToken };
}

async function apiToken(server: TestServer, member: { id: string; token: string }): Promise<string> {
  const response = await fetch(`${server.url}/api/memberstack/sso`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ memberstack_user_id: member.id, token: member.token }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

function productStatus(server: TestServer, token: string): Promise<number> {
  return fetch(`${server.url}/api/user/permissions`, { headers: { Authorization: `Bearer ${token}` } }).then(
    (response) => response.status,
  );
}

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

describe.skipIf(!redisUrl)('a revocation at one instance, across instances through Redis', () => {
  it('refuses a logged-out session at the other instance on its very next request', async () => {
    const instances = await instancesOnOneDatabase(redisUrl as string);
    stop = instances.stop;
    const member = await signUp(instances.a);
    // Instance B verifies the session now, and would trust that for a few seconds.
    expect((await msCall(instances.b, '/member', member.token)).status).toBe(200);

    expect((await msCall(instances.a, '/member/logout', member.token, {})).status).toBe(200);
    expect((await msCall(instances.b, '/member', member.token)).status).toBe(401);
  });

  it('refuses an API token at the other instance right after a password change ended its session', async () => {
    const instances = await instancesOnOneDatabase(redisUrl as string);
    stop = instances.stop;
    const member = await signUp(instances.a);
    const token = await apiToken(instances.a, member);
    expect(await productStatus(instances.b, token)).toBe(200);

    const other = await login(instances.a, member.email, password);
    const change = await msCall(instances.a, '/member-auth', other.tokens.accessToken, {
      oldPassword: password,
      newPassword: 'Revocation-test-2',
    });
    expect(change.status).toBe(200);
    expect(await productStatus(instances.b, token)).toBe(401);
    expect((await msCall(instances.b, '/member', member.token)).status).toBe(401);
    // The session that changed the password keeps working everywhere.
    expect((await msCall(instances.b, '/member', other.tokens.accessToken)).status).toBe(200);
  });

  it('keeps a member signed out everywhere refused at both instances once a sweep deletes their sessions', async () => {
    const instances = await instancesOnOneDatabase(redisUrl as string);
    stop = instances.stop;
    const member = await signUp(instances.a);
    const other = (await login(instances.a, member.email, password)).tokens.accessToken;
    const tokens = [member.token, other];
    for (const token of tokens) expect((await msCall(instances.b, '/member', token)).status).toBe(200);

    expect(await revokeAllSessions(instances.a.db, member.id)).toBe(2);
    for (const token of tokens) expect((await msCall(instances.b, '/member', token)).status).toBe(401);

    // A sign-in at the other instance once they are long expired deletes their rows.
    const later = addDays(new Date(), SESSION_TTL_DAYS + SESSION_KEPT_AFTER_EXPIRY_DAYS + 1);
    const kept = await issueSession(instances.b.db, member.id, later);
    const left = await instances.a.db
      .selectFrom('ms_sessions')
      .select('id')
      .where('member_id', '=', member.id)
      .execute();
    expect(left.map((row) => row.id)).toEqual([kept.id]);
    for (const server of [instances.a, instances.b]) {
      for (const token of tokens) expect((await msCall(server, '/member', token)).status).toBe(401);
    }
  });
});

describe('a revocation while Redis is away', () => {
  it('still answers the logout at once, and the other instance refuses the session when its cached verification ends', async () => {
    const instances = await instancesOnOneDatabase('redis://127.0.0.1:1');
    stop = instances.stop;
    const member = await signUp(instances.a);
    expect((await msCall(instances.b, '/member', member.token)).status).toBe(200);

    const started = Date.now();
    expect((await msCall(instances.a, '/member/logout', member.token, {})).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect((await msCall(instances.a, '/member', member.token)).status).toBe(401);

    await expect
      .poll(async () => (await msCall(instances.b, '/member', member.token)).status, { timeout: 7_000, interval: 250 })
      .toBe(401);
  });
});
