// Owners sign in to the console with a password and their authenticator's code, always both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditEvents } from '../../db/queries/audit-events.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { DEMO_SECRET_KEY } from '../testing/admin.ts';
import { memberToken, TEST_KEY } from '../testing/client.ts';
import { consoleFetch, DEMO_OWNER, expectStatus, forgetUsedCodes, signInOwner } from '../testing/console.ts';
import { totpCode } from '../testing/two-step.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const password = (overrides: Record<string, unknown> = {}) =>
  consoleFetch(server, '/sign-in', { body: { email: DEMO_OWNER.email, password: DEMO_OWNER.password, ...overrides } });

describe('signing in with a password and an authenticator code', () => {
  it('answers the second step after the password, and the signed-in session after the code', async () => {
    await forgetUsedCodes(server, DEMO_OWNER.email);
    const first = expectStatus(await password(), 200);
    expect(first.json.data).toMatchObject({
      stage: 'second-step',
      owner: { id: DEMO_OWNER.id, email: DEMO_OWNER.email, hasPassword: true, twoStep: true },
      app: { id: 'app_chainforge_demo' },
      needs: { password: false, twoStep: false },
    });
    expect(first.session).toMatch(/^cf_os_/);

    // The password alone opens nothing.
    expect((await consoleFetch(server, '/owners', { session: first.session })).json.error.code).toBe(
      'owner-setup-required',
    );

    const second = expectStatus(
      await consoleFetch(server, '/second-step', {
        session: first.session,
        body: { code: totpCode(DEMO_OWNER.totpSecret) },
      }),
      200,
    );
    expect(second.json.data.stage).toBe('active');
    // A new token once signed in: the one from before the second step is worth nothing now.
    expect(second.session).toMatch(/^cf_os_/);
    expect(second.session).not.toBe(first.session);
    expect((await consoleFetch(server, '/session', { session: first.session })).status).toBe(401);

    const session = expectStatus(await consoleFetch(server, '/session', { session: second.session }), 200);
    expect(session.json.data).toMatchObject({ stage: 'active', owner: { email: DEMO_OWNER.email } });
    const expires = new Date(session.json.data.expiresAt).getTime() - Date.now();
    expect(expires).toBeGreaterThan(11.9 * 3_600_000);
    expect(expires).toBeLessThanOrEqual(12 * 3_600_000);
    const idle = new Date(session.json.data.idleExpiresAt).getTime() - Date.now();
    expect(idle).toBeGreaterThan(29 * 60_000);
    expect(idle).toBeLessThanOrEqual(30 * 60_000);

    const events = await listAuditEvents(server.db, { actor: { type: 'owner', id: DEMO_OWNER.id }, limit: 10 });
    expect(events.map((event) => [event.action, event.status])).toEqual(
      expect.arrayContaining([
        ['console.password', 200],
        ['console.sign-in', 200],
      ]),
    );
    expect(events[0]?.client_ip).toMatch(/127\.0\.0\.1/);
  });

  it('refuses a wrong password as it refuses an unknown email', async () => {
    const wrong = await password({ password: 'not-the-password-1' });
    const unknown = await consoleFetch(server, '/sign-in', {
      body: { email: 'nobody@chainforge.dev', password: 'not-the-password-1' },
    });
    expect([wrong.status, wrong.json.error.code]).toEqual([401, 'invalid-credentials']);
    expect([unknown.status, unknown.json.error]).toEqual([401, wrong.json.error]);
    expect(wrong.session).toBeUndefined();
  });

  it('does not sign a member in: the seeded member accounts are no owners', async () => {
    const member = await consoleFetch(server, '/sign-in', {
      body: { email: 'demo@chainforge.dev', password: 'ChainForge-demo-1' },
    });
    expect(member.status).toBe(401);
  });

  it('takes a code once, and five wrong codes end the pending sign-in', async () => {
    await forgetUsedCodes(server, DEMO_OWNER.email);
    const code = totpCode(DEMO_OWNER.totpSecret);
    await signInOwner(server);
    // The same code again, in a new sign-in: already used.
    const again = expectStatus(await password(), 200);
    const replay = await consoleFetch(server, '/second-step', { session: again.session, body: { code } });
    expect([replay.status, replay.json.error.code]).toEqual([400, 'invalid-second-step-code']);

    for (let i = 0; i < 4; i++) {
      const wrong = await consoleFetch(server, '/second-step', { session: again.session, body: { code: '000000' } });
      expect(wrong.json.error.code).toBe('invalid-second-step-code');
    }
    const ended = await consoleFetch(server, '/second-step', {
      session: again.session,
      body: { code: totpCode(DEMO_OWNER.totpSecret, 1) },
    });
    expect([ended.status, ended.json.error.code]).toEqual([400, 'second-step-expired']);
    expect(ended.session).toBe('');
    expect((await consoleFetch(server, '/session', { session: again.session })).status).toBe(401);
  });

  it('signs out: the session is refused after, and signing out again is no error', async () => {
    const session = await signInOwner(server);
    const out = expectStatus(await consoleFetch(server, '/sign-out', { method: 'POST', session }), 200);
    expect(out.session).toBe('');
    expect((await consoleFetch(server, '/session', { session })).json.error.code).toBe('owner-sign-in-required');
    expect((await consoleFetch(server, '/sign-out', { method: 'POST', session })).status).toBe(200);
  });
});

