import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { msFetch } from '../testing/client.ts';
import { latestCode, latestMail } from '../testing/mailbox.ts';
import { createMember, liveSessionId } from '../testing/members.ts';
import { SoftwareAuthenticator } from '../testing/software-authenticator.ts';
import { totpCode, turnOnTwoStep } from '../testing/two-step.ts';

// The third attack's probe: with nothing but a member's session one could change the email, set a
// first password, add a passkey, connect a provider or turn two-step on, and so keep the account.
// Each now needs a sign-in within 10 minutes, or a proof with the request.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PASSWORD = 'Quiet-Harbour-73';
const ELEVEN_MINUTES_AGO = () => new Date(Date.now() - 11 * 60_000).toISOString();

/** The session as if signed in 11 minutes ago and never confirmed since: what a stolen token is. */
async function ageSession(token: string): Promise<void> {
  const id = await liveSessionId(server, token);
  await server.db
    .updateTable('ms_sessions')
    .set({ created_at: ELEVEN_MINUTES_AGO(), confirmed_at: null })
    .where('id', '=', id)
    .execute();
}

async function call(path: string, token: string, body: unknown = {}) {
  const response = await msFetch(server, path, { token, body });
  return { status: response.status, body: await response.json() };
}

const member = async (token: string) => (await msFetch(server, '/member', { token })).json();

/** Each sensitive change as the widget or @memberstack/dom makes it, for a member with a password and no passkey. */
const SENSITIVE: Record<string, (token: string, extra?: object) => Promise<{ status: number; body: any }>> = {
  'changing the email': (token, extra) =>
    call('/member-auth', token, { email: `moved-${Date.now()}@example.com`, ...extra }),
  'adding a passkey': (token, extra) => call('/member/passkeys/options', token, { ...extra }),
  'connecting a provider': (token, extra) =>
    call('/auth-provider/connect-ticket', token, { provider: 'github', ...extra }),
  'turning two-step on': (token, extra) => call('/member/two-step/enrol', token, { ...extra }),
};

describe('a session older than 10 minutes', () => {
  for (const [change, make] of Object.entries(SENSITIVE)) {
    it(`is refused ${change} with reauthentication-required, and nothing changes`, async () => {
      const { token, email } = await createMember(server, { password: PASSWORD });
      await ageSession(token);
      const refused = await make(token);
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('reauthentication-required');
      expect(refused.body.error.message).toMatch(/confirm it is you/);
      const after = (await member(token)).data;
      expect(after.auth.email).toBe(email);
      expect(after.auth.providers).toEqual([]);
      const twoStep = (await (await msFetch(server, '/member/two-step', { token })).json()).data;
      expect(twoStep).toEqual({ enabled: false, pending: false, backupCodesLeft: 0 });
    });
  }

  it('is refused setting a first password', async () => {
    const { token } = await createMember(server);
    await ageSession(token);
    const refused = await call('/member/set-password', token, { password: 'Brand-new-password-9' });
    expect(refused.body.error.code).toBe('reauthentication-required');
    expect((await member(token)).data.auth.hasPassword).toBe(false);
  });

  it('goes ahead with the current password in the request, and needs none for the next 10 minutes', async () => {
    const { token } = await createMember(server, { password: PASSWORD });
    await ageSession(token);
    const wrong = await SENSITIVE['changing the email']!(token, { reauthentication: { password: 'not-the-password' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('invalid-password');

    const moved = await SENSITIVE['changing the email']!(token, { reauthentication: { password: PASSWORD } });
    expect(moved.status).toBe(200);
    const sessionId = await liveSessionId(server, token);
    const row = await server.db
      .selectFrom('ms_sessions')
      .select('confirmed_at')
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.confirmed_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect((await SENSITIVE['connecting a provider']!(token)).status).toBe(200);
  });

  it("takes @memberstack/dom's oldPassword as the proof for an email change", async () => {
    const { token } = await createMember(server, { password: PASSWORD });
    await ageSession(token);
    const email = `sdk-${Date.now()}@example.com`;
    const moved = await call('/member-auth', token, { email, oldPassword: PASSWORD });
    expect(moved.status).toBe(200);
    expect(moved.body.data.auth.email).toBe(email);
  });

  it('goes ahead with an authenticator code or a backup code', async () => {
    const { token } = await createMember(server, { password: PASSWORD });
    const { secret, backupCodes } = await turnOnTwoStep(server, token);
    await ageSession(token);
    const byCode = await SENSITIVE['adding a passkey']!(token, { reauthentication: { code: totpCode(secret) } });
    expect(byCode.status).toBe(200);
    expect(byCode.body.data.options.challenge).toEqual(expect.any(String));

    await ageSession(token);
    const wrong = await SENSITIVE['connecting a provider']!(token, { reauthentication: { code: '000000' } });
    expect(wrong.body.error.code).toBe('invalid-second-step-code');
    const byBackup = await SENSITIVE['connecting a provider']!(token, { reauthentication: { code: backupCodes[0] } });
    expect(byBackup.status).toBe(200);
  });

  it('goes ahead with a code mailed to the member, for one with no password and no authenticator', async () => {
    const { token, email } = await createMember(server);
    await ageSession(token);
    const sent = await call('/member/reauthenticate/send-code', token);
    expect(sent.status).toBe(200);
    expect((await latestMail(server, email)).subject).toMatch(/Confirm it's you/);
    const code = await latestCode(server, email);
    expect((await SENSITIVE['turning two-step on']!(token, { reauthentication: { emailCode: '000000' } })).status).toBe(
      400,
    );
    const enrolled = await SENSITIVE['turning two-step on']!(token, { reauthentication: { emailCode: code } });
    expect(enrolled.status).toBe(200);
    expect(enrolled.body.data.secret).toEqual(expect.any(String));
  });

  it('registers a passkey once the options were asked with a proof', async () => {
    const { token } = await createMember(server, { password: PASSWORD });
    await ageSession(token);
    const options = await SENSITIVE['adding a passkey']!(token, { reauthentication: { password: PASSWORD } });
    const credential = new SoftwareAuthenticator('http://localhost:5173').create(options.body.data.options);
    expect((await call('/member/passkeys', token, { credential })).status).toBe(200);
  });

  it('refuses a proof of the wrong shape without a 5xx', async () => {
    const { token } = await createMember(server, { password: PASSWORD });
    await ageSession(token);
    for (const reauthentication of [
      { password: 1 },
      { code: 'x'.repeat(100) },
      { password: 'a', code: 'b' },
      'text',
      [],
    ]) {
      const answer = await SENSITIVE['connecting a provider']!(token, { reauthentication });
      expect(answer.status).toBe(422);
    }
  });
});

describe('a fresh sign-in', () => {
  it('makes each change without being asked (what @memberstack/dom does right after signing in)', async () => {
    const { token } = await createMember(server, { password: PASSWORD });
    for (const make of Object.values(SENSITIVE)) expect((await make(token)).status).toBe(200);
  });
});

describe('turning two-step off and new backup codes', () => {
  it('already take a second-step code, so a session alone still cannot', async () => {
    const { token } = await createMember(server, { password: PASSWORD });
    await turnOnTwoStep(server, token);
    await ageSession(token);
    for (const path of ['/member/two-step/off', '/member/two-step/backup-codes']) {
      expect((await call(path, token)).status).toBe(422);
      expect((await call(path, token, { code: '123456' })).body.error.code).toBe('invalid-second-step-code');
    }
  });
});
