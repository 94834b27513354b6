import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { latestCode, latestMail } from '../testing/mailbox.ts';
import { login, msFetch } from '../testing/client.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const email = `journey-${Date.now()}@example.com`;
const FIRST = 'Forklift-Sunrise-Crate-7';
const SECOND = 'Harbour-Lantern-Ledger-9';

// The "new user with nothing but curl": every step is a plain HTTP call and the mailbox.
describe('a new user, from signup to a reset password', () => {
  it('signs up, verifies, logs in, resets a forgotten password and logs in with the new one', async () => {
    const signup = await msFetch(server, '/auth/signup', { body: { email, password: FIRST } });
    expect(signup.status).toBe(201);
    const { data: signedUp } = await signup.json();
    expect(signedUp.member.verified).toBe(false);

    const verification = await latestMail(server, email);
    expect(verification.subject).toMatch(/verify/i);
    const verify = await msFetch(server, '/auth/verify-email', {
      body: { code: await latestCode(server, email) },
      token: signedUp.tokens.accessToken,
    });
    expect(verify.status).toBe(200);
    expect((await verify.json()).data).toMatchObject({ id: signedUp.member.id, verified: true });

    const session = await login(server, email, FIRST);
    expect(session.member.verified).toBe(true);

    const forgot = await msFetch(server, '/auth/send-reset-password-email', { body: { email } });
    expect(forgot.status).toBe(200);
    expect(typeof (await forgot.json()).data).toBe('string');
    const reset = await msFetch(server, '/auth/reset-password', {
      body: { token: await latestCode(server, email), newPassword: SECOND },
    });
    expect(reset.status).toBe(200);
    expect((await reset.json()).data).toEqual({ success: true, message: expect.stringMatching(/reset/) });

    for (const token of [signedUp.tokens.accessToken, session.tokens.accessToken]) {
      const member = await msFetch(server, '/member', { token });
      expect(member.status).toBe(401);
      expect((await member.json()).error.code).toBe('invalid-token');
    }
    expect((await msFetch(server, '/auth/login', { body: { email, password: FIRST } })).status).toBe(401);
    expect((await login(server, email, SECOND)).member.id).toBe(signedUp.member.id);
  });

  it('sends every mail with a text and an HTML part', async () => {
    const mails = await server.db
      .selectFrom('dev_mailbox')
      .select(['text_body', 'html_body'])
      .where('to_address', '=', email)
      .execute();
    expect(mails.length).toBeGreaterThanOrEqual(2);
    for (const mail of mails) {
      expect(mail.text_body.length).toBeGreaterThan(0);
      expect(mail.html_body).toMatch(/^<!doctype html>/);
    }
  });
});
