import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { latestCode, latestMail, mailTo } from '../testing/mailbox.ts';
import { msFetch, SEEDED } from '../testing/client.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let counter = 0;
const freshEmail = () => `pl${++counter}-${Date.now()}@example.com`;
const sendLogin = (email: string) => msFetch(server, '/auth/passwordless/login/send', { body: { email } });
const sendSignup = (email: string) => msFetch(server, '/auth/passwordless/signup/send', { body: { email } });
const loginWith = (email: string, passwordlessToken: string) =>
  msFetch(server, '/auth/passwordless/login', { body: { email, passwordlessToken } });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('passwordless sign-in and sign-up', () => {
  it('answers a login send the same whether or not the email has an account', async () => {
    const known = await sendLogin(SEEDED.supply.email);
    const unknown = await sendLogin(freshEmail());
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
  });

  it('signs a member in with the mailed code, once, and marks the email verified', async () => {
    const { email } = SEEDED.viewer;
    await sendLogin(email);
    const code = await latestCode(server, email);
    const response = await loginWith(email, code);
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data.member).toMatchObject({ auth: { email }, verified: true });
    expect(data.tokens).toMatchObject({ accessToken: expect.stringMatching(/^cf_ms_/), type: 'bearer' });
    expect((await msFetch(server, '/member', { token: data.tokens.accessToken })).status).toBe(200);

    const again = await loginWith(email, code);
    expect(again.status).toBe(400);
    expect((await again.json()).error.code).toBe('invalid-passwordless-login-code');
  });

  it('signs up a member without a password from a signup code', async () => {
    const email = freshEmail();
    expect((await sendSignup(email)).status).toBe(200);
    const response = await msFetch(server, '/auth/signup?isPasswordless=true', {
      body: {
        email,
        passwordlessToken: await latestCode(server, email),
        customFields: { 'first-name': 'Grace' },
        plans: [{ planId: 'pln_chainforge_voice_demo' }],
      },
    });
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data.member).toMatchObject({
      auth: { email, hasPassword: false },
      verified: true,
      customFields: { 'first-name': 'Grace' },
      planConnections: [{ planId: 'pln_chainforge_voice_demo', type: 'FREE' }],
    });
    // A verified passwordless member needs no verification mail.
    expect((await mailTo(server, email)).filter((mail) => /verify/i.test(mail.subject))).toHaveLength(0);

    await sendLogin(email);
    expect((await loginWith(email, await latestCode(server, email))).status).toBe(200);
  });

  it('refuses a passwordless signup without a right code, and creates nothing', async () => {
    const email = freshEmail();
    await sendSignup(email);
    const code = await latestCode(server, email);
    const missing = await msFetch(server, '/auth/signup?isPasswordless=true', { body: { email } });
    expect(missing.status).toBe(422);
    const wrongCode = await msFetch(server, '/auth/signup?isPasswordless=true', {
      body: { email, passwordlessToken: wrong(code) },
    });
    expect(wrongCode.status).toBe(400);
    expect((await wrongCode.json()).error.code).toBe('invalid-passwordless-login-code');
    expect(
      await server.db.selectFrom('members').select('id').where('email', '=', email).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('tells an address with an account, in the mail only, to sign in instead', async () => {
    const { email } = SEEDED.chat;
    const response = await sendSignup(email);
    expect(response.status).toBe(200);
    expect((await latestMail(server, email)).text).toMatch(/already has an account/);
    // The same code signs the member in.
    expect((await loginWith(email, await latestCode(server, email))).status).toBe(200);
  });

  it('replaces the old code with a new send', async () => {
    const email = freshEmail();
    await sendSignup(email);
    const first = await latestCode(server, email);
    await sendSignup(email);
    const second = await latestCode(server, email);
    if (first !== second) {
      const old = await msFetch(server, '/auth/signup?isPasswordless=true', {
        body: { email, passwordlessToken: first },
      });
      expect(old.status).toBe(400);
    }
    const fresh = await msFetch(server, '/auth/signup?isPasswordless=true', {
      body: { email, passwordlessToken: second },
    });
    expect(fresh.status).toBe(201);
  });

  it('kills a code after 5 wrong tries', async () => {
    const { email } = SEEDED.demo;
    await sendLogin(email);
    const code = await latestCode(server, email);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await (await loginWith(email, wrong(code))).json());
    expect(answers[4].error.message).toMatch(/too many/i);
    const right = await loginWith(email, code);
    expect(right.status).toBe(400);
    expect((await right.json()).error.code).toBe('invalid-passwordless-login-code');
  });

  it('refuses an expired code', async () => {
    const email = freshEmail();
    await sendSignup(email);
    await server.db
      .updateTable('ms_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', email)
      .execute();
    const response = await msFetch(server, '/auth/signup?isPasswordless=true', {
      body: { email, passwordlessToken: await latestCode(server, email) },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toMatch(/expired/);
  });

  it('lets only one of parallel logins with one code through', async () => {
    const { email } = SEEDED.supply;
    await sendLogin(email);
    const code = await latestCode(server, email);
    const statuses = await Promise.all(Array.from({ length: 6 }, async () => (await loginWith(email, code)).status));
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
  });
});
