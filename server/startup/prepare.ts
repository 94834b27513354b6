import type { Kysely } from 'kysely';
import { applyAppConfig } from '../app-config/apply-app-config.ts';
import type { AppConfig } from '../app-config/schema.ts';
import { migrateToLatest } from '../db/migrations/index.ts';
import { oneInstanceAtATime } from '../db/one-instance-at-a-time.ts';
import type { Database } from '../db/schema.ts';
import { seedDemoCommentsIfMissing } from './seed/comments.ts';
import { seedDemoSecretKeyIfMissing } from './seed/demo-secret-key.ts';
import { seedIfEmpty } from './seed/index.ts';
import { seedMembershipIfMissing, seedSecureContentIfMissing } from './seed/membership.ts';
import { seedDemoOwnerIfMissing, seedFirstOwner } from './seed/owners.ts';

export interface PrepareOptions {
  /** The demo accounts, their data and the demo app: development only, since their passwords are public. */
  seedDemo: boolean;
  /** The operator's app configuration, applied on every start. */
  appConfig?: AppConfig;
  /**
   * The membership secret, which seals the development owner's authenticator secret; without it
   * (a bare database prepared by a test) the development owner is not seeded.
   */
  secret?: Buffer;
  now?: Date;
}

export async function prepareDatabase(
  db: Kysely<Database>,
  { seedDemo, appConfig, secret, now = new Date() }: PrepareOptions,
): Promise<void> {
  await oneInstanceAtATime(db, async (connection) => {
    await migrateToLatest(connection);
    if (seedDemo) {
      await seedIfEmpty(connection, now);
      await seedMembershipIfMissing(connection, now);
      await seedSecureContentIfMissing(connection);
      await seedDemoSecretKeyIfMissing(connection, now);
      if (secret) await seedDemoOwnerIfMissing(connection, secret, now);
      await seedDemoCommentsIfMissing(connection);
    }
    if (appConfig) {
      await applyAppConfig(connection, appConfig, now);
      await seedFirstOwner(connection, appConfig.app.id, appConfig.owner.email, now);
    }
  });
}
