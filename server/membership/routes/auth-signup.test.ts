import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { LIVE_KEY, login, msFetch, SEEDED } from '../testing/client.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let counter = 0;
const freshEmail = () => `new${++counter}-${Date.now()}@example.com`;
const PASSWORD = 'Sturdy-Pallet-Wrap-42';

const signup = (body: Record<string, unknown>, key?: string) =>
  msFetch(server, '/auth/signup', { body: { password: PASSWORD, ...body }, key });
const memberCount = async () =>
  (
    await server.db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('POST /auth/signup with a password', () => {
  it('creates a member with the visible custom fields, metaData and free plans, and signs it in', async () => {
    const email = freshEmail();
    const response = await signup({
      email,
      customFields: { 'first-name': 'Ada', 'last-name': 'Byron', 'crm-id': 'forged', unknown: 'dropped' },
      metaData: { source: 'test', nested: { a: 1 } },
      plans: [{ planId: 'pln_chainforge_voice_demo' }],
      origin_domain: 'http://127.0.0.1:5173',
      conversionData: { browser: 'CHROME' },
    });
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data.member).toMatchObject({
      auth: { email, hasPassword: true, providers: [] },
      verified: false,
      customFields: { 'first-name': 'Ada', 'last-name': 'Byron' },
      metaData: { source: 'test', nested: { a: 1 } },
      planConnections: [
        { planId: 'pln_chainforge_voice_demo', type: 'FREE', active: true, status: 'ACTIVE', payment: null },
      ],
      teams: { ownedTeams: [], joinedTeams: [] },
    });
    expect(data.member.customFields).not.toHaveProperty('crm-id');
    expect((await msFetch(server, '/member', { token: data.tokens.accessToken })).status).toBe(200);
    expect((await login(server, email, PASSWORD)).member.id).toBe(data.member.id);
  });

  it('gives the new member a product account that single sign-on opens', async () => {
    const { data } = await (await signup({ email: freshEmail() })).json();
    const sso = await fetch(`${server.url}/api/memberstack/sso`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ memberstack_user_id: data.member.id, token: data.tokens.accessToken }),
    });
    const {
      data: { token },
    } = await sso.json();
    const balance = await fetch(`${server.url}/api/account-balance`, { headers: { Authorization: `Bearer ${token}` } });
    expect(await balance.json()).toEqual({
      current_balance: 0,
      current_month_spend: 0,
      last_month_spend: 0,
      year_to_date_spend: 0,
    });
  });

  it.each([
    ['a paid plan', [{ planId: 'pln_chainforge_team' }], 'plan-not-free'],
    ['an unknown plan', [{ planId: 'pln_nope' }], 'plan-not-found'],
  ])('refuses %s and creates nothing', async (_, plans, code) => {
    const before = await memberCount();
    const response = await signup({ email: freshEmail(), plans });
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe(code);
    expect(await memberCount()).toBe(before);
  });

  it.each([
    ['short', 'Ab1-xyz', 'invalid-password-too-short'],
    ['long', 'x'.repeat(129), 'invalid-password-too-long'],
    ['common', 'Password123', 'password-too-common'],
    ['common in any case', 'QWERTYUIOP', 'password-too-common'],
  ])('refuses a %s password', async (_, password, code) => {
    const response = await signup({ email: freshEmail(), password });
    expect(response.status).toBe(422);
    expect((await response.json()).error.code).toBe(code);
  });

  it('takes 128 characters, counted as characters, never truncated', async () => {
    const password = `${'🔒'.repeat(100)}${'a'.repeat(28)}`;
    const email = freshEmail();
    expect((await signup({ email, password })).status).toBe(201);
    expect((await msFetch(server, '/auth/login', { body: { email, password: password.slice(0, -1) } })).status).toBe(
      401,
    );
    expect((await login(server, email, password)).member.auth.email).toBe(email);
  });

  it('answers a taken email with a generic error, whatever its case', async () => {
    for (const email of [SEEDED.demo.email, 'DEMO@chainforge.dev']) {
      const response = await signup({ email });
      expect(response.status).toBe(400);
      const { error } = await response.json();
      expect(error.code).toBe('signup-failed');
      expect(error.message).not.toMatch(/exist|taken|already in use/i);
    }
  });

  it('lets the same email sign up in live mode, as a separate member', async () => {
    const response = await signup({ email: SEEDED.demo.email }, LIVE_KEY);
    expect(response.status).toBe(201);
    const { data } = await response.json();
    const test = await login(server, SEEDED.demo.email, SEEDED.demo.password);
    expect(data.member.id).not.toBe(test.member.id);
  });

  it('creates nothing when the honeypot is filled, but answers like a success', async () => {
    const before = await memberCount();
    const email = freshEmail();
    const response = await signup({ email, honeypot: 'http://spam.example' });
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data.member.auth.email).toBe(email);
    expect(data.tokens.accessToken).toMatch(/^cf_ms_/);
    expect(await memberCount()).toBe(before);
    expect((await msFetch(server, '/member', { token: data.tokens.accessToken })).status).toBe(401);
  });

  it.each([
    ['a script tag as email', { email: '<script>alert(1)</script>' }],
    ['custom fields as an array', { email: 'x@example.com', customFields: ['a'] }],
    ['a huge metaData', { email: 'x@example.com', metaData: { big: 'x'.repeat(20_000) } }],
    ['plans as a string', { email: 'x@example.com', plans: 'pln_chainforge_starter' }],
  ])('refuses %s with 422', async (_, body) => {
    const response = await signup(body);
    expect(response.status).toBe(422);
    expect((await response.json()).error.message).not.toContain('<script>');
  });
});
