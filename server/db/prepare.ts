import type { Kysely } from 'kysely';
import { migrateToLatest } from './migrations/index.ts';
import type { Database } from './schema.ts';
import { seedIfEmpty } from './seed/index.ts';
import { seedMembershipIfMissing, seedSecureContentIfMissing } from './seed/membership.ts';

export async function prepareDatabase(db: Kysely<Database>, now = new Date()): Promise<void> {
  await migrateToLatest(db);
  await seedIfEmpty(db, now);
  await seedMembershipIfMissing(db, now);
  await seedSecureContentIfMissing(db);
}
