import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { msFetch } from '../testing/client.ts';
import { latestMail } from '../testing/mailbox.ts';
import { createMember } from '../testing/members.ts';
import { SoftwareAuthenticator } from '../testing/software-authenticator.ts';
import { totpCode, turnOnTwoStep } from '../testing/two-step.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

// A builder's page on a local port: the seeded app allows http://localhost:*, and the relying party is localhost.
const PAGE = 'http://localhost:5173';

const call = async (
  path: string,
  { token, body, method }: { token?: string; body?: unknown; method?: string } = {},
) => {
  const response = await msFetch(server, path, {
    token,
    body,
    method: method ?? (body === undefined ? 'POST' : undefined),
  });
  return { status: response.status, body: await response.json() };
};
const get = async (path: string, token: string) => (await msFetch(server, path, { token })).json();

/** Registers a passkey for the member through both routes, as the widget would. */
async function addPasskey(token: string, authenticator = new SoftwareAuthenticator(PAGE), name?: string) {
  const { options } = (await call('/member/passkeys/options', { token })).body.data;
  const added = await call('/member/passkeys', { token, body: { credential: authenticator.create(options), name } });
  if (added.status !== 200) throw new Error(`passkey registration: ${added.status} ${JSON.stringify(added.body)}`);
  return { authenticator, passkey: added.body.data.passkey };
}
const signInOptions = async () => (await call('/auth/passkey/options')).body.data.options;
const passkeyLogin = (credential: unknown) => call('/auth/passkey/login', { body: { credential } });
const events = async (memberId: string) =>
  (await server.db.selectFrom('ms_security_events').select('kind').where('member_id', '=', memberId).execute()).map(
    (row) => row.kind,
  );

describe('registering a passkey', () => {
  it('asks for a discoverable credential with user verification preferred, for the relying party localhost', async () => {
    const member = await createMember(server);
    const { options } = (await call('/member/passkeys/options', { token: member.token })).body.data;
    expect(options.rp).toEqual({ id: 'localhost', name: expect.any(String) });
    expect(options.user.name).toBe(member.email);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'preferred' });
    expect(options.challenge).toMatch(/^[\w-]{20,}$/);
  });

  it('adds it, mails a notice, ends the other sessions and records the change', async () => {
    const member = await createMember(server, { password: 'Sturdy-Pallet-Wrap-42' });
    const other = (await call('/auth/login', { body: { email: member.email, password: 'Sturdy-Pallet-Wrap-42' } })).body
      .data.tokens.accessToken;
    const { passkey } = await addPasskey(member.token, undefined, 'Work laptop');
    expect(passkey).toMatchObject({ name: 'Work laptop', lastUsedAt: null, deviceType: 'multiDevice', backedUp: true });
    expect((await msFetch(server, '/member', { token: other })).status).toBe(401);
    expect((await msFetch(server, '/member', { token: member.token })).status).toBe(200);
    expect((await latestMail(server, member.email)).subject).toMatch(/A passkey was added/);
    expect(await get('/member/passkeys', member.token)).toEqual({ data: [passkey] });
    expect(await events(member.id)).toEqual(['passkey-added']);
  });

  it('takes each challenge once, only from its own member and an allowed page', async () => {
    const member = await createMember(server);
    const stranger = await createMember(server);
    const authenticator = new SoftwareAuthenticator(PAGE);
    const { options } = (await call('/member/passkeys/options', { token: member.token })).body.data;
    const credential = authenticator.create(options);

    const elsewhere = await call('/member/passkeys', { token: stranger.token, body: { credential } });
    expect(elsewhere.body.error.code).toBe('passkey-expired');
    // The stranger's try used the challenge up.
    expect((await call('/member/passkeys', { token: member.token, body: { credential } })).body.error.code).toBe(
      'passkey-expired',
    );

    const fresh = (await call('/member/passkeys/options', { token: member.token })).body.data.options;
    const wrongOrigin = authenticator.create(fresh, { origin: 'https://evil.example' });
    const refused = await call('/member/passkeys', { token: member.token, body: { credential: wrongOrigin } });
    expect(refused).toMatchObject({ status: 400, body: { error: { code: 'passkey-failed' } } });
    expect(await get('/member/passkeys', member.token)).toEqual({ data: [] });
  });

  it('refuses a challenge older than 5 minutes', async () => {
    const member = await createMember(server);
    const { options } = (await call('/member/passkeys/options', { token: member.token })).body.data;
    await server.db
      .updateTable('ms_webauthn_challenges')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('challenge', '=', options.challenge)
      .execute();
    const credential = new SoftwareAuthenticator(PAGE).create(options);
    expect((await call('/member/passkeys', { token: member.token, body: { credential } })).body.error.code).toBe(
      'passkey-expired',
    );
  });

  it('refuses bodies that are not credentials without a 5xx', async () => {
    const member = await createMember(server);
    for (const credential of [undefined, 'x', { id: 'a', rawId: 'a', type: 'public-key', response: {} }]) {
      expect((await call('/member/passkeys', { token: member.token, body: { credential } })).status).toBe(422);
    }
    const { options } = (await call('/member/passkeys/options', { token: member.token })).body.data;
    const credential = new SoftwareAuthenticator(PAGE).create(options);
    credential.response.attestationObject = Buffer.from('not cbor').toString('base64url');
    expect((await call('/member/passkeys', { token: member.token, body: { credential } })).body.error.code).toBe(
      'passkey-failed',
    );
    expect((await call('/member/passkeys/options')).status).toBe(401);
  });
});

