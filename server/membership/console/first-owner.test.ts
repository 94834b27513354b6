// The first owner comes from the production configuration: no password, a mailed code, then a
// password and an authenticator. Production seeds no development owner.
import { afterEach, describe, expect, it } from 'vitest';
import { findOwnerByEmail } from '../../db/queries/membership/owners.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { consoleFetch, DEMO_OWNER, expectStatus } from '../testing/console.ts';
import { totpCode } from '../testing/two-step.ts';

const EXAMPLE = new URL('../../app-config/example.json', import.meta.url).pathname;
const OWNER = 'owner@acme.example';
const production = {
  nodeEnv: 'production',
  isProduction: true,
  allowedOrigins: ['https://www.acme.example'],
  appConfigPath: EXAMPLE,
};

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The newest code mailed to the address: production has no /dev/mailbox, so it is read from where mail waits. */
async function mailedCode(target: TestServer, to: string): Promise<string> {
  const mail = await target.db
    .selectFrom('dev_mailbox')
    .selectAll()
    .where('to_address', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const code = /^\d{6}$/m.exec(mail?.text_body ?? '')?.[0];
  if (!code) throw new Error(`No code mailed to ${to}`);
  return code;
}

describe('in production', () => {
  it('seeds no development owner: its password signs nobody in', async () => {
    server = await startTestServer({ config: production });
    expect(await server.db.selectFrom('ms_owners').select('email').execute()).toEqual([{ email: OWNER }]);
    const demo = await consoleFetch(server, '/sign-in', {
      body: { email: DEMO_OWNER.email, password: DEMO_OWNER.password },
    });
    expect(demo.status).toBe(401);
  });

  it('lets the configured owner in by a mailed code, then asks for a password and an authenticator', async () => {
    server = await startTestServer({ config: production });
    const owner = await findOwnerByEmail(server.db, 'app_acme', OWNER);
    expect(owner).toMatchObject({ password_hash: null, totp_confirmed_at: null, invited_by: null });

    // Without a password, a password sign-in cannot succeed.
    expect(
      (await consoleFetch(server, '/sign-in', { body: { email: OWNER, password: 'anything-at-all' } })).status,
    ).toBe(401);
    // The same answer for an address that is no owner; only the owner gets mail.
    const sent = expectStatus(
      await consoleFetch(server, '/sign-in/code', { body: { email: 'Owner@Acme.example' } }),
      200,
    );
    const stranger = expectStatus(
      await consoleFetch(server, '/sign-in/code', { body: { email: 'x@acme.example' } }),
      200,
    );
    expect(stranger.json).toEqual(sent.json);
    const code = await mailedCode(server, OWNER);

    const signedIn = expectStatus(
      await consoleFetch(server, '/sign-in/code/verify', { body: { email: OWNER, code } }),
      200,
    );
    expect(signedIn.json.data).toMatchObject({
      stage: 'setup',
      app: { id: 'app_acme', name: 'Acme Logistics' },
      needs: { password: true, twoStep: true },
    });
    const session = signedIn.session;
    // The code is used up.
    expect((await consoleFetch(server, '/sign-in/code/verify', { body: { email: OWNER, code } })).status).toBe(400);
    expect((await consoleFetch(server, '/owners', { session })).json.error.code).toBe('owner-setup-required');

    const short = await consoleFetch(server, '/setup/password', { session, body: { password: 'short' } });
    expect([short.status, short.json.error.code]).toEqual([422, 'invalid-password-too-short']);
    const password = expectStatus(
      await consoleFetch(server, '/setup/password', { session, body: { password: 'Acme-owner-pass-1' } }),
      200,
    );
    expect(password.json.data).toMatchObject({ stage: 'setup', needs: { password: false, twoStep: true } });
    const twice = await consoleFetch(server, '/setup/password', { session, body: { password: 'Acme-owner-pass-2' } });
    expect(twice.json.error.code).toBe('password-already-set');

    const enrol = expectStatus(await consoleFetch(server, '/setup/two-step/enrol', { method: 'POST', session }), 200);
    const active = expectStatus(
      await consoleFetch(server, '/setup/two-step/confirm', {
        session,
        body: { code: totpCode(enrol.json.data.secret) },
      }),
      200,
    );
    expect(active.json.data).toMatchObject({ stage: 'active', needs: { password: false, twoStep: false } });
    expectStatus(await consoleFetch(server, '/owners', { session: active.session }), 200);

    // Set up now: codes by mail are over, the password and the authenticator sign in.
    await consoleFetch(server, '/sign-in/code', { body: { email: OWNER } });
    const mails = await server.db.selectFrom('dev_mailbox').select('id').where('to_address', '=', OWNER).execute();
    expect(mails).toHaveLength(1);
    const first = expectStatus(
      await consoleFetch(server, '/sign-in', { body: { email: OWNER, password: 'Acme-owner-pass-1' } }),
      200,
    );
    expect(first.json.data.stage).toBe('second-step');
  });

  it('gives a code 5 tries and 10 minutes; a restart makes no second first owner', async () => {
    server = await startTestServer({ config: production });
    await consoleFetch(server, '/sign-in/code', { body: { email: OWNER } });
    const code = await mailedCode(server, OWNER);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const answer = await consoleFetch(server, '/sign-in/code/verify', { body: { email: OWNER, code: wrong } });
      expect(answer.json.error.code).toBe('invalid-passwordless-login-code');
    }
    const dead = await consoleFetch(server, '/sign-in/code/verify', { body: { email: OWNER, code } });
    expect(dead.status).toBe(400);

    // Expired codes do not work either.
    await consoleFetch(server, '/sign-in/code', { body: { email: OWNER } });
    await server.db
      .updateTable('ms_owners')
      .set({ code_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', OWNER)
      .execute();
    const expired = await consoleFetch(server, '/sign-in/code/verify', {
      body: { email: OWNER, code: await mailedCode(server, OWNER) },
    });
    expect(expired.status).toBe(400);

    // A restart makes no second first owner.
    await server.restart();
    expect(await server.db.selectFrom('ms_owners').select('email').execute()).toEqual([{ email: OWNER }]);
  });
  it("past the account's budget of wrong codes, a wrong code ends the code", async () => {
    server = await startTestServer({
      config: production,
      membership: { rateLimits: { codeFailuresPerEmail: { limit: 1 } } },
    });
    await consoleFetch(server, '/sign-in/code', { body: { email: OWNER } });
    const code = await mailedCode(server, OWNER);
    const wrong = code === '000000' ? '111111' : '000000';
    // The budget's one failure: the code lives on...
    await consoleFetch(server, '/sign-in/code/verify', { body: { email: OWNER, code: wrong } });
    // ...past it, a wrong code kills it, and the right one no longer works.
    await consoleFetch(server, '/sign-in/code/verify', { body: { email: OWNER, code: wrong } });
    expect((await consoleFetch(server, '/sign-in/code/verify', { body: { email: OWNER, code } })).status).toBe(400);
    // A new code still lets the owner in at once.
    await consoleFetch(server, '/sign-in/code', { body: { email: OWNER } });
    const fresh = await consoleFetch(server, '/sign-in/code/verify', {
      body: { email: OWNER, code: await mailedCode(server, OWNER) },
    });
    expect(fresh.status).toBe(200);
  });
});

describe('in development', () => {
  it('seeds the development owner, set up, for the demo app', async () => {
    server = await startTestServer();
    const owner = await findOwnerByEmail(server.db, 'app_chainforge_demo', DEMO_OWNER.email);
    expect(owner?.password_hash).toMatch(/^\$argon2id\$/);
    expect(owner?.totp_confirmed_at).not.toBeNull();
    // Sealed at rest: the secret is not in the row.
    expect(JSON.stringify(owner)).not.toContain(DEMO_OWNER.totpSecret);
  });
});
