import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { msFetch } from '../testing/client.ts';
import { latestCode, latestMail } from '../testing/mailbox.ts';
import { createMember } from '../testing/members.ts';
import { totpCode, turnOnTwoStep } from '../testing/two-step.ts';

let server: TestServer;
beforeAll(async () => {
  // Every sign-in and code of this file comes from one address; its budget is tested on a server of its own below.
  server = await startTestServer({ membership: { rateLimits: { loginPerIp: { limit: 1000 } } } });
});
afterAll(() => server.close());

const MEMBER_PASSWORD = 'Sturdy-Pallet-Wrap-42';
const newMember = () => createMember(server, { password: MEMBER_PASSWORD });
const CAN_SHOW = { 'X-Chainforge-Second-Step': '1' };

const post = async (path: string, token: string | undefined, body?: unknown, headers?: Record<string, string>) => {
  const response = await msFetch(server, path, { method: 'POST', token, body, headers });
  return { status: response.status, body: await response.json() };
};
const statusOf = async (token: string) => (await msFetch(server, '/member/two-step', { token })).json();
const sessionCount = async (memberId: string) =>
  (await server.db.selectFrom('ms_sessions').select('id').where('member_id', '=', memberId).execute()).length;
const events = async (memberId: string) =>
  (
    await server.db
      .selectFrom('ms_security_events')
      .select('kind')
      .where('member_id', '=', memberId)
      .orderBy('created_at')
      .execute()
  ).map((row) => row.kind);
const passwordLogin = (email: string, headers?: Record<string, string>) =>
  post('/auth/login', undefined, { email, password: MEMBER_PASSWORD }, headers);

describe('turning two-step sign-in on', () => {
  it('enrols with a QR code and the secret, confirms with a first code, and answers 10 single-use backup codes once', async () => {
    const member = await newMember();
    const otherDevice = (await passwordLogin(member.email)).body.data.tokens.accessToken;

    const enrol = await post('/member/two-step/enrol', member.token);
    expect(enrol.status).toBe(200);
    const { secret, uri, qrSvg } = enrol.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=[A-Z2-7]{32}/);
    expect(uri).toContain(`secret=${secret}`);
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect((await statusOf(member.token)).data).toEqual({ enabled: false, pending: true, backupCodesLeft: 0 });
    // The secret is sealed at rest, never stored as the member typed it.
    const row = await server.db
      .selectFrom('ms_totp')
      .selectAll()
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.secret_sealed).not.toContain(secret);

    const wrong = await post('/member/two-step/confirm', member.token, { code: totpCode(secret, 3) });
    expect(wrong).toMatchObject({ status: 400, body: { error: { code: 'invalid-second-step-code' } } });

    const confirm = await post('/member/two-step/confirm', member.token, { code: totpCode(secret) });
    expect(confirm.status).toBe(200);
    const { backupCodes, otherSessionsEnded } = confirm.body.data;
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);
    for (const code of backupCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(otherSessionsEnded).toBe(true);
    const stored = await server.db
      .selectFrom('ms_backup_codes')
      .select('code_hash')
      .where('member_id', '=', member.id)
      .execute();
    expect(stored.map((code) => code.code_hash)).not.toContain(backupCodes[0]);

    expect((await statusOf(member.token)).data).toEqual({ enabled: true, pending: false, backupCodesLeft: 10 });
    expect((await msFetch(server, '/member', { token: otherDevice })).status).toBe(401);
    expect((await latestMail(server, member.email)).subject).toMatch(/Two-step sign-in was turned on/);
    expect(await events(member.id)).toEqual(['two-step-on']);
    expect((await post('/member/two-step/enrol', member.token)).body.error.code).toBe('two-step-already-on');
  });

  it('refuses a confirmation before enrolment, and a code two steps away', async () => {
    const member = await newMember();
    const early = await post('/member/two-step/confirm', member.token, { code: '123456' });
    expect(early).toMatchObject({ status: 400, body: { error: { code: 'two-step-not-started' } } });
    const { secret } = (await post('/member/two-step/enrol', member.token)).body.data;
    for (const steps of [-2, 2]) {
      const far = await post('/member/two-step/confirm', member.token, { code: totpCode(secret, steps) });
      expect(far.body.error.code).toBe('invalid-second-step-code');
    }
    expect((await post('/member/two-step/confirm', member.token, { code: totpCode(secret, 1) })).status).toBe(200);
  });

  it('needs a signed-in member and a sensible body', async () => {
    expect((await post('/member/two-step/enrol', undefined)).status).toBe(401);
    const member = await newMember();
    expect((await post('/member/two-step/confirm', member.token, { code: 12 })).status).toBe(422);
    expect((await post('/member/two-step/confirm', member.token, {})).status).toBe(422);
  });
});

