// Issue 26 part 2, the owners' half: a console session signed in more than 10 minutes ago makes no
// sensitive change (its own way in, secret keys, owners and invitations) without the password or
// an authenticator code in the body: 403 reauthentication-required and nothing changed; a right
// proof lets it through and renews the 10 minutes; a wrong one is counted as a sign-in try.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditEvents } from '../../db/queries/audit-events.ts';
import { listSecretKeys } from '../../db/queries/membership/secret-keys.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import {
  acceptAndSetUp,
  type ConsoleAnswer,
  type ConsoleRequest,
  consoleFetch,
  expectStatus,
  forgetUsedCodes,
  inviteOwner,
  signInOwner,
} from '../testing/console.ts';
import { SoftwareAuthenticator } from '../testing/software-authenticator.ts';
import { hashBearerToken } from '../../security/bearer-tokens.ts';
import { totpCode } from '../testing/two-step.ts';

/**
 * Moves the session's sign-in, and its owner's last proof of being there, `minutes` into the past
 * (with its last request, so it is not idle): as if signed in that long ago.
 */
async function ageOwnerSession(server: TestServer, session: string, minutes: number): Promise<void> {
  const then = new Date(Date.now() - minutes * 60_000).toISOString();
  const now = new Date().toISOString();
  await server.db
    .updateTable('ms_owner_sessions')
    .set({ created_at: then, confirmed_at: then, last_seen_at: now })
    .where('token_hash', '=', hashBearerToken(session))
    .execute();
}

/** The session's row, as stored. */
function ownerSessionRow(server: TestServer, session: string) {
  return server.db
    .selectFrom('ms_owner_sessions')
    .selectAll()
    .where('token_hash', '=', hashBearerToken(session))
    .executeTakeFirstOrThrow();
}

let server: TestServer;
let demoSession: string;
/** The page's origin for passkeys: browsers offer none on an IP address (the relying party is localhost). */
let passkeyPage: string;
beforeAll(async () => {
  server = await startTestServer();
  demoSession = await signInOwner(server);
  passkeyPage = new URL(server.url).origin.replace('127.0.0.1', 'localhost');
});
afterAll(() => server.close());

const PASSWORD = 'Present-owner-pass-8';
const APP = 'app_chainforge_demo';

interface TestOwner {
  session: string;
  secret: string;
  id: string;
  email: string;
}

/** A new owner of the demo app, set up and signed in just now. */
async function newOwner(email: string): Promise<TestOwner> {
  const { token } = await inviteOwner(server, demoSession, email);
  const { session, secret, owner } = await acceptAndSetUp(server, token, PASSWORD);
  return { session, secret, id: owner.id, email: owner.email };
}

const refused = (answer: ConsoleAnswer) => [answer.status, answer.json?.error?.code];

/** Seconds since the session's owner last proved they are there. */
async function secondsSinceConfirmed(session: string): Promise<number> {
  const row = await ownerSessionRow(server, session);
  return (Date.now() - new Date(row.confirmed_at ?? row.created_at).getTime()) / 1000;
}

interface Sensitive {
  /** What the change is, as the audit names it ('' for a read). */
  action: string;
  /** Made while the session is fresh: the request, its success status, and whether the change is done. */
  prepare: (owner: TestOwner) => Promise<{
    request: ConsoleRequest & { path: string };
    ok: number;
    done: () => Promise<boolean>;
  }>;
}

const keyIds = async () => (await listSecretKeys(server.db, APP)).map((key) => key.id);
const openInvitations = async () =>
  (await server.db.selectFrom('ms_owner_invitations').select(['id', 'email', 'revoked_at']).execute()).filter(
    (row) => row.revoked_at === null,
  );
const passkeysOf = async (ownerId: string) =>
  server.db.selectFrom('ms_owner_passkeys').select('id').where('owner_id', '=', ownerId).execute();

