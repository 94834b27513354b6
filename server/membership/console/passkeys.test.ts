// Owners' passkeys: added by a signed-in owner on the console's page, then a sign-in in one step
// (the device and its unlock), each challenge once, a copied key refused, only from the console.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditEvents } from '../../db/queries/audit-events.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { msFetch } from '../testing/client.ts';
import { consoleFetch, DEMO_OWNER, expectStatus, signInOwner } from '../testing/console.ts';
import { SoftwareAuthenticator } from '../testing/software-authenticator.ts';

let server: TestServer;
/** The console at localhost (browsers refuse passkeys on an IP address); the relying party is localhost. */
let page: string;
beforeAll(async () => {
  server = await startTestServer();
  page = new URL(server.url).origin.replace('127.0.0.1', 'localhost');
});
afterAll(() => server.close());

const at = (path: string, request: Parameters<typeof consoleFetch>[2] = {}) =>
  consoleFetch(server, path, { origin: page, ...request });

async function addPasskey(session: string, authenticator = new SoftwareAuthenticator(page)) {
  const { options } = expectStatus(await at('/passkeys/options', { method: 'POST', session }), 200).json.data;
  expect(options.rp).toEqual({ id: 'localhost', name: 'Chain Forge console' });
  const added = expectStatus(
    await at('/passkeys', { session, body: { credential: authenticator.create(options), name: 'Laptop' } }),
    200,
  );
  return { authenticator, passkey: added.json.data.passkey };
}

const signInOptions = async () =>
  expectStatus(await at('/sign-in/passkey/options', { method: 'POST' }), 200).json.data.options;

describe('owner passkeys', () => {
  it('adds one, then signs in with it alone to a signed-in session', async () => {
    const session = await signInOwner(server, { origin: page });
    const { authenticator, passkey } = await addPasskey(session);
    expect(passkey).toMatchObject({ name: 'Laptop', deviceType: 'multiDevice', backedUp: true, lastUsedAt: null });
    const listed = expectStatus(await at('/passkeys', { session }), 200);
    expect(listed.json.data.passkeys.map((row: { id: string }) => row.id)).toEqual([passkey.id]);

    const signedIn = expectStatus(
      await at('/sign-in/passkey', { body: { credential: authenticator.get(await signInOptions()) } }),
      200,
    );
    expect(signedIn.json.data).toMatchObject({ stage: 'active', owner: { id: DEMO_OWNER.id } });
    expectStatus(await at('/owners', { session: signedIn.session }), 200);

    const events = await listAuditEvents(server.db, { actor: { type: 'owner', id: DEMO_OWNER.id }, limit: 20 });
    const acts = events.map((event) => `${event.action} ${event.status} ${event.detail}`);
    expect(acts).toContain('console.sign-in 200 {"method":"passkey"}');
    expect(acts).toContain(`owners.passkey.add 200 {"name":"Laptop"}`);
  });

  it('asks the second step after a passkey that did not verify its user (a security key without a PIN)', async () => {
    const session = await signInOwner(server, { origin: page });
    const { authenticator } = await addPasskey(session);
    const credential = authenticator.get(await signInOptions(), { userVerified: false });
    const started = expectStatus(await at('/sign-in/passkey', { body: { credential } }), 200);
    expect(started.json.data).toMatchObject({ stage: 'second-step', owner: { id: DEMO_OWNER.id } });
    expect((await at('/owners', { session: started.session })).status).toBe(403);
  });

  it('takes each challenge once, only from the console, and refuses a copied key', async () => {
    const session = await signInOwner(server, { origin: page });
    const { authenticator } = await addPasskey(session);
    const credential = authenticator.get(await signInOptions());
    expectStatus(await at('/sign-in/passkey', { body: { credential } }), 200);
    const replay = await at('/sign-in/passkey', { body: { credential } });
    expect([replay.status, replay.json.error.code]).toEqual([400, 'passkey-expired']);

    const elsewhere = authenticator.get(await signInOptions(), { origin: 'https://evil.example' });
    const refused = await at('/sign-in/passkey', { body: { credential: elsewhere } });
    expect([refused.status, refused.json.error.code]).toEqual([400, 'passkey-failed']);

    const copy = authenticator.get(await signInOptions(), { counter: 1 });
    const copied = await at('/sign-in/passkey', { body: { credential: copy } });
    expect(copied.json.error.message).toMatch(/copied key/);
  });

  it('is no member passkey, and a member passkey is none of an owner', async () => {
    const session = await signInOwner(server, { origin: page });
    const { authenticator } = await addPasskey(session);
    const options = (await msFetch(server, '/auth/passkey/options', { method: 'POST' }).then((r) => r.json())).data
      .options;
    const asMember = await msFetch(server, '/auth/passkey/login', {
      body: { credential: authenticator.get(options) },
      headers: { Origin: page },
    });
    expect(asMember.status).toBe(400);
    expect(asMember.headers.getSetCookie().some((cookie) => cookie.startsWith('cf_console='))).toBe(false);
  });

  it('removes one: it signs nobody in after', async () => {
    const session = await signInOwner(server, { origin: page });
    const { authenticator, passkey } = await addPasskey(session);
    expect((await at(`/passkeys/${passkey.id}`, { method: 'DELETE', session })).json.data).toEqual({
      id: passkey.id,
      deleted: true,
    });
    const gone = await at(`/passkeys/${passkey.id}`, { method: 'DELETE', session });
    expect([gone.status, gone.json.error.code]).toEqual([404, 'passkey-not-found']);
    const after = await at('/sign-in/passkey', { body: { credential: authenticator.get(await signInOptions()) } });
    expect([after.status, after.json.error.code]).toEqual([400, 'passkey-failed']);
  });

  it('needs a signed-in owner to add one, and refuses bad credentials as 4xx', async () => {
    expect((await at('/passkeys/options', { method: 'POST' })).status).toBe(401);
    const pending = await at('/sign-in', { body: { email: DEMO_OWNER.email, password: DEMO_OWNER.password } });
    expect((await at('/passkeys/options', { method: 'POST', session: pending.session })).status).toBe(403);
    for (const credential of [null, {}, { id: 'x', rawId: 'x', type: 'public-key', response: {} }, 'text']) {
      const answer = await at('/sign-in/passkey', { body: { credential } });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
  });
});
