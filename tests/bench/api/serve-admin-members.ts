// The product server on a fresh SQLite (or, given `postgres`, PostgreSQL) database with 100,000
// test-mode members of the demo app, for the admin member list benchmark: prints its base URL once
// they are in, and the secret key to ask with. The admin API's per-key limit is out of the way.
import { type Insertable, type Kysely, sql } from 'kysely';
import type { Database, MembersTable } from '../../../server/db/schema';
import type { MsPlanConnectionsTable } from '../../../server/db/schema-membership';
import { startTestServer } from '../../../server/testing/test-server';
import { ADMIN_BENCH } from '../admin-member-list-data';

const { MEMBERS, APP_ID, KEY, COMMON_PLAN, RARE_PLAN, UNVERIFIED_EVERY } = ADMIN_BENCH;
// Each row binds about 12 values: 800 rows stay well below SQLite's 32,766 parameters a statement.
const BATCH = 800;

const pad = (i: number) => String(i).padStart(6, '0');

/** 100,000 test-mode members, in bulk inserts of one transaction (the one member creation would take minutes). */
async function seedMembers(db: Kysely<Database>): Promise<void> {
  const createdAt = Date.parse('2025-01-01T00:00:00Z');
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < MEMBERS; start += BATCH) {
      const members: Insertable<MembersTable>[] = [];
      const accounts: Insertable<Database['accounts']>[] = [];
      const connections: Insertable<MsPlanConnectionsTable>[] = [];
      for (let i = start; i < Math.min(start + BATCH, MEMBERS); i++) {
        const id = `mem_bench${pad(i)}`;
        const at = new Date(createdAt + i * 60_000).toISOString();
        members.push({
          id,
          email: `bench-${pad(i)}@example.com`,
          created_at: at,
          app_id: APP_ID,
          mode: 'test',
          password_hash: null,
          verified: i % UNVERIFIED_EVERY === 11 ? 0 : 1,
          custom_fields: '{"first-name":"Bench"}',
          profile_image: null,
          stripe_customer_id: null,
        });
        accounts.push({ member_id: id, purchased_tokens: 0, insights: '' });
        const plan = i % 1000 === 7 ? RARE_PLAN : i % 10 === 3 ? COMMON_PLAN : undefined;
        if (plan) {
          connections.push({
            id: `con_bench${pad(i)}`,
            member_id: id,
            plan_id: plan,
            price_id: null,
            type: 'FREE',
            status: 'ACTIVE',
            active: 1,
            created_at: at,
            last_billing_at: null,
            next_billing_at: null,
            cancel_at: null,
          });
        }
      }
      await trx.insertInto('members').values(members).execute();
      await trx.insertInto('accounts').values(accounts).execute();
      if (connections.length > 0) await trx.insertInto('ms_plan_connections').values(connections).execute();
    }
  });
}

// `postgres`: a fresh database on DATABASE_URL's server (default the local one); otherwise SQLite.
const onPostgres = process.argv[2] === 'postgres';
if (onPostgres) process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
else delete process.env.DATABASE_URL;
const server = await startTestServer({ membership: { rateLimits: { adminPerKey: { limit: 1_000_000_000 } } } });
await seedMembers(server.db);
// What autovacuum does soon after a bulk load: the planner's statistics and the visibility map
// (which lets a count read the index alone).
if (onPostgres) await sql`vacuum analyze`.execute(server.db);
process.stdout.write(`${JSON.stringify({ url: server.url, token: KEY })}\n`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
