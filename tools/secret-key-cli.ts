// `npm run secret-key -- <command>`: an app's secret keys for the admin API, from the machine that
// runs the service, without signing in (owners manage them on the console's Secret keys page).
// Reads DATA_DIR or DATABASE_URL as the server does, and records what it does in the audit as the
// actor `system:cli`.
//   create <app-id> <test|live> [name]   prints the new key, once: it is stored only as a hash
//   list <app-id>                        every key of the app by its last four characters
//   revoke <app-id> <key-id>             ends the key at once, on every instance
import { loadConfig } from '../server/config.ts';
import { migrateToLatest } from '../server/db/migrations/index.ts';
import { openDatabase } from '../server/db/open.ts';
import {
  issueSecretKey,
  type KeyActor,
  listSecretKeysOf,
  revokeSecretKeyOf,
} from '../server/membership/admin/key-management.ts';

const USAGE =
  'Usage: npm run secret-key -- create <app-id> <test|live> [name] | list <app-id> | revoke <app-id> <key-id>';
const CLI: KeyActor = { type: 'system', id: 'cli', clientIp: 'local' };

const [command, appId, third, ...rest] = process.argv.slice(2);
if (!command || !appId || !['create', 'list', 'revoke'].includes(command)) {
  console.error(USAGE);
  process.exit(2);
}

const { db, close } = openDatabase(loadConfig());
try {
  await migrateToLatest(db);
  if (command === 'create') {
    if (third !== 'test' && third !== 'live') throw new Error(USAGE);
    const { key, summary } = await issueSecretKey(
      db,
      { appId, mode: third, name: rest.join(' ') || 'Server key' },
      CLI,
    );
    console.error(`Secret key ${summary.id} (${summary.mode} mode) of ${appId}. It is shown this once; store it now:`);
    console.log(key);
  } else if (command === 'list') {
    for (const key of await listSecretKeysOf(db, appId)) {
      const state = key.revokedAt ? `revoked ${key.revokedAt}` : 'live';
      console.log(`${key.id}  ${key.mode}  ...${key.lastFour}  ${key.name}  created ${key.createdAt}  ${state}`);
    }
  } else {
    if (!third) throw new Error(USAGE);
    if (!(await revokeSecretKeyOf(db, appId, third, CLI))) throw new Error(`No live key ${third} in ${appId}.`);
    console.log(`Revoked ${third}.`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await close();
}