const SENSITIVE: Record<string, Sensitive> = {
  'POST /keys': {
    action: 'secret-keys.create',
    prepare: async () => {
      const before = await keyIds();
      return {
        request: { path: '/keys', body: { name: 'Stolen', mode: 'live' } },
        ok: 201,
        done: async () => (await keyIds()).length > before.length,
      };
    },
  },
  'DELETE /keys/:id': {
    action: 'secret-keys.revoke',
    prepare: async () => {
      const made = expectStatus(
        await consoleFetch(server, '/keys', { session: demoSession, body: { name: 'To revoke', mode: 'test' } }),
        201,
      ).json.data.secretKey;
      return {
        request: { path: `/keys/${made.id}`, method: 'DELETE' },
        ok: 200,
        done: async () => (await listSecretKeys(server.db, APP)).find((key) => key.id === made.id)?.revoked_at !== null,
      };
    },
  },
  'POST /invitations': {
    action: 'owners.invite',
    prepare: async () => ({
      request: { path: '/invitations', body: { email: 'accomplice@example.com' } },
      ok: 201,
      done: async () => (await openInvitations()).some((row) => row.email === 'accomplice@example.com'),
    }),
  },
  'DELETE /invitations/:id': {
    action: 'invitations.revoke',
    prepare: async () => {
      const { invitation } = await inviteOwner(server, demoSession, 'to.revoke@example.com');
      return {
        request: { path: `/invitations/${invitation.id}`, method: 'DELETE' },
        ok: 200,
        done: async () => !(await openInvitations()).some((row) => row.id === invitation.id),
      };
    },
  },
  'DELETE /owners/:id': {
    action: 'owners.remove',
    prepare: async () => {
      const target = await newOwner('to.remove@example.com');
      return {
        request: { path: `/owners/${target.id}`, method: 'DELETE' },
        ok: 200,
        done: async () =>
          (await server.db.selectFrom('ms_owners').select('id').where('id', '=', target.id).executeTakeFirst()) ===
          undefined,
      };
    },
  },
  'POST /passkeys/options': {
    action: '',
    prepare: async () => ({
      request: { path: '/passkeys/options', method: 'POST' },
      ok: 200,
      // Options change nothing: what matters is that none are given without the proof.
      done: async () => true,
    }),
  },
  'POST /passkeys': {
    action: 'owners.passkey.add',
    prepare: async (owner) => {
      const { options } = expectStatus(
        await consoleFetch(server, '/passkeys/options', { method: 'POST', session: owner.session }),
        200,
      ).json.data;
      const before = (await passkeysOf(owner.id)).length;
      const credential = new SoftwareAuthenticator(passkeyPage).create(options);
      return {
        request: { path: '/passkeys', body: { credential, name: 'Thief laptop' } },
        ok: 200,
        done: async () => (await passkeysOf(owner.id)).length > before,
      };
    },
  },
  'DELETE /passkeys/:id': {
    action: 'owners.passkey.delete',
    prepare: async (owner) => {
      const { options } = expectStatus(
        await consoleFetch(server, '/passkeys/options', { method: 'POST', session: owner.session }),
        200,
      ).json.data;
      const credential = new SoftwareAuthenticator(passkeyPage).create(options);
      const { passkey } = expectStatus(
        await consoleFetch(server, '/passkeys', { session: owner.session, body: { credential, name: 'Old phone' } }),
        200,
      ).json.data;
      return {
        request: { path: `/passkeys/${passkey.id}`, method: 'DELETE' },
        ok: 200,
        done: async () => !(await passkeysOf(owner.id)).some((row) => row.id === passkey.id),
      };
    },
  },
  'POST /account/two-step/confirm': {
    action: 'owners.two-step.re-enrol',
    prepare: async (owner) => {
      const enrol = expectStatus(
        await consoleFetch(server, '/account/two-step/enrol', { session: owner.session, body: { password: PASSWORD } }),
        200,
      ).json.data;
      const before = await server.db
        .selectFrom('ms_owners')
        .select('totp_secret_sealed')
        .where('id', '=', owner.id)
        .executeTakeFirstOrThrow();
      return {
        request: {
          path: '/account/two-step/confirm',
          body: { enrolment: enrol.enrolment, code: totpCode(enrol.secret) },
        },
        ok: 200,
        done: async () => {
          const after = await server.db
            .selectFrom('ms_owners')
            .select('totp_secret_sealed')
            .where('id', '=', owner.id)
            .executeTakeFirstOrThrow();
          if (after.totp_secret_sealed === before.totp_secret_sealed) return false;
          owner.secret = enrol.secret;
          return true;
        },
      };
    },
  },
};