describe('signing in with a passkey', () => {
  it('answers what a password sign-in answers, with no second step even with two-step on', async () => {
    const member = await createMember(server);
    await turnOnTwoStep(server, member.token);
    const { authenticator, passkey } = await addPasskey(member.token);
    const options = await signInOptions();
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'preferred' });
    expect(options.allowCredentials ?? []).toEqual([]);

    const signedIn = await passkeyLogin(authenticator.get(options));
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.member).toMatchObject({ id: member.id, auth: { email: member.email } });
    expect(signedIn.body.data.tokens).toMatchObject({ accessToken: expect.stringMatching(/^cf_ms_/), type: 'bearer' });
    expect(signedIn.body.data.secondStep).toBeUndefined();
    const token = signedIn.body.data.tokens.accessToken;
    expect((await msFetch(server, '/member', { token })).status).toBe(200);
    const [listed] = (await get('/member/passkeys', token)).data;
    expect(listed.id).toBe(passkey.id);
    expect(Date.parse(listed.lastUsedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('takes a passkey that did not verify its user as one factor: two-step members take the second step', async () => {
    const member = await createMember(server);
    const { secret } = await turnOnTwoStep(server, member.token);
    const { authenticator } = await addPasskey(member.token);
    const refused = await passkeyLogin(authenticator.get(await signInOptions(), { userVerified: false }));
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('second-factor-required');

    const response = await msFetch(server, '/auth/passkey/login', {
      body: { credential: authenticator.get(await signInOptions(), { userVerified: false }) },
      headers: { 'X-Chainforge-Second-Step': '1' },
    });
    const { data } = await response.json();
    expect(data.tokens).toBeUndefined();
    const finished = await call('/auth/second-step', {
      body: { challenge: data.secondStep.challenge, code: totpCode(secret) },
    });
    expect(finished.body.data.member.id).toBe(member.id);

    const withoutTwoStep = await createMember(server);
    const second = await addPasskey(withoutTwoStep.token);
    const plain = await passkeyLogin(second.authenticator.get(await signInOptions(), { userVerified: false }));
    expect(plain.body.data.tokens.accessToken).toMatch(/^cf_ms_/);
  });

  it('refuses a replayed assertion and a reused challenge', async () => {
    const member = await createMember(server);
    const { authenticator } = await addPasskey(member.token);
    const options = await signInOptions();
    const assertion = authenticator.get(options);
    expect((await passkeyLogin(assertion)).status).toBe(200);
    expect((await passkeyLogin(assertion)).body.error.code).toBe('passkey-expired');
    expect((await passkeyLogin(authenticator.get(options))).body.error.code).toBe('passkey-expired');
  });

  it('refuses a page that is not the app’s and a signature counter going back (a cloned key)', async () => {
    const member = await createMember(server);
    const { authenticator } = await addPasskey(member.token);
    const wrongOrigin = await passkeyLogin(
      authenticator.get(await signInOptions(), { origin: 'https://evil.example' }),
    );
    expect(wrongOrigin).toMatchObject({ status: 400, body: { error: { code: 'passkey-failed' } } });

    expect((await passkeyLogin(authenticator.get(await signInOptions(), { counter: 10 }))).status).toBe(200);
    const clone = await passkeyLogin(authenticator.get(await signInOptions(), { counter: 7 }));
    expect(clone).toMatchObject({ status: 400, body: { error: { code: 'passkey-failed' } } });
    expect(clone.body.error.message).toMatch(/counter went back/);
    expect((await passkeyLogin(authenticator.get(await signInOptions(), { counter: 10 }))).status).toBe(400);
    expect((await passkeyLogin(authenticator.get(await signInOptions(), { counter: 11 }))).status).toBe(200);
  });

  it('accepts authenticators that keep no counter (always 0)', async () => {
    const member = await createMember(server);
    const { authenticator } = await addPasskey(member.token, new SoftwareAuthenticator(PAGE, 0));
    for (let i = 0; i < 2; i++) expect((await passkeyLogin(authenticator.get(await signInOptions()))).status).toBe(200);
  });

  it('refuses a passkey that is not registered, and a forged signature', async () => {
    const unknown = new SoftwareAuthenticator(PAGE);
    unknown.create({ challenge: 'x', rp: { id: 'localhost' }, user: { id: 'bWVtX25vYm9keQ' } });
    expect((await passkeyLogin(unknown.get(await signInOptions()))).body.error.code).toBe('passkey-failed');

    const member = await createMember(server);
    const { authenticator } = await addPasskey(member.token);
    const forged = authenticator.get(await signInOptions());
    forged.response.signature = unknown.get(await signInOptions()).response.signature;
    expect((await passkeyLogin(forged)).body.error.code).toBe('passkey-failed');
  });

  it('counts failed passkey sign-ins in the per-address budget', async () => {
    const limited = await startTestServer({ membership: { rateLimits: { loginFailuresPerPair: { limit: 2 } } } });
    try {
      const at = async (path: string, body?: unknown, token?: string) => {
        const response = await msFetch(limited, path, { method: 'POST', body, token });
        return { status: response.status, body: await response.json() };
      };
      const member = await createMember(limited);
      const authenticator = new SoftwareAuthenticator(PAGE);
      const { options } = (await at('/member/passkeys/options', undefined, member.token)).body.data;
      await at('/member/passkeys', { credential: authenticator.create(options) }, member.token);
      const attempt = async (origin?: string) =>
        at('/auth/passkey/login', {
          credential: authenticator.get((await at('/auth/passkey/options')).body.data.options, { origin }),
        });
      for (let i = 0; i < 2; i++) expect((await attempt('https://evil.example')).status).toBe(400);
      expect((await attempt()).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('managing passkeys', () => {
  it('renames and deletes them, recording each change', async () => {
    const member = await createMember(server, { password: 'Sturdy-Pallet-Wrap-42' });
    const { passkey } = await addPasskey(member.token);
    const renamed = await call(`/member/passkeys/${passkey.id}`, {
      token: member.token,
      method: 'PATCH',
      body: { name: '  Phone  ' },
    });
    expect(renamed.body.data).toMatchObject({ id: passkey.id, name: 'Phone' });
    const blank = await call(`/member/passkeys/${passkey.id}`, {
      token: member.token,
      method: 'PATCH',
      body: { name: ' ' },
    });
    expect(blank.status).toBe(422);
    const deleted = await call(`/member/passkeys/${passkey.id}`, { token: member.token, method: 'DELETE' });
    expect(deleted).toEqual({ status: 200, body: { data: [] } });
    expect(await events(member.id)).toEqual(['passkey-added', 'passkey-renamed', 'passkey-deleted']);
  });

  it('never touches another member’s passkey', async () => {
    const owner = await createMember(server, { password: 'Sturdy-Pallet-Wrap-42' });
    const other = await createMember(server, { password: 'Sturdy-Pallet-Wrap-42' });
    const { passkey } = await addPasskey(owner.token);
    const path = `/member/passkeys/${passkey.id}`;
    expect((await call(path, { token: other.token, method: 'PATCH', body: { name: 'Mine' } })).status).toBe(404);
    expect((await call(path, { token: other.token, method: 'DELETE' })).status).toBe(404);
    expect((await get('/member/passkeys', owner.token)).data).toHaveLength(1);
  });

  it('refuses to delete the last way to sign in: no password, no other passkey, no provider', async () => {
    const member = await createMember(server, { password: null });
    const first = (await addPasskey(member.token)).passkey;
    const refused = await call(`/member/passkeys/${first.id}`, { token: member.token, method: 'DELETE' });
    expect(refused).toMatchObject({ status: 400, body: { error: { code: 'last-sign-in-method' } } });
    expect(refused.body.error.message).toMatch(/only way to sign in/);

    const second = (await addPasskey(member.token)).passkey;
    expect((await call(`/member/passkeys/${first.id}`, { token: member.token, method: 'DELETE' })).status).toBe(200);
    expect((await call(`/member/passkeys/${second.id}`, { token: member.token, method: 'DELETE' })).status).toBe(400);
  });
});