describe('what is no owner credential', () => {
  it('refuses a member token, a public key and a secret key on every owner endpoint', async () => {
    const token = await memberToken(server);
    const credentials: Record<string, string>[] = [
      { Authorization: `Bearer ${token}` },
      { 'X-API-Key': TEST_KEY },
      { 'X-API-Key': DEMO_SECRET_KEY },
      { Authorization: `Bearer ${DEMO_SECRET_KEY}` },
    ];
    for (const headers of credentials) {
      for (const [method, path] of [
        ['GET', '/session'],
        ['GET', '/owners'],
        ['GET', '/invitations'],
        ['POST', '/invitations'],
        ['DELETE', `/owners/${DEMO_OWNER.id}`],
      ] as const) {
        const body = method === 'POST' ? { email: 'someone@example.com' } : undefined;
        const answer = await consoleFetch(server, path, { method, headers, body });
        expect([path, answer.status, answer.json.error.code]).toEqual([path, 401, 'owner-sign-in-required']);
      }
    }
  });

  it('refuses a made-up or malformed session cookie', async () => {
    for (const session of ['cf_os_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'garbage', 'x'.repeat(5000)]) {
      expect((await consoleFetch(server, '/owners', { session })).status).toBe(401);
    }
  });
});

describe('bad bodies', () => {
  it.each([
    ['/sign-in', { email: 'not an email', password: 'x' }, 422],
    ['/sign-in', { email: DEMO_OWNER.email }, 422],
    ['/sign-in', { email: DEMO_OWNER.email, password: 'x'.repeat(2000) }, 422],
    ['/sign-in', { email: DEMO_OWNER.email, password: 12 }, 422],
    ['/sign-in', [], 422],
    ['/sign-in', '{"email":', 400],
    ['/sign-in/code', { email: 42 }, 422],
    ['/sign-in/code/verify', { email: DEMO_OWNER.email, code: 'abcdef' }, 422],
    ['/invitations/preview', { token: 7 }, 422],
    ['/invitations/accept', { token: 'cf_oi_x' }, 422],
  ])('%s %j -> %i', async (path, body, status) => {
    const headers: Record<string, string> = typeof body === 'string' ? { 'Content-Type': 'application/json' } : {};
    const answer = await consoleFetch(server, path, { body, headers });
    expect(answer.status).toBe(status);
    expect(answer.json.error.code).toEqual(expect.any(String));
    expect(answer.json.error.message).not.toContain('not an email');
  });

  it('refuses a form body (415) and a second step without a session (401)', async () => {
    const form = await consoleFetch(server, '/sign-in', {
      body: 'email=owner%40chainforge.dev',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    const noSession = await consoleFetch(server, '/second-step', { body: { code: '123456' } });
    expect(noSession.status).toBe(401);
  });

  it('answers unknown paths and wrong methods as JSON', async () => {
    expect((await consoleFetch(server, '/nowhere')).status).toBe(404);
    const wrong = await consoleFetch(server, '/sign-in', { method: 'PUT', body: {} });
    expect(wrong.status).toBe(405);
  });
});
