import type { Kysely } from 'kysely';
import { hashBearerToken } from '../../security/bearer-tokens.ts';
import { findAppRow } from '../../db/queries/membership/app-settings.ts';
import { insertSecretKeyIfMissing } from '../../db/queries/membership/secret-keys.ts';
import type { Database } from '../../db/schema.ts';
import { DEMO_APP } from './membership-data.ts';

/** The contract's development secret key: public, like the demo passwords, so never seeded in production. */
export const DEMO_SECRET_KEY = 'sk_sb_chainforge_demo';

/**
 * Gives the demo app its test-mode secret key, where the demo app exists and the key does not
 * (every development start: a database seeded before secret keys existed gets it too). Stored
 * hashed like any key (membership/admin/secret-keys.ts).
 */
export async function seedDemoSecretKeyIfMissing(db: Kysely<Database>, now = new Date()): Promise<void> {
  if (!(await findAppRow(db, DEMO_APP.id))) return;
  await insertSecretKeyIfMissing(db, {
    id: 'key_chainforge_demo',
    app_id: DEMO_APP.id,
    mode: 'test',
    key_hash: hashBearerToken(DEMO_SECRET_KEY),
    last_four: DEMO_SECRET_KEY.slice(-4),
    name: 'Development key',
    created_by: 'seed',
    created_at: now.toISOString(),
    revoked_at: null,
  });
}
