// Owners' records that are over do not pile up: a new session deletes the ended ones (signed out,
// expired, idle), a new invitation the used, revoked and expired ones, a new sign-in code every
// expired code; live ones stay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { consoleFetch, DEMO_OWNER, expectStatus, inviteOwner, signInOwner } from '../testing/console.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const sessionIds = async () =>
  (await server.db.selectFrom('ms_owner_sessions').select('id').orderBy('created_at').execute()).map((row) => row.id);

describe('sweeping owners records', () => {
  it('deletes ended sessions when a session starts, and keeps the live ones', async () => {
    const signedOut = await signInOwner(server);
    await signInOwner(server);
    await signInOwner(server);
    const live = await signInOwner(server);
    expectStatus(await consoleFetch(server, '/sign-out', { method: 'POST', session: signedOut }), 200);
    const [out, expired, idle, kept] = await sessionIds();
    await server.db
      .updateTable('ms_owner_sessions')
      .set({ expires_at: ago(1000) })
      .where('id', '=', expired ?? '')
      .execute();
    await server.db
      .updateTable('ms_owner_sessions')
      .set({ last_seen_at: ago(HOUR) })
      .where('id', '=', idle ?? '')
      .execute();

    await signInOwner(server);
    const after = await sessionIds();
    expect(after).toHaveLength(2);
    expect(after[0]).toBe(kept);
    for (const ended of [out, expired, idle]) expect(after).not.toContain(ended);
    expectStatus(await consoleFetch(server, '/owners', { session: live }), 200);
  });

  it('deletes used, revoked and expired invitations when one is sent, and keeps the open ones', async () => {
    const session = await signInOwner(server);
    const revoked = await inviteOwner(server, session, 'sweep.revoked@example.com');
    expectStatus(
      await consoleFetch(server, `/invitations/${revoked.invitation.id}`, { method: 'DELETE', session }),
      200,
    );
    const expired = await inviteOwner(server, session, 'sweep.expired@example.com');
    await server.db
      .updateTable('ms_owner_invitations')
      .set({ expires_at: ago(1000) })
      .where('id', '=', expired.invitation.id)
      .execute();
    const accepted = await inviteOwner(server, session, 'sweep.accepted@example.com');
    expectStatus(
      await consoleFetch(server, '/invitations/accept', {
        body: { token: accepted.token, password: 'Sweep-owner-pass-3' },
      }),
      200,
    );
    const open = await inviteOwner(server, session, 'sweep.open@example.com');

    await inviteOwner(server, session, 'sweep.next@example.com');
    const left = await server.db.selectFrom('ms_owner_invitations').select('email').orderBy('email').execute();
    expect(left.map((row) => row.email)).toEqual(['sweep.next@example.com', 'sweep.open@example.com']);
    expect(open.invitation.email).toBe('sweep.open@example.com');
  });

  it('clears every expired sign-in code when a code is sent', async () => {
    const stale = { code_hash: 'f'.repeat(64), code_expires_at: ago(HOUR), code_attempts: 2 };
    await server.db.updateTable('ms_owners').set(stale).where('id', '=', DEMO_OWNER.id).execute();
    const session = await signInOwner(server);
    const { token } = await inviteOwner(server, session, 'sweep.code@example.com');
    const accepted = expectStatus(
      await consoleFetch(server, '/invitations/accept', { body: { token, password: 'Sweep-owner-pass-3' } }),
      200,
    );
    expect(accepted.json.data.stage).toBe('setup');
    expectStatus(await consoleFetch(server, '/sign-in/code', { body: { email: 'sweep.code@example.com' } }), 200);

    const owners = await server.db.selectFrom('ms_owners').select(['email', 'code_hash']).execute();
    const codes = Object.fromEntries(owners.map((owner) => [owner.email, owner.code_hash]));
    expect(codes[DEMO_OWNER.email]).toBeNull();
    expect(codes['sweep.code@example.com']).toEqual(expect.any(String));
  });
});
