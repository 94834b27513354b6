// Owners invite owners: a mailed single-use link, a password and an authenticator to finish; the
// list, revoking an invitation, removing an owner (never the last), and the audit of each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditEvents } from '../../db/queries/audit-events.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import {
  acceptAndSetUp,
  consoleFetch,
  DEMO_OWNER,
  expectStatus,
  inviteOwner,
  signInOwner,
} from '../testing/console.ts';
import { totpCode } from '../testing/two-step.ts';

let server: TestServer;
let session: string;
beforeAll(async () => {
  server = await startTestServer();
  session = await signInOwner(server);
});
afterAll(() => server.close());

const NEW_PASSWORD = 'Second-owner-pass-7';

const invite = (email: string) => inviteOwner(server, session, email);

describe('invitations', () => {
  it('mails a link that makes the invitee an owner once they set up their authenticator', async () => {
    const { invitation, token, mail } = await invite('New.Owner@Example.com');
    expect(invitation).toMatchObject({ email: 'new.owner@example.com', invitedBy: DEMO_OWNER.id });
    expect(mail.subject).toContain('Chain Forge');
    expect(mail.text).toContain(`${new URL(server.url).origin}/console/invitation#cf_oi_`);

    const listed = expectStatus(await consoleFetch(server, '/invitations', { session }), 200);
    expect(listed.json.data.invitations.map((row: { id: string }) => row.id)).toContain(invitation.id);

    const preview = expectStatus(await consoleFetch(server, '/invitations/preview', { body: { token } }), 200);
    expect(preview.json.data).toMatchObject({ email: 'new.owner@example.com', app: { id: 'app_chainforge_demo' } });

    const weak = await consoleFetch(server, '/invitations/accept', { body: { token, password: 'password' } });
    expect([weak.status, weak.json.error.code]).toEqual([422, 'password-too-common']);

    const accepted = expectStatus(
      await consoleFetch(server, '/invitations/accept', { body: { token, password: NEW_PASSWORD } }),
      200,
    );
    // Setup opens nothing else until the authenticator is confirmed.
    expect((await consoleFetch(server, '/owners', { session: accepted.session })).status).toBe(403);
    const early = await consoleFetch(server, '/setup/two-step/confirm', {
      session: accepted.session,
      body: { code: '123456' },
    });
    expect(early.json.error.code).toBe('two-step-not-started');
    const enrol = expectStatus(
      await consoleFetch(server, '/setup/two-step/enrol', { method: 'POST', session: accepted.session }),
      200,
    );
    expect(enrol.json.data.uri).toMatch(/^otpauth:\/\/totp\/Chain%20Forge%20console:new\.owner%40example\.com/);
    expect(enrol.json.data.qrSvg).toMatch(/^<svg/);
    const wrong = await consoleFetch(server, '/setup/two-step/confirm', {
      session: accepted.session,
      body: { code: totpCode(enrol.json.data.secret, 5) },
    });
    expect(wrong.json.error.code).toBe('invalid-second-step-code');
    const confirmed = expectStatus(
      await consoleFetch(server, '/setup/two-step/confirm', {
        session: accepted.session,
        body: { code: totpCode(enrol.json.data.secret) },
      }),
      200,
    );
    expect(confirmed.json.data).toMatchObject({ stage: 'active', owner: { twoStep: true, hasPassword: true } });
    expect(confirmed.session).not.toBe(accepted.session);

    // Single use; and the new owner signs in like any other, with both steps.
    const again = await consoleFetch(server, '/invitations/accept', { body: { token, password: NEW_PASSWORD } });
    expect([again.status, again.json.error.code]).toEqual([400, 'invalid-invitation']);
    await signInOwner(server, {
      email: 'new.owner@example.com',
      password: NEW_PASSWORD,
      totpSecret: enrol.json.data.secret,
    });

    const owners = expectStatus(await consoleFetch(server, '/owners', { session }), 200);
    expect(owners.json.data.owners).toEqual([
      expect.objectContaining({ id: DEMO_OWNER.id, you: true, twoStep: true }),
      expect.objectContaining({ email: 'new.owner@example.com', you: false, invitedBy: DEMO_OWNER.id }),
    ]);
  });

  it('ends an invitation when revoked, or when a newer one goes to the same address', async () => {
    const first = await invite('revoked@example.com');
    const second = await invite('revoked@example.com');
    expect((await consoleFetch(server, '/invitations/preview', { body: { token: first.token } })).status).toBe(400);
    const revoked = await consoleFetch(server, `/invitations/${second.invitation.id}`, { method: 'DELETE', session });
    expect(revoked.json.data).toEqual({ id: second.invitation.id, revoked: true });
    const accept = await consoleFetch(server, '/invitations/accept', {
      body: { token: second.token, password: NEW_PASSWORD },
    });
    expect([accept.status, accept.json.error.code]).toEqual([400, 'invalid-invitation']);
    const twice = await consoleFetch(server, `/invitations/${second.invitation.id}`, { method: 'DELETE', session });
    expect([twice.status, twice.json.error.code]).toEqual([404, 'invitation-not-found']);
  });

  it('expires after 7 days', async () => {
    const { invitation, token } = await invite('late@example.com');
    expect(new Date(invitation.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    await server.db
      .updateTable('ms_owner_invitations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', invitation.id)
      .execute();
    const accept = await consoleFetch(server, '/invitations/accept', { body: { token, password: NEW_PASSWORD } });
    expect(accept.json.error.code).toBe('invalid-invitation');
  });

  it('refuses to invite an owner, and a made-up token', async () => {
    const owner = await consoleFetch(server, '/invitations', { session, body: { email: DEMO_OWNER.email } });
    expect([owner.status, owner.json.error.code]).toEqual([409, 'already-owner']);
    const madeUp = await consoleFetch(server, '/invitations/accept', {
      body: { token: 'cf_oi_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', password: NEW_PASSWORD },
    });
    expect(madeUp.status).toBe(400);
  });
});

describe('removing owners', () => {
  it('removes another owner, whose sessions end at once, but never the last owner', async () => {
    const { token } = await invite('leaving@example.com');
    const leaving = await acceptAndSetUp(server, token, NEW_PASSWORD);
    expect((await consoleFetch(server, '/session', { session: leaving.session })).status).toBe(200);

    const removed = expectStatus(
      await consoleFetch(server, `/owners/${leaving.owner.id}`, { method: 'DELETE', session }),
      200,
    );
    expect(removed.json.data).toEqual({ id: leaving.owner.id, removed: true });
    expect((await consoleFetch(server, '/session', { session: leaving.session })).status).toBe(401);
    const gone = await consoleFetch(server, `/owners/${leaving.owner.id}`, { method: 'DELETE', session });
    expect([gone.status, gone.json.error.code]).toEqual([404, 'owner-not-found']);

    // Every other owner removed, the seeded one is the last and stays.
    const { owners } = (await consoleFetch(server, '/owners', { session })).json.data;
    for (const other of owners.filter((owner: { you: boolean }) => !owner.you)) {
      expectStatus(await consoleFetch(server, `/owners/${other.id}`, { method: 'DELETE', session }), 200);
    }
    const last = await consoleFetch(server, `/owners/${DEMO_OWNER.id}`, { method: 'DELETE', session });
    expect([last.status, last.json.error.code]).toEqual([409, 'last-owner']);
  });

  it('records each act in the audit: who, what, to what, how it ended, from where', async () => {
    const events = await listAuditEvents(server.db, { actor: { type: 'owner', id: DEMO_OWNER.id }, limit: 200 });
    const acts = events.map((event) => `${event.action} ${event.status}`);
    expect(acts).toEqual(
      expect.arrayContaining([
        'owners.invite 201',
        'owners.invite 409',
        'invitations.revoke 200',
        'invitations.revoke 404',
      ]),
    );
    expect(acts).toEqual(expect.arrayContaining(['owners.remove 200', 'owners.remove 404', 'owners.remove 409']));
    const removal = events.find((event) => event.action === 'owners.remove' && event.status === 200);
    expect(removal).toMatchObject({ app_id: 'app_chainforge_demo', target_type: 'owner', actor_type: 'owner' });
    expect(JSON.parse(removal?.detail ?? '{}')).toEqual({ email: expect.stringMatching(/@example\.com$/) });
    expect(removal?.client_ip).toMatch(/127\.0\.0\.1/);
    const accepted = await listAuditEvents(server.db, { appId: 'app_chainforge_demo', limit: 500 });
    expect(accepted.some((event) => event.action === 'owners.accept-invitation')).toBe(true);
    // No secret in any record.
    expect(JSON.stringify(accepted)).not.toMatch(/cf_os_|cf_oi_|Second-owner-pass/);
  });
});
