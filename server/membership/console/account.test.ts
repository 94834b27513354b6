// An owner's own account: a new password (setup's rules, the current one proven, other sessions
// ended), the authenticator moved to a new app (the old one works until the new one is
// confirmed, then never), passkeys renamed; each audited, bad bodies 4xx, only for the signed in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditEvents } from '../../db/queries/audit-events.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import {
  acceptAndSetUp,
  consoleFetch,
  DEMO_OWNER,
  expectStatus,
  forgetUsedCodes,
  inviteOwner,
  signInOwner,
} from '../testing/console.ts';
import { latestMail } from '../testing/mailbox.ts';
import { SoftwareAuthenticator } from '../testing/software-authenticator.ts';
import { totpCode } from '../testing/two-step.ts';

let server: TestServer;
let demoSession: string;
beforeAll(async () => {
  server = await startTestServer();
  demoSession = await signInOwner(server);
});
afterAll(() => server.close());

const PASSWORD = 'Account-owner-pass-4';

/** A new owner of the app, set up and signed in: theirs to change without touching the demo owner. */
async function newOwner(email: string) {
  const { token } = await inviteOwner(server, demoSession, email);
  return acceptAndSetUp(server, token, PASSWORD);
}

const auditOf = async (ownerId: string) =>
  (await listAuditEvents(server.db, { actor: { type: 'owner', id: ownerId }, limit: 50 })).map(
    (event) => `${event.action} ${event.status}`,
  );

describe('changing the password', () => {
  it('proves the current one, keeps this session, ends the others, and the new one signs in', async () => {
    const { session, secret, owner } = await newOwner('password.change@example.com');
    await forgetUsedCodes(server, owner.email);
    const other = await signInOwner(server, { email: owner.email, password: PASSWORD, totpSecret: secret });

    const wrong = await consoleFetch(server, '/account/password', {
      session,
      body: { currentPassword: 'Not-the-password-1', newPassword: 'Brand-new-pass-92' },
    });
    expect([wrong.status, wrong.json.error.code]).toEqual([400, 'invalid-password']);
    const weak = await consoleFetch(server, '/account/password', {
      session,
      body: { currentPassword: PASSWORD, newPassword: 'password' },
    });
    expect([weak.status, weak.json.error.code]).toEqual([422, 'password-too-common']);

    const changed = expectStatus(
      await consoleFetch(server, '/account/password', {
        session,
        body: { currentPassword: PASSWORD, newPassword: 'Brand-new-pass-92' },
      }),
      200,
    );
    expect(changed.json.data).toEqual({ changed: true, otherSessionsEnded: true });
    expectStatus(await consoleFetch(server, '/owners', { session }), 200);
    expect((await consoleFetch(server, '/owners', { session: other })).status).toBe(401);
    expect((await latestMail(server, owner.email)).subject).toContain('Your console password was changed');

    const old = await consoleFetch(server, '/sign-in', { body: { email: owner.email, password: PASSWORD } });
    expect(old.status).toBe(401);
    await forgetUsedCodes(server, owner.email);
    await signInOwner(server, { email: owner.email, password: 'Brand-new-pass-92', totpSecret: secret });

    expect(await auditOf(owner.id)).toEqual(
      expect.arrayContaining([
        'owners.password.change 400',
        'owners.password.change 422',
        'owners.password.change 200',
      ]),
    );
    const events = await listAuditEvents(server.db, { actor: { type: 'owner', id: owner.id }, limit: 50 });
    expect(JSON.stringify(events)).not.toContain('Brand-new');
  });

  it('takes strict bodies only, and only from a signed-in owner', async () => {
    const bodies = [
      {},
      { currentPassword: PASSWORD },
      { currentPassword: 1, newPassword: 'x' },
      { currentPassword: PASSWORD, newPassword: 'Brand-new-pass-92', extra: 1 },
    ];
    for (const body of bodies) {
      const answer = await consoleFetch(server, '/account/password', { session: demoSession, body });
      expect(answer.status).toBe(422);
    }
    const nobody = await consoleFetch(server, '/account/password', {
      body: { currentPassword: DEMO_OWNER.password, newPassword: 'Brand-new-pass-92' },
    });
    expect(nobody.status).toBe(401);
    const elsewhere = await consoleFetch(server, '/account/password', {
      session: demoSession,
      origin: 'https://evil.example',
      body: { currentPassword: DEMO_OWNER.password, newPassword: 'Brand-new-pass-92' },
    });
    expect(elsewhere.status).toBe(403);
  });
});

