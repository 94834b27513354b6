import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { msFetch } from '../testing/client.ts';
import { latestCode, latestMail } from '../testing/mailbox.ts';
import { createMember } from '../testing/members.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PASSWORD = 'Orchard-Lantern-42';

/** What @memberstack/dom's updateMemberAuth({ email }) sends: the email alone, with the session. */
const changeEmail = (token: string, email: string) => msFetch(server, '/member-auth', { token, body: { email } });

describe('changing the email with a session alone', () => {
  it('kills a reset code mailed to the old address before the change, with or without the email', async () => {
    const { email: oldEmail, token } = await createMember(server, { password: PASSWORD });
    await msFetch(server, '/auth/send-reset-password-email', { body: { email: oldEmail } });
    const oldCode = await latestCode(server, oldEmail);

    const newEmail = `moved-${Date.now()}@example.com`;
    expect((await changeEmail(token, newEmail)).status).toBe(200);

    for (const body of [
      { token: oldCode, newPassword: 'Taken-over-password-1' },
      { token: oldCode, newPassword: 'Taken-over-password-1', email: oldEmail },
    ]) {
      const reset = await msFetch(server, '/auth/reset-password', { body });
      expect(reset.status).toBe(400);
      expect((await reset.json()).error.code).toBe('invalid-reset-code');
    }
    // The password is still the owner's.
    const signIn = await msFetch(server, '/auth/login', { body: { email: newEmail, password: PASSWORD } });
    expect(signIn.status).toBe(200);
  });

  it('kills every other code of the member and of either address, whatever its purpose', async () => {
    const { id, email: oldEmail, token } = await createMember(server, { password: PASSWORD });
    const newEmail = `next-${Date.now()}@example.com`;
    await msFetch(server, '/auth/passwordless/login/send', { body: { email: oldEmail } });
    const passwordlessCode = await latestCode(server, oldEmail);
    await msFetch(server, '/auth/passwordless/signup/send', { body: { email: newEmail } });
    expect((await changeEmail(token, newEmail)).status).toBe(200);
    const login = await msFetch(server, '/auth/passwordless/login', {
      body: { email: oldEmail, passwordlessToken: passwordlessCode },
    });
    expect(login.status).toBe(400);
    const outstanding = await server.db
      .selectFrom('ms_codes')
      .select('id')
      .where('consumed_at', 'is', null)
      .where((eb) => eb.or([eb('member_id', '=', id), eb('email', 'in', [oldEmail, newEmail])]))
      .execute();
    expect(outstanding).toEqual([]);
  });

  it('tells the old address, without spelling out the new one', async () => {
    const { email: oldEmail, token } = await createMember(server, { password: PASSWORD });
    const newEmail = `quiet-${Date.now()}@example.com`;
    expect((await changeEmail(token, newEmail)).status).toBe(200);
    const notice = await latestMail(server, oldEmail);
    expect(notice.subject).toMatch(/email of your .* account was changed/);
    expect(notice.text).toContain('q•••@example.com');
    expect(notice.text).not.toContain(newEmail);
    expect(notice.text).toMatch(/If you did not make this change/);
  });

  it('sends no notice when the email stays the same', async () => {
    const { email, token } = await createMember(server, { password: PASSWORD });
    expect((await changeEmail(token, email.toUpperCase())).status).toBe(200);
    const mail = await fetch(`${server.url}/dev/mailbox.json`).then((r) => r.json());
    expect(mail.filter((item: { to: string }) => item.to === email)).toEqual([]);
  });
});
