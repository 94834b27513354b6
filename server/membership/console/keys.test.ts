// Secret keys from the console over HTTP: made (shown once), listed by last four with their last
// use, revoked (the Admin SDK refused from then on), each act in the audit; bad bodies 4xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditEvents } from '../../db/queries/audit-events.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { adminSdk, DEMO_SECRET_KEY, rejection } from '../testing/admin.ts';
import { memberToken, TEST_KEY } from '../testing/client.ts';
import { consoleFetch, DEMO_OWNER, expectStatus, signInOwner } from '../testing/console.ts';

let server: TestServer;
let session: string;
beforeAll(async () => {
  server = await startTestServer();
  session = await signInOwner(server);
});
afterAll(() => server.close());

describe('secret keys', () => {
  it('makes a key shown once, lists it by its last four and last use, revokes it, and audits both acts', async () => {
    const made = expectStatus(
      await consoleFetch(server, '/keys', { session, body: { name: '  CRM sync  ', mode: 'test' } }),
      201,
    ).json.data;
    expect(made.key).toMatch(/^sk_sb_[\w-]{43}$/);
    expect(made.secretKey).toMatchObject({
      name: 'CRM sync',
      mode: 'test',
      lastFour: made.key.slice(-4),
      revokedAt: null,
      lastUsedAt: null,
    });

    const listed = expectStatus(await consoleFetch(server, '/keys', { session }), 200);
    expect(JSON.stringify(listed.json)).not.toContain(made.key);
    const row = () => listed.json.data.keys.find((key: { id: string }) => key.id === made.secretKey.id);
    expect(row()).toMatchObject({ lastFour: made.key.slice(-4), lastUsedAt: null });
    expect(listed.json.data.keys.some((key: { lastFour: string }) => key.lastFour === DEMO_SECRET_KEY.slice(-4))).toBe(
      true,
    );

    const members = await adminSdk(server, made.key).members.list({});
    expect(members.totalCount).toBeGreaterThan(0);
    const used = expectStatus(await consoleFetch(server, '/keys', { session }), 200).json.data.keys;
    expect(used.find((key: { id: string }) => key.id === made.secretKey.id).lastUsedAt).toEqual(expect.any(String));

    const revoked = expectStatus(
      await consoleFetch(server, `/keys/${made.secretKey.id}`, { method: 'DELETE', session }),
      200,
    );
    expect(revoked.json.data).toEqual({ id: made.secretKey.id, revoked: true });
    expect(await rejection(adminSdk(server, made.key).members.list({}))).toMatchObject({ code: 'invalid-secret-key' });
    const again = await consoleFetch(server, `/keys/${made.secretKey.id}`, { method: 'DELETE', session });
    expect([again.status, again.json.error.code]).toEqual([404, 'secret-key-not-found']);
    const after = expectStatus(await consoleFetch(server, '/keys', { session }), 200).json.data.keys;
    expect(after.find((key: { id: string }) => key.id === made.secretKey.id).revokedAt).toEqual(expect.any(String));

    const events = await listAuditEvents(server.db, { targetId: made.secretKey.id, limit: 10 });
    expect(
      events.map(({ action, actor_type, actor_id, status, target_type }) => ({
        action,
        actor_type,
        actor_id,
        status,
        target_type,
      })),
    ).toEqual([
      {
        action: 'secret-keys.revoke',
        actor_type: 'owner',
        actor_id: DEMO_OWNER.id,
        status: 404,
        target_type: 'secret-key',
      },
      {
        action: 'secret-keys.revoke',
        actor_type: 'owner',
        actor_id: DEMO_OWNER.id,
        status: 200,
        target_type: 'secret-key',
      },
      {
        action: 'secret-keys.create',
        actor_type: 'owner',
        actor_id: DEMO_OWNER.id,
        status: 201,
        target_type: 'secret-key',
      },
    ]);
    expect(JSON.parse(events[2]?.detail ?? '{}')).toEqual({ mode: 'test' });
    expect(events.every((event) => !event.detail.includes(made.key))).toBe(true);
  });

  it('makes live keys with the live prefix', async () => {
    const made = expectStatus(
      await consoleFetch(server, '/keys', { session, body: { name: 'Live', mode: 'live' } }),
      201,
    );
    expect(made.json.data.key).toMatch(/^sk_(?!sb_)[\w-]{43}$/);
  });

  it('refuses bad bodies with a clean 4xx, never a 500', async () => {
    const cases: [unknown, number, string][] = [
      [{ mode: 'test' }, 422, 'validation-failed'],
      [{ name: '   ', mode: 'test' }, 422, 'validation-failed'],
      [{ name: 'x'.repeat(61), mode: 'test' }, 422, 'validation-failed'],
      [{ name: 'ok', mode: 'production' }, 422, 'validation-failed'],
      [{ name: 42, mode: 'test' }, 422, 'validation-failed'],
      ['{"name":', 400, 'malformed-json'],
    ];
    for (const [body, status, code] of cases) {
      const answer = await consoleFetch(server, '/keys', {
        session,
        body,
        headers: typeof body === 'string' ? { 'Content-Type': 'application/json' } : {},
      });
      expect([body, answer.status, answer.json.error.code]).toEqual([body, status, code]);
    }
    const plain = await consoleFetch(server, '/keys', {
      session,
      body: 'name=x',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect([plain.status, plain.json.error.code]).toEqual([415, 'unsupported-media-type']);
    const unknown = await consoleFetch(server, '/keys/key_nope', { method: 'DELETE', session });
    expect([unknown.status, unknown.json.error.code]).toEqual([404, 'secret-key-not-found']);
  });

  it('answers only a signed-in owner: no member token, public key or secret key', async () => {
    const token = await memberToken(server);
    const credentials: Record<string, string>[] = [
      { Authorization: `Bearer ${token}` },
      { 'X-API-Key': TEST_KEY },
      { 'X-API-Key': DEMO_SECRET_KEY },
      { Authorization: `Bearer ${DEMO_SECRET_KEY}` },
    ];
    for (const headers of credentials) {
      for (const [method, path, body] of [
        ['GET', '/keys', undefined],
        ['POST', '/keys', { name: 'x', mode: 'test' }],
        ['DELETE', '/keys/key_any', undefined],
      ] as const) {
        const answer = await consoleFetch(server, path, { method, headers, body });
        expect([method, path, answer.status, answer.json.error.code]).toEqual([
          method,
          path,
          401,
          'owner-sign-in-required',
        ]);
      }
    }
    const keys = await server.db.selectFrom('ms_secret_keys').select('name').where('name', '=', 'x').execute();
    expect(keys).toEqual([]);
  });
});