describe('re-enrolling the authenticator', () => {
  it('needs proof, keeps the old app until the new one is confirmed, then only the new one works', async () => {
    const { session, secret, owner } = await newOwner('authenticator.move@example.com');
    const neither = await consoleFetch(server, '/account/two-step/enrol', { session, body: {} });
    expect(neither.status).toBe(422);
    const wrongCode = await consoleFetch(server, '/account/two-step/enrol', { session, body: { code: '000000' } });
    expect([wrongCode.status, wrongCode.json.error.code]).toEqual([400, 'invalid-second-step-code']);

    const started = expectStatus(
      await consoleFetch(server, '/account/two-step/enrol', { session, body: { password: PASSWORD } }),
      200,
    );
    const { secret: next, enrolment, qrSvg, uri } = started.json.data;
    expect(qrSvg).toContain('<svg');
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(next).not.toBe(secret);

    // Not confirmed yet: the old authenticator still signs in.
    await forgetUsedCodes(server, owner.email);
    const other = await signInOwner(server, { email: owner.email, password: PASSWORD, totpSecret: secret });

    const wrong = await consoleFetch(server, '/account/two-step/confirm', {
      session,
      body: { enrolment, code: totpCode(secret) === totpCode(next) ? '000000' : totpCode(secret) },
    });
    expect([wrong.status, wrong.json.error.code]).toEqual([400, 'invalid-second-step-code']);
    const forged = await consoleFetch(server, '/account/two-step/confirm', {
      session,
      body: { enrolment: `${enrolment.slice(0, -4)}AAAA`, code: totpCode(next) },
    });
    expect([forged.status, forged.json.error.code]).toEqual([400, 'two-step-not-started']);
    const fromOtherSession = await consoleFetch(server, '/account/two-step/confirm', {
      session: other,
      body: { enrolment, code: totpCode(next) },
    });
    expect(fromOtherSession.json.error.code).toBe('two-step-not-started');

    const confirmed = expectStatus(
      await consoleFetch(server, '/account/two-step/confirm', { session, body: { enrolment, code: totpCode(next) } }),
      200,
    );
    expect(confirmed.json.data).toEqual({ changed: true, otherSessionsEnded: true });
    expect((await consoleFetch(server, '/owners', { session: other })).status).toBe(401);
    expect((await latestMail(server, owner.email)).subject).toContain('Your console authenticator app was changed');

    await forgetUsedCodes(server, owner.email);
    await expect(signInOwner(server, { email: owner.email, password: PASSWORD, totpSecret: secret })).rejects.toThrow(
      /invalid-second-step-code/,
    );
    await forgetUsedCodes(server, owner.email);
    await signInOwner(server, { email: owner.email, password: PASSWORD, totpSecret: next });

    expect(await auditOf(owner.id)).toEqual(
      expect.arrayContaining([
        'owners.two-step.re-enrol.start 422',
        'owners.two-step.re-enrol.start 400',
        'owners.two-step.re-enrol.start 200',
        'owners.two-step.re-enrol 400',
        'owners.two-step.re-enrol 200',
      ]),
    );
  });

  it('takes a code of the current authenticator as proof', async () => {
    const { session, secret } = await newOwner('authenticator.code@example.com');
    const started = expectStatus(
      await consoleFetch(server, '/account/two-step/enrol', { session, body: { code: totpCode(secret, 1) } }),
      200,
    );
    expect(started.json.data.enrolment).toEqual(expect.any(String));
    const both = await consoleFetch(server, '/account/two-step/enrol', {
      session,
      body: { code: '123456', password: PASSWORD },
    });
    expect(both.status).toBe(422);
  });
});

describe('renaming a passkey', () => {
  it('renames the owner own passkey only, audited', async () => {
    const page = new URL(server.url).origin.replace('127.0.0.1', 'localhost');
    const session = await signInOwner(server, { origin: page });
    const at = (path: string, request: Parameters<typeof consoleFetch>[2] = {}) =>
      consoleFetch(server, path, { origin: page, session, ...request });
    const { options } = expectStatus(await at('/passkeys/options', { method: 'POST' }), 200).json.data;
    const credential = new SoftwareAuthenticator(page).create(options);
    const { passkey } = expectStatus(await at('/passkeys', { body: { credential } }), 200).json.data;
    const notice = await latestMail(server, DEMO_OWNER.email);
    expect([notice.subject, notice.text]).toEqual([
      expect.stringContaining('A passkey was added to your console account'),
      expect.stringContaining('(Passkey)'),
    ]);

    const renamed = expectStatus(
      await at(`/passkeys/${passkey.id}`, { method: 'PATCH', body: { name: ' Phone ' } }),
      200,
    );
    expect(renamed.json.data.passkey).toMatchObject({ id: passkey.id, name: 'Phone' });
    const blank = await at(`/passkeys/${passkey.id}`, { method: 'PATCH', body: { name: '  ' } });
    expect(blank.status).toBe(422);
    const unknown = await at('/passkeys/nope', { method: 'PATCH', body: { name: 'Phone' } });
    expect([unknown.status, unknown.json.error.code]).toEqual([404, 'passkey-not-found']);
    const strange = await at('/passkeys/%00', { method: 'PATCH', body: { name: 'Phone' } });
    expect(strange.status).toBe(404);
    expect(await auditOf(DEMO_OWNER.id)).toEqual(
      expect.arrayContaining(['owners.passkey.rename 200', 'owners.passkey.rename 404']),
    );
  });
});
