import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { latestCode, latestMail } from '../testing/mailbox.ts';
import { login, msFetch } from '../testing/client.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let counter = 0;
const PASSWORD = 'Pallet-Jack-Morning-31';
const NEW_PASSWORD = 'Container-Crane-Dusk-88';
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function newMember() {
  const email = `reset${++counter}-${Date.now()}@example.com`;
  const response = await msFetch(server, '/auth/signup', { body: { email, password: PASSWORD } });
  if (response.status !== 201) throw new Error(`signup: ${response.status}`);
  return { email, token: (await response.json()).data.tokens.accessToken as string };
}
const sendReset = (email: string) => msFetch(server, '/auth/send-reset-password-email', { body: { email } });
const reset = (body: Record<string, unknown>) => msFetch(server, '/auth/reset-password', { body });

describe('password reset by emailed code', () => {
  it('answers the send the same whether or not the email has an account, and mails no code to a stranger', async () => {
    const { email } = await newMember();
    const stranger = `nobody-${Date.now()}@example.com`;
    const known = await sendReset(email);
    const unknown = await sendReset(stranger);
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    expect((await latestMail(server, email)).text).toMatch(/^\d{6}$/m);
    expect((await latestMail(server, stranger)).text).not.toMatch(/\d{6}/);
  });

  it('resets with the code and the email, signs out every session, and works once', async () => {
    const { email, token } = await newMember();
    const other = (await login(server, email, PASSWORD)).tokens.accessToken;
    await sendReset(email);
    const code = await latestCode(server, email);
    const response = await reset({ token: code, newPassword: NEW_PASSWORD, email });
    expect(response.status).toBe(200);
    expect((await response.json()).data.message).toMatch(/reset/);
    for (const old of [token, other]) expect((await msFetch(server, '/member', { token: old })).status).toBe(401);
    expect((await login(server, email, NEW_PASSWORD)).member.verified).toBe(true);

    const again = await reset({ token: code, newPassword: PASSWORD, email });
    expect(again.status).toBe(400);
    expect((await again.json()).error.code).toBe('invalid-reset-code');
  });

  it.each([
    ['short', 'Ab1-xyz', 'invalid-password-too-short'],
    ['long', 'x'.repeat(129), 'invalid-password-too-long'],
    ['common', 'password123', 'password-too-common'],
  ])('refuses a %s new password without using up the code', async (_, newPassword, code) => {
    const { email } = await newMember();
    await sendReset(email);
    const token = await latestCode(server, email);
    const refused = await reset({ token, newPassword });
    expect(refused.status).toBe(422);
    expect((await refused.json()).error.code).toBe(code);
    expect((await reset({ token, newPassword: NEW_PASSWORD })).status).toBe(200);
  });

  it('kills the code after 5 wrong tries against the email', async () => {
    const { email } = await newMember();
    await sendReset(email);
    const code = await latestCode(server, email);
    for (let i = 0; i < 5; i++)
      expect((await reset({ token: wrong(code), newPassword: NEW_PASSWORD, email })).status).toBe(400);
    const right = await reset({ token: code, newPassword: NEW_PASSWORD, email });
    expect(right.status).toBe(400);
    expect((await login(server, email, PASSWORD)).member.auth.email).toBe(email);
  });

  it('refuses an expired code', async () => {
    const { email } = await newMember();
    await sendReset(email);
    await server.db
      .updateTable('ms_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', email)
      .execute();
    const response = await reset({ token: await latestCode(server, email), newPassword: NEW_PASSWORD });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toEqual({
      code: 'invalid-reset-code',
      message: expect.stringMatching(/expired/),
    });
  });

  it('lets only one of parallel resets with one code through', async () => {
    const { email } = await newMember();
    await sendReset(email);
    const token = await latestCode(server, email);
    const statuses = await Promise.all(
      Array.from({ length: 6 }, async () => (await reset({ token, newPassword: NEW_PASSWORD })).status),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
  });
});
