import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { applyAppConfig } from '../app-config/apply-app-config.ts';
import type { AppConfig } from '../app-config/schema.ts';
import { migrateToLatest } from './migrations/index.ts';
import type { Database } from './schema.ts';
import { seedDemoCommentsIfMissing } from './seed/comments.ts';
import { seedDemoSecretKeyIfMissing } from './seed/demo-secret-key.ts';
import { seedIfEmpty } from './seed/index.ts';
import { seedMembershipIfMissing, seedSecureContentIfMissing } from './seed/membership.ts';
import { seedDemoOwnerIfMissing, seedFirstOwner } from './seed/owners.ts';

/** Any fixed number: the PostgreSQL advisory lock instances take while one prepares the database. */
const PREPARE_LOCK = 4_173_001;

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

/**
 * Instances that start together on one PostgreSQL database take turns: the first migrates and
 * seeds, the others then find it done, instead of seeding an empty database twice. SQLite is one
 * process's file, and its writes are serialised anyway.
 */
async function oneInstanceAtATime(
  db: Kysely<Database>,
  work: (connection: Kysely<Database>) => Promise<void>,
): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return work(db);
  await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${PREPARE_LOCK})`.execute(connection);
    try {
      await work(connection);
    } finally {
      await sql`select pg_advisory_unlock(${PREPARE_LOCK})`.execute(connection);
    }
  });
}
