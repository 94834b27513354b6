import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMemberById } from '../../db/queries/membership/members.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { issueSession } from '../security/sessions.ts';
import { login, msCall, msFetch, SEEDED } from '../testing/client.ts';
import { createMember } from '../testing/members.ts';

const PASSWORD = 'Orchard-Lantern-42';
const NEW_PASSWORD = 'Granite-Meadow-77';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const call = (path: string, token: string | undefined, body?: unknown) => msCall(server, path, token, body);

describe('POST /member/set-password', () => {
  it('sets a first password, which then logs in', async () => {
    const { email, token } = await createMember(server, { password: null });
    const { status, body } = await call('/member/set-password', token, { password: PASSWORD });
    expect(status).toBe(200);
    expect(body.data.auth.hasPassword).toBe(true);
    expect((await login(server, email, PASSWORD)).member.auth.email).toBe(email);
  });

  it('refuses a member who has a password, and keeps it', async () => {
    const { id, token } = await createMember(server, { password: PASSWORD });
    const before = (await findMemberById(server.db, id))!.password_hash;
    const { status, body } = await call('/member/set-password', token, { password: NEW_PASSWORD });
    expect(status).toBe(400);
    expect(body.error.code).toBe('password-already-set');
    expect((await findMemberById(server.db, id))!.password_hash).toBe(before);
  });

  it.each([
    ['short', { password: 'short' }, 'invalid-password-too-short'],
    ['common', { password: 'password123' }, 'password-too-common'],
    ['a number', { password: 12345678 }, 'validation-failed'],
    ['huge', { password: 'x'.repeat(5000) }, 'validation-failed'],
  ])('refuses a %s password with 422 and stores nothing', async (_, payload, code) => {
    const { id, token } = await createMember(server, { password: null });
    const { status, body } = await call('/member/set-password', token, payload);
    expect(status).toBe(422);
    expect(body.error.code).toBe(code);
    expect((await findMemberById(server.db, id))!.password_hash).toBeNull();
  });
});

describe('POST /member-auth', () => {
  it('changes the password with the current one and revokes the other sessions only', async () => {
    const { id, email, token } = await createMember(server, { password: PASSWORD });
    const { token: other } = await issueSession(server.db, id);
    const { status } = await call('/member-auth', token, { oldPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(status).toBe(200);
    expect((await call('/member', token)).status).toBe(200);
    const stale = await call('/member', other);
    expect(stale.status).toBe(401);
    expect(stale.body.error.code).toBe('invalid-token');
    expect((await login(server, email, NEW_PASSWORD)).member.id).toBe(id);
    expect((await msFetch(server, '/auth/login', { body: { email, password: PASSWORD } })).status).toBe(401);
  });

  it.each([
    ['without the current password', { newPassword: NEW_PASSWORD }],
    ['with a wrong current password', { oldPassword: 'Wrong-Password-00', newPassword: NEW_PASSWORD }],
  ])('refuses a change %s with 400, keeping password and sessions', async (_, payload) => {
    const { id, token } = await createMember(server, { password: PASSWORD });
    const { token: other } = await issueSession(server.db, id);
    const before = (await findMemberById(server.db, id))!.password_hash;
    const { status, body } = await call('/member-auth', token, payload);
    expect(status).toBe(400);
    expect(body.error.code).toBe('invalid-password');
    expect((await findMemberById(server.db, id))!.password_hash).toBe(before);
    expect((await call('/member', other)).status).toBe(200);
  });

  it('lets a member without a password set one here', async () => {
    const { token } = await createMember(server, { password: null });
    expect((await call('/member-auth', token, { newPassword: NEW_PASSWORD })).body.data.auth.hasPassword).toBe(true);
  });

  it('changes the email, normalised, and marks it unverified', async () => {
    const { token } = await createMember(server, { password: PASSWORD });
    const { status, body } = await call('/member-auth', token, { email: '  New.Address@Example.com ' });
    expect(status).toBe(200);
    expect(body.data.auth.email).toBe('new.address@example.com');
    expect(body.data.verified).toBe(false);
  });

  it('refuses an email taken in this app and mode, changing nothing', async () => {
    const { id, email, token } = await createMember(server, { password: PASSWORD });
    const before = await findMemberById(server.db, id);
    const { status, body } = await call('/member-auth', token, {
      email: SEEDED.viewer.email,
      oldPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(status).toBe(400);
    expect(body.error.code).toBe('email-already-in-use');
    expect(await findMemberById(server.db, id)).toEqual(before);
    expect((await login(server, email, PASSWORD)).member.id).toBe(id);
  });

  it.each([
    ['nothing to change', {}],
    ['an invalid email', { email: 'not-an-email' }],
    ['script tags as email', { email: '<script>@x.io' }],
    ['a number as email', { email: 42 }],
    ['a huge email', { email: `${'a'.repeat(300)}@example.com` }],
    ['a short new password', { newPassword: 'short' }],
  ])('refuses %s with 422', async (_, payload) => {
    const { id, token } = await createMember(server, { password: PASSWORD });
    const before = await findMemberById(server.db, id);
    const { status } = await call('/member-auth', token, payload);
    expect(status).toBe(422);
    expect(await findMemberById(server.db, id)).toEqual(before);
  });

  it('needs a signed-in member', async () => {
    expect((await call('/member-auth', undefined, { email: 'x@example.com' })).status).toBe(401);
  });
});
