import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { msCall } from '../testing/client.ts';
import { createMember } from '../testing/members.ts';
import { devProviderPopup } from '../testing/provider-popup.ts';

const PASSWORD = 'a long enough passphrase';
/** One domain, written twice: its Unicode form and its ASCII (punycode) form. */
const UNICODE = 'bücher.ch';
const ASCII = 'xn--bcher-kva.ch';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const post = (path: string, body: unknown, token?: string) => msCall(server, path, token, body);

async function mailboxTo(address: string) {
  const mails = (await (await fetch(`${server.url}/dev/mailbox.json`)).json()) as { to: string; subject: string }[];
  return mails.filter((mail) => mail.to === address);
}

describe('emails at internationalised domain names', () => {
  it('sign up and log in with the ASCII form', async () => {
    const email = `ascii@${ASCII}`;
    const signup = await post('/auth/signup', { email, password: PASSWORD });
    expect(signup.status).toBe(201);
    expect(signup.body.data.member.auth.email).toBe(email);
    const login = await post('/auth/login', { email, password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.data.member.id).toBe(signup.body.data.member.id);
  });

  it('take the Unicode form as the same address, stored in its ASCII form', async () => {
    const signup = await post('/auth/signup', { email: `same@${UNICODE}`, password: PASSWORD });
    expect(signup.status).toBe(201);
    expect(signup.body.data.member.auth.email).toBe(`same@${ASCII}`);
    for (const email of [`same@${ASCII}`, `same@${UNICODE}`, `Same@BÜCHER.ch`]) {
      const login = await post('/auth/login', { email, password: PASSWORD });
      expect(login.status, email).toBe(200);
      expect(login.body.data.member.id).toBe(signup.body.data.member.id);
    }
  });

  it('get passwordless and reset codes mailed to the ASCII form', async () => {
    await post('/auth/signup', { email: `codes@${ASCII}`, password: PASSWORD });
    for (const path of [
      '/auth/passwordless/login/send',
      '/auth/passwordless/signup/send',
      '/auth/send-reset-password-email',
    ]) {
      const { status } = await post(path, { email: `codes@${UNICODE}` });
      expect(status, path).toBe(200);
    }
    const verificationAtSignup = 1;
    expect(await mailboxTo(`codes@${ASCII}`)).toHaveLength(verificationAtSignup + 3);
  });

  it("can become a member's new email, and the other spelling of a taken one is refused", async () => {
    const first = await createMember(server);
    const moved = await post('/member-auth', { email: `moved@${UNICODE}` }, first.token);
    expect(moved.status).toBe(200);
    expect(moved.body.data.auth.email).toBe(`moved@${ASCII}`);
    const second = await createMember(server);
    const taken = await post('/member-auth', { email: `moved@${ASCII}` }, second.token);
    expect(taken.status).toBe(400);
    expect(taken.body.error.code).toBe('email-already-in-use');
  });

  it('are taken by the development sign-in', async () => {
    const outcome = await devProviderPopup(
      server,
      'signup',
      { provider: 'github' },
      { id: 'idn-1', email: `popup@${UNICODE}` },
    );
    expect(outcome.message.data.member.auth.email).toBe(`popup@${ASCII}`);
  });

  it.each(['user@-bad.ch', 'user@bücher', 'user@', '@bücher.ch', 'not an email', 'two@at@bücher.ch', 'üser@bücher.ch'])(
    'still refuse %s with 422',
    async (email) => {
      const { status, body } = await post('/auth/login', { email, password: PASSWORD });
      expect(status).toBe(422);
      expect(body.error.message).toBe('email: must be an email address');
    },
  );
});
