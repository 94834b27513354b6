import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appConfigSchema } from '../../app-config/schema.ts';
import { openDatabase } from '../../db/open.ts';
import { prepareDatabase } from '../../startup/prepare.ts';
import { listSecretKeys } from '../../db/queries/membership/secret-keys.ts';
import { DEMO_APP_CONFIG } from '../../startup/seed/membership-data.ts';
import { createStorage, startTestServer, type TestServer } from '../../testing/test-server.ts';
import { SEEDED_APP_ID } from '../testing/members.ts';
import { createSecretKey, hashSecretKey, revokeSecretKey, secretKeySummary, verifySecretKey } from './secret-keys.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('secret keys', () => {
  it('are sk_sb_ (test) or sk_ (live) and 256 random bits, shown once and stored only as a hash', async () => {
    const test = await createSecretKey(server.db, {
      appId: SEEDED_APP_ID,
      mode: 'test',
      name: 'CI',
      createdBy: 'test',
    });
    const live = await createSecretKey(server.db, {
      appId: SEEDED_APP_ID,
      mode: 'live',
      name: 'CRM',
      createdBy: 'test',
    });
    expect(test.key).toMatch(/^sk_sb_[A-Za-z0-9_-]{43}$/);
    expect(live.key).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    expect(live.summary).toEqual({
      id: expect.stringMatching(/^key_/),
      name: 'CRM',
      mode: 'live',
      lastFour: live.key.slice(-4),
      createdAt: expect.any(String),
      revokedAt: null,
    });
    const rows = await server.db.selectFrom('ms_secret_keys').selectAll().execute();
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(test.key);
    expect(stored).not.toContain(live.key);
    expect(rows.find((row) => row.id === live.summary.id)?.key_hash).toBe(hashSecretKey(live.key));
  });

  it('are listed by their last four characters, newest first, and end when revoked', async () => {
    const made = await createSecretKey(server.db, {
      appId: SEEDED_APP_ID,
      mode: 'live',
      name: 'old',
      createdBy: 'test',
    });
    expect((await verifySecretKey(server.db, made.key)).ok).toBe(true);
    const listed = (await listSecretKeys(server.db, SEEDED_APP_ID, 'live')).map(secretKeySummary);
    expect(listed.map((key) => key.lastFour)).toContain(made.key.slice(-4));
    expect(await revokeSecretKey(server.db, SEEDED_APP_ID, made.summary.id)).toBe(true);
    expect(await revokeSecretKey(server.db, SEEDED_APP_ID, made.summary.id)).toBe(false);
    expect(await verifySecretKey(server.db, made.key)).toEqual({ ok: false, reason: 'revoked' });
    const after = (await listSecretKeys(server.db, SEEDED_APP_ID)).find((key) => key.id === made.summary.id);
    expect(after?.revoked_at).toEqual(expect.any(String));
    // Another app's key id revokes nothing.
    const other = await createSecretKey(server.db, {
      appId: SEEDED_APP_ID,
      mode: 'test',
      name: 'x',
      createdBy: 'test',
    });
    expect(await revokeSecretKey(server.db, 'app_other', other.summary.id)).toBe(false);
  });

  it('refuse what is no key without a lookup worth the name', async () => {
    expect(await verifySecretKey(server.db, 'pk_sb_chainforge_demo')).toEqual({ ok: false, reason: 'unknown' });
    expect(await verifySecretKey(server.db, `sk_${'x'.repeat(500)}`)).toEqual({ ok: false, reason: 'unknown' });
    expect(await verifySecretKey(server.db, 'sk_sb_chainforge_dem0')).toEqual({ ok: false, reason: 'unknown' });
  });

  it('development seeds the demo key; a production start, even with the demo app configured, does not', async () => {
    expect((await verifySecretKey(server.db, 'sk_sb_chainforge_demo')).ok).toBe(true);
    const storage = await createStorage();
    const { db, close } = openDatabase({ dataDir: storage.dataDir, databaseUrl: storage.databaseUrl });
    try {
      await prepareDatabase(db, { seedDemo: false, appConfig: v.parse(appConfigSchema, DEMO_APP_CONFIG) });
      expect(await db.selectFrom('ms_apps').select('id').execute()).toEqual([{ id: SEEDED_APP_ID }]);
      expect(await db.selectFrom('ms_secret_keys').selectAll().execute()).toEqual([]);
    } finally {
      await close();
      await storage.drop();
    }
  });
});