describe('signing in with two-step on', () => {
  it('refuses a client that cannot show the second step (Memberstack SDK), with no session made', async () => {
    const member = await newMember();
    await turnOnTwoStep(server, member.token);
    const before = await sessionCount(member.id);
    const refused = await passwordLogin(member.email);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({
      code: 'second-factor-required',
      message: expect.stringContaining('two-step sign-in turned on'),
    });
    expect(await sessionCount(member.id)).toBe(before);
    // A wrong password is still the one refusal for both mistakes: it tells nothing about two-step.
    const wrong = await post('/auth/login', undefined, { email: member.email, password: 'Wrong-password-9' });
    expect(wrong.body.error.code).toBe('invalid-credentials');
  });

  it('finishes a password sign-in with an authenticator code, each code once', async () => {
    const member = await newMember();
    const { secret } = await turnOnTwoStep(server, member.token);
    const before = await sessionCount(member.id);

    const first = await passwordLogin(member.email, CAN_SHOW);
    expect(first.status).toBe(200);
    const { challenge, expiresAt, methods } = first.body.data.secondStep;
    expect(challenge).toMatch(/^cf_2s_/);
    expect(expiresAt).toBeGreaterThan(Date.now() + 4 * 60_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 5 * 60_000);
    expect(methods).toEqual(['totp', 'backup-code']);
    expect(first.body.data.tokens).toBeUndefined();
    expect(await sessionCount(member.id)).toBe(before);

    const code = totpCode(secret);
    const done = await post('/auth/second-step', undefined, { challenge, code });
    expect(done.status).toBe(200);
    expect(done.body.data.member).toMatchObject({ id: member.id, auth: { email: member.email } });
    expect(done.body.data.tokens).toMatchObject({ accessToken: expect.stringMatching(/^cf_ms_/), type: 'bearer' });
    expect((await msFetch(server, '/member', { token: done.body.data.tokens.accessToken })).status).toBe(200);

    // The challenge signs in once; the same code is not taken again on a new sign-in.
    expect((await post('/auth/second-step', undefined, { challenge, code })).body.error.code).toBe(
      'second-step-expired',
    );
    const second = (await passwordLogin(member.email, CAN_SHOW)).body.data.secondStep.challenge;
    const reused = await post('/auth/second-step', undefined, { challenge: second, code });
    expect(reused).toMatchObject({ status: 400, body: { error: { code: 'invalid-second-step-code' } } });
    expect((await post('/auth/second-step', undefined, { challenge: second, code: totpCode(secret, 1) })).status).toBe(
      200,
    );
  });

  it('finishes a sign-in with a backup code, which works once', async () => {
    const member = await newMember();
    const { backupCodes } = await turnOnTwoStep(server, member.token);
    const challenge = async () => (await passwordLogin(member.email, CAN_SHOW)).body.data.secondStep.challenge;

    const code = backupCodes[3] ?? '';
    const typed = ` ${code.toUpperCase().replace('-', ' ')} `;
    const done = await post('/auth/second-step', undefined, { challenge: await challenge(), code: typed });
    expect(done.status).toBe(200);
    expect(done.body.data.tokens.accessToken).toMatch(/^cf_ms_/);
    expect((await statusOf(done.body.data.tokens.accessToken)).data.backupCodesLeft).toBe(9);

    const used = await post('/auth/second-step', undefined, { challenge: await challenge(), code });
    expect(used).toMatchObject({ status: 400, body: { error: { code: 'invalid-second-step-code' } } });
  });

  it('lets one code sign in once when two sign-ins send it at the same moment', async () => {
    const member = await newMember();
    const { secret, backupCodes } = await turnOnTwoStep(server, member.token);
    const challenges = async () =>
      Promise.all([1, 2].map(async () => (await passwordLogin(member.email, CAN_SHOW)).body.data.secondStep.challenge));
    for (const code of [totpCode(secret), backupCodes[0] ?? '']) {
      const results = await Promise.all(
        (await challenges()).map((challenge) => post('/auth/second-step', undefined, { challenge, code })),
      );
      expect(results.map((result) => result.status).sort()).toEqual([200, 400]);
    }
  });

  it('allows 5 tries per challenge, then asks for a new sign-in', async () => {
    const member = await newMember();
    const { secret } = await turnOnTwoStep(server, member.token);
    const { challenge } = (await passwordLogin(member.email, CAN_SHOW)).body.data.secondStep;
    for (let i = 0; i < 5; i++) {
      const wrong = await post('/auth/second-step', undefined, { challenge, code: 'aaaaa-aaaaa' });
      expect(wrong.body.error.code).toBe('invalid-second-step-code');
    }
    const right = await post('/auth/second-step', undefined, { challenge, code: totpCode(secret) });
    expect(right).toMatchObject({ status: 400, body: { error: { code: 'second-step-expired' } } });
    expect((await post('/auth/second-step', undefined, { challenge: 'cf_2s_made-up', code: '123456' })).status).toBe(
      400,
    );
  });

  it('asks for the second step after an emailed code too', async () => {
    const member = await newMember();
    const { secret } = await turnOnTwoStep(server, member.token);
    const emailedLogin = async (headers?: Record<string, string>) => {
      await msFetch(server, '/auth/passwordless/login/send', { body: { email: member.email } });
      const passwordlessToken = await latestCode(server, member.email);
      return post('/auth/passwordless/login', undefined, { email: member.email, passwordlessToken }, headers);
    };
    const before = await sessionCount(member.id);
    expect((await emailedLogin()).body.error.code).toBe('second-factor-required');
    expect(await sessionCount(member.id)).toBe(before);
    const { challenge } = (await emailedLogin(CAN_SHOW)).body.data.secondStep;
    expect((await post('/auth/second-step', undefined, { challenge, code: totpCode(secret) })).status).toBe(200);
  });

  it('counts wrong second-step codes in the per-address budget', async () => {
    const limited = await startTestServer({ membership: { rateLimits: { loginFailuresPerPair: { limit: 2 } } } });
    try {
      const at = (path: string, body: unknown, headers?: Record<string, string>) =>
        msFetch(limited, path, { body, headers }).then(async (r) => ({ status: r.status, body: await r.json() }));
      const { email, token } = await createMember(limited, { password: MEMBER_PASSWORD });
      await turnOnTwoStep(limited, token);
      const { challenge } = (await at('/auth/login', { email, password: MEMBER_PASSWORD }, CAN_SHOW)).body.data
        .secondStep;
      for (let i = 0; i < 2; i++)
        expect((await at('/auth/second-step', { challenge, code: '000000' })).status).toBe(400);
      expect((await at('/auth/second-step', { challenge, code: '000000' })).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('backup codes and turning two-step off', () => {
  it('regenerates backup codes with a current code, voiding the old ones', async () => {
    const member = await newMember();
    const { secret, backupCodes } = await turnOnTwoStep(server, member.token);
    const noCode = await post('/member/two-step/backup-codes', member.token, { code: '000000' });
    expect(noCode.body.error.code).toBe('invalid-second-step-code');
    const fresh = await post('/member/two-step/backup-codes', member.token, { code: totpCode(secret) });
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.backupCodes).toHaveLength(10);
    expect(fresh.body.data.backupCodes).not.toContain(backupCodes[0]);
    expect((await latestMail(server, member.email)).subject).toMatch(/New backup codes/);

    const { challenge } = (await passwordLogin(member.email, CAN_SHOW)).body.data.secondStep;
    const old = await post('/auth/second-step', undefined, { challenge, code: backupCodes[0] });
    expect(old.body.error.code).toBe('invalid-second-step-code');
    expect(
      (await post('/auth/second-step', undefined, { challenge, code: fresh.body.data.backupCodes[0] })).status,
    ).toBe(200);
    expect(await events(member.id)).toEqual(['two-step-on', 'backup-codes-regenerated']);
  });

  it('turns off with a current code; signing in is then one step again', async () => {
    const member = await newMember();
    const { secret } = await turnOnTwoStep(server, member.token);
    expect((await post('/member/two-step/off', member.token, { code: '000000' })).status).toBe(400);
    const off = await post('/member/two-step/off', member.token, { code: totpCode(secret) });
    expect(off).toMatchObject({ status: 200, body: { data: { enabled: false } } });
    expect((await latestMail(server, member.email)).subject).toMatch(/turned off/);
    expect((await post('/member/two-step/off', member.token, { code: totpCode(secret, 1) })).body.error.code).toBe(
      'two-step-off',
    );
    const login = await passwordLogin(member.email);
    expect(login.body.data.tokens.accessToken).toMatch(/^cf_ms_/);
    expect(await events(member.id)).toEqual(['two-step-on', 'two-step-off']);
  });
});