/** The request again, with `reauthentication` added to its body (a DELETE's only body). */
function withProof(request: ConsoleRequest, proof: object): ConsoleRequest {
  const body = (request.body ?? {}) as object;
  return { ...request, body: { ...body, reauthentication: proof } };
}

describe('a session signed in more than 10 minutes ago', () => {
  let actor: TestOwner;
  beforeAll(async () => {
    actor = await newOwner('present.owner@example.com');
  });

  for (const [route, sensitive] of Object.entries(SENSITIVE)) {
    it(`${route}: 403 reauthentication-required and nothing changed; with the password it goes ahead and renews the 10 minutes`, async () => {
      await ageOwnerSession(server, actor.session, 0);
      const { request, ok, done } = await sensitive.prepare(actor);
      const { path, ...init } = request;
      await ageOwnerSession(server, actor.session, 11);

      const stale = await consoleFetch(server, path, { ...init, session: actor.session });
      expect(refused(stale)).toEqual([403, 'reauthentication-required']);
      expect(stale.json.error.message).toMatch(/confirm it is you/);
      // A refusal is no sign-out: the session stays, the page asks and sends again.
      expect(stale.session).toBeUndefined();
      if (route !== 'POST /passkeys/options') expect(await done()).toBe(false);
      expect(await secondsSinceConfirmed(actor.session)).toBeGreaterThan(600);

      const proven = await consoleFetch(server, path, {
        ...withProof(init, { password: PASSWORD }),
        session: actor.session,
      });
      expect(proven.status, JSON.stringify(proven.json)).toBe(ok);
      expect(await done()).toBe(true);
      expect(await secondsSinceConfirmed(actor.session)).toBeLessThan(5);

      if (sensitive.action) {
        const events = await listAuditEvents(server.db, { actor: { type: 'owner', id: actor.id }, limit: 5 });
        const mine = events.filter((event) => event.action === sensitive.action).slice(0, 2);
        expect(mine.map((event) => event.status)).toEqual([ok, 403]);
        expect(JSON.parse(mine[0]!.detail)).toMatchObject({ reauthenticated: 'password' });
        expect(JSON.stringify(events)).not.toContain(PASSWORD);
      }
    });
  }

  it('needs no proof again within the 10 minutes a proof renews', async () => {
    await ageOwnerSession(server, actor.session, 11);
    const key = { name: 'First', mode: 'test' };
    expect((await consoleFetch(server, '/keys', { session: actor.session, body: key })).status).toBe(403);
    const proven = await consoleFetch(server, '/keys', {
      session: actor.session,
      body: { ...key, reauthentication: { password: PASSWORD } },
    });
    expect(proven.status).toBe(201);
    const next = await consoleFetch(server, '/keys', { session: actor.session, body: { name: 'Next', mode: 'test' } });
    expect(next.status).toBe(201);
  });

  it('takes a current authenticator code as proof, each code once', async () => {
    await ageOwnerSession(server, actor.session, 11);
    await forgetUsedCodes(server, actor.email);
    const code = totpCode(actor.secret);
    const proven = await consoleFetch(server, '/keys', {
      session: actor.session,
      body: { name: 'By code', mode: 'test', reauthentication: { code } },
    });
    expect(proven.status).toBe(201);
    expect(await secondsSinceConfirmed(actor.session)).toBeLessThan(5);
    const [event] = await listAuditEvents(server.db, { actor: { type: 'owner', id: actor.id }, limit: 1 });
    expect(JSON.parse(event!.detail)).toMatchObject({ reauthenticated: 'code' });

    await ageOwnerSession(server, actor.session, 11);
    const before = await keyIds();
    const replayed = await consoleFetch(server, '/keys', {
      session: actor.session,
      body: { name: 'Replayed', mode: 'test', reauthentication: { code } },
    });
    expect(refused(replayed)).toEqual([400, 'invalid-second-step-code']);
    expect(await keyIds()).toEqual(before);
  });

  it('refuses a proof that is neither a password nor a code, and a body that is not JSON', async () => {
    await ageOwnerSession(server, actor.session, 11);
    const bad = [
      { password: PASSWORD, code: '123456' },
      {},
      { token: 'cf_os_x' },
      PASSWORD,
      { password: 'x'.repeat(1025) },
    ];
    for (const reauthentication of bad) {
      const answer = await consoleFetch(server, '/keys', {
        session: actor.session,
        body: { name: 'Bad proof', mode: 'test', reauthentication },
      });
      expect(refused(answer)).toEqual([422, 'validation-failed']);
    }
    const text = await consoleFetch(server, '/keys/sk_nothing', {
      method: 'DELETE',
      session: actor.session,
      body: 'password=x',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    expect((await keyIds()).length).toBeGreaterThan(0);
  });

  it('is fresh for 10 minutes after signing in, a session from before migration 0026 counting from its start', async () => {
    await ageOwnerSession(server, actor.session, 9);
    expect(
      (await consoleFetch(server, '/keys', { session: actor.session, body: { name: 'At 9', mode: 'test' } })).status,
    ).toBe(201);
    await ageOwnerSession(server, actor.session, 10);
    expect(
      (await consoleFetch(server, '/keys', { session: actor.session, body: { name: 'At 10', mode: 'test' } })).status,
    ).toBe(403);

    const row = await ownerSessionRow(server, actor.session);
    await server.db
      .updateTable('ms_owner_sessions')
      .set({ confirmed_at: null, created_at: new Date().toISOString() })
      .where('id', '=', row.id)
      .execute();
    expect(
      (await consoleFetch(server, '/keys', { session: actor.session, body: { name: 'Null', mode: 'test' } })).status,
    ).toBe(201);
    await server.db
      .updateTable('ms_owner_sessions')
      .set({ created_at: new Date(Date.now() - 11 * 60_000).toISOString() })
      .where('id', '=', row.id)
      .execute();
    expect(
      (await consoleFetch(server, '/keys', { session: actor.session, body: { name: 'Old', mode: 'test' } })).status,
    ).toBe(403);
  });
});

describe('signing in is the proof', () => {
  it('counts from the second step: a session just signed in makes the change without more', async () => {
    const owner = await newOwner('fresh.sign-in@example.com');
    await forgetUsedCodes(server, owner.email);
    const session = await signInOwner(server, { email: owner.email, password: PASSWORD, totpSecret: owner.secret });
    expect(await secondsSinceConfirmed(session)).toBeLessThan(5);
    const made = await consoleFetch(server, '/keys', { session, body: { name: 'Fresh', mode: 'test' } });
    expect(made.status).toBe(201);
    // Setup done is a sign-in too (acceptAndSetUp): that session was fresh.
    expect(await secondsSinceConfirmed(owner.session)).toBeLessThan(60);
  });

  it('counts from a passkey sign-in, which starts signed in', async () => {
    const owner = await newOwner('passkey.present@example.com');
    const authenticator = new SoftwareAuthenticator(passkeyPage);
    const { options } = expectStatus(
      await consoleFetch(server, '/passkeys/options', { method: 'POST', session: owner.session }),
      200,
    ).json.data;
    expectStatus(
      await consoleFetch(server, '/passkeys', {
        session: owner.session,
        body: { credential: authenticator.create(options), name: 'Laptop' },
      }),
      200,
    );
    const signInOptions = expectStatus(await consoleFetch(server, '/sign-in/passkey/options', { method: 'POST' }), 200)
      .json.data.options;
    const signedIn = expectStatus(
      await consoleFetch(server, '/sign-in/passkey', { body: { credential: authenticator.get(signInOptions) } }),
      200,
    );
    const session = signedIn.session as string;
    expect(await secondsSinceConfirmed(session)).toBeLessThan(5);
    expect((await consoleFetch(server, '/keys', { session, body: { name: 'Passkey', mode: 'test' } })).status).toBe(
      201,
    );
    await ageOwnerSession(server, session, 11);
    expect((await consoleFetch(server, '/keys', { session, body: { name: 'Later', mode: 'test' } })).status).toBe(403);
  });

  it('leaves reads and ordinary app edits alone', async () => {
    const owner = await newOwner('reader@example.com');
    await ageOwnerSession(server, owner.session, 11);
    for (const path of ['/keys', '/owners', '/invitations', '/passkeys', '/members?mode=test', '/app-settings']) {
      expect((await consoleFetch(server, path, { session: owner.session })).status, path).toBe(200);
    }
  });
});

describe('a wrong proof', () => {
  it('answers the wrong-password and wrong-code errors, changes nothing, and counts in the sign-in budget', async () => {
    const owner = await newOwner('guesser@example.com');
    await ageOwnerSession(server, owner.session, 11);
    // From an address of its own, so its budget for this account is this test's alone.
    const from = '127.0.0.2';
    const send = (reauthentication: object) =>
      consoleFetch(server, '/keys', {
        from,
        session: owner.session,
        body: { name: 'Guess', mode: 'live', reauthentication },
      });
    const before = await keyIds();

    const wrongCode = await send({ code: '000000' });
    expect(refused(wrongCode)).toEqual([400, 'invalid-second-step-code']);
    const answers: (string | number)[] = [];
    for (let i = 0; i < 10; i++) answers.push(refused(await send({ password: `Guess-number-${i}` })).join(' '));
    // The sign-in's 10 failures per address and account in 15 minutes: the code was one of them.
    expect(answers).toEqual([...Array(9).fill('400 invalid-password'), '429 too-many-requests']);
    expect(await keyIds()).toEqual(before);
    expect(await secondsSinceConfirmed(owner.session)).toBeGreaterThan(600);

    // The right password is refused too until the window passes, and so is signing in from there.
    expect(refused(await send({ password: PASSWORD }))).toEqual([429, 'too-many-requests']);
    const signIn = await consoleFetch(server, '/sign-in', { from, body: { email: owner.email, password: PASSWORD } });
    expect(refused(signIn)).toEqual([429, 'too-many-requests']);
    // Elsewhere the owner is not locked out.
    const proven = await consoleFetch(server, '/keys', {
      session: owner.session,
      body: { name: 'Owner', mode: 'test', reauthentication: { password: PASSWORD } },
    });
    expect(proven.status).toBe(201);
  });
});

describe('changes that carry their own proof', () => {
  it('changes the password from a stale session with the current one, which renews the 10 minutes', async () => {
    const owner = await newOwner('own.proof@example.com');
    await ageOwnerSession(server, owner.session, 11);
    const wrong = await consoleFetch(server, '/account/password', {
      session: owner.session,
      body: { currentPassword: 'Not-it-at-all-5', newPassword: 'Another-pass-word-6' },
    });
    expect(refused(wrong)).toEqual([400, 'invalid-password']);
    expect(await secondsSinceConfirmed(owner.session)).toBeGreaterThan(600);
    expectStatus(
      await consoleFetch(server, '/account/password', {
        session: owner.session,
        body: { currentPassword: PASSWORD, newPassword: 'Another-pass-word-6' },
      }),
      200,
    );
    expect(await secondsSinceConfirmed(owner.session)).toBeLessThan(5);

    await ageOwnerSession(server, owner.session, 11);
    await forgetUsedCodes(server, owner.email);
    expectStatus(
      await consoleFetch(server, '/account/two-step/enrol', {
        session: owner.session,
        body: { code: totpCode(owner.secret) },
      }),
      200,
    );
    expect(await secondsSinceConfirmed(owner.session)).toBeLessThan(5);
  });
});
