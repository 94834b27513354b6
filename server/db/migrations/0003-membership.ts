import type { Kysely, Migration } from 'kysely';
import { createAppTables, dropAppTables } from './0003-membership-apps.ts';
import { createMemberTables, dropMemberTables, extendMembers, restoreMembers } from './0003-membership-members.ts';

// Frozen like every migration (see 0001). The membership service (issue 3): apps and what they
// offer, and the product's members extended into membership members, so that one row is both the
// membership identity and the product account that single sign-on maps it to.
// Booleans are integer 0/1 and JSON is text, so both engines store and answer them alike; money
// is integer cents; instants are ISO-8601 UTC text, as everywhere else (see schema.ts).
type Db = Kysely<any>;

async function up(db: Db): Promise<void> {
  await createAppTables(db);
  await extendMembers(db);
  await createMemberTables(db);
}

async function down(db: Db): Promise<void> {
  await dropMemberTables(db);
  await restoreMembers(db);
  await dropAppTables(db);
}

export const membership: Migration = { up, down };
