import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditEvents } from '../../db/queries/audit-events.ts';
import { REPO_ROOT } from '../../paths.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { adminSdk, rejection } from '../testing/admin.ts';
import { SEEDED_APP_ID } from '../testing/members.ts';
import { issueSecretKey, listSecretKeysOf, revokeSecretKeyOf } from './key-management.ts';

const run = promisify(execFile);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const OWNER = { type: 'owner' as const, id: 'own_test', clientIp: '192.0.2.7' };

describe('managing secret keys', () => {
  it('records who made and who revoked a key in the audit, under the app', async () => {
    const { summary } = await issueSecretKey(server.db, { appId: SEEDED_APP_ID, mode: 'live', name: 'CRM' }, OWNER);
    expect(await revokeSecretKeyOf(server.db, SEEDED_APP_ID, summary.id, OWNER)).toBe(true);
    expect(await revokeSecretKeyOf(server.db, SEEDED_APP_ID, summary.id, OWNER)).toBe(false);
    const events = await listAuditEvents(server.db, { targetId: summary.id, limit: 5 });
    expect(
      events.map(({ action, actor_type, actor_id, client_ip, mode }) => ({
        action,
        actor_type,
        actor_id,
        client_ip,
        mode,
      })),
    ).toEqual([
      { action: 'secret-keys.revoke', actor_type: 'owner', actor_id: 'own_test', client_ip: '192.0.2.7', mode: 'live' },
      { action: 'secret-keys.create', actor_type: 'owner', actor_id: 'own_test', client_ip: '192.0.2.7', mode: 'live' },
    ]);
    const row = await server.db
      .selectFrom('ms_secret_keys')
      .select('created_by')
      .where('id', '=', summary.id)
      .executeTakeFirst();
    expect(row?.created_by).toBe('owner:own_test');
  });

  it('refuses an app that does not exist', async () => {
    await expect(issueSecretKey(server.db, { appId: 'app_nope', mode: 'test', name: 'x' }, OWNER)).rejects.toThrow(
      'There is no app app_nope.',
    );
  });

  it('from the command line: create prints the key once, list shows its last four, revoke ends it', async () => {
    // The server's settings only: the command line reads them as the server does.
    const env = {
      NODE_ENV: 'development',
      DATA_DIR: server.config.dataDir,
      DATABASE_URL: server.config.databaseUrl ?? '',
      LOG_LEVEL: 'warn',
    };
    const cli = (...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'tools/secret-key-cli.ts'), ...args], {
        env,
        cwd: REPO_ROOT,
      });

    const created = await cli('create', SEEDED_APP_ID, 'test', 'Nightly', 'sync');
    const key = created.stdout.trim();
    expect(key).toMatch(/^sk_sb_[A-Za-z0-9_-]{43}$/);
    expect(created.stderr).toContain('shown this once');
    expect((await adminSdk(server, key).members.list({ limit: 1 })).data).toHaveLength(1);

    const listed = await cli('list', SEEDED_APP_ID);
    const line = listed.stdout.split('\n').find((entry) => entry.includes(`...${key.slice(-4)}`));
    expect(line).toContain('Nightly sync');
    expect(listed.stdout).not.toContain(key);
    const keyId = line?.split(/\s+/)[0] ?? '';
    expect((await listSecretKeysOf(server.db, SEEDED_APP_ID)).map((entry) => entry.id)).toContain(keyId);

    expect((await cli('revoke', SEEDED_APP_ID, keyId)).stdout).toContain(`Revoked ${keyId}`);
    expect((await rejection(adminSdk(server, key).members.list())).code).toBe('invalid-secret-key');
    const [event] = await listAuditEvents(server.db, { targetId: keyId, limit: 1 });
    expect(event).toMatchObject({ action: 'secret-keys.revoke', actor_type: 'system', actor_id: 'cli' });
  }, 60_000);
});
