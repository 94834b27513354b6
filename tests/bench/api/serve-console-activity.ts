// The product server on a fresh SQLite (or, given `postgres`, PostgreSQL) database with 100,000
// test-mode members of the demo app for the console activity benchmark: joined over 120 days,
// one in 3 signed in lately, one in 10 on a free plan and about one in 12 paying (monthly, yearly,
// trialing, past due). Prints its base URL and a signed-in owner's console session token.
import { type Insertable, type Kysely, sql } from 'kysely';
import { findOwnerByEmail } from '../../../server/db/queries/membership/owners';
import type { Database, MembersTable } from '../../../server/db/schema';
import type { MsPlanConnectionsTable, MsSessionsTable } from '../../../server/db/schema-membership';
import { DEMO_OWNER } from '../../../server/startup/seed/owners';
import { startOwnerSession } from '../../../server/membership/console/owner-sessions';
import { startTestServer } from '../../../server/testing/test-server';
import { ACTIVITY_BENCH } from '../console-activity-data';

const { MEMBERS, APP_ID, JOINED_OVER_DAYS, SIGNED_IN_EVERY, FREE_PLAN, PAID_PLAN, MONTHLY_PRICE, YEARLY_PRICE } =
  ACTIVITY_BENCH;
// Each row binds about 12 values: 800 rows stay well below SQLite's 32,766 parameters a statement.
const BATCH = 800;
const DAY = 86_400_000;

const pad = (i: number) => String(i).padStart(6, '0');

function connection(i: number, at: string): Insertable<MsPlanConnectionsTable> | undefined {
  const base = { id: `con_act${pad(i)}`, member_id: `mem_act${pad(i)}`, created_at: at };
  const paid = { type: 'SUBSCRIPTION' as const, plan_id: PAID_PLAN, stripe_subscription_id: `sub_act${pad(i)}` };
  const none = { last_billing_at: null, next_billing_at: null, cancel_at: null };
  if (i % 10 === 3)
    return { ...base, ...none, plan_id: FREE_PLAN, price_id: null, type: 'FREE', status: 'ACTIVE', active: 1 };
  if (i % 20 === 5) return { ...base, ...none, ...paid, price_id: MONTHLY_PRICE, status: 'ACTIVE', active: 1 };
  if (i % 50 === 9) return { ...base, ...none, ...paid, price_id: YEARLY_PRICE, status: 'TRIALING', active: 1 };
  if (i % 200 === 11) return { ...base, ...none, ...paid, price_id: MONTHLY_PRICE, status: 'PAST_DUE', active: 1 };
  if (i % 200 === 13) return { ...base, ...none, ...paid, price_id: MONTHLY_PRICE, status: 'CANCELED', active: 0 };
  return undefined;
}

async function seed(db: Kysely<Database>): Promise<void> {
  const now = Date.now();
  const step = (JOINED_OVER_DAYS * DAY) / MEMBERS;
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < MEMBERS; start += BATCH) {
      const members: Insertable<MembersTable>[] = [];
      const sessions: Insertable<MsSessionsTable>[] = [];
      const connections: Insertable<MsPlanConnectionsTable>[] = [];
      for (let i = start; i < Math.min(start + BATCH, MEMBERS); i++) {
        const id = `mem_act${pad(i)}`;
        const at = new Date(now - JOINED_OVER_DAYS * DAY + i * step).toISOString();
        const signedIn =
          i % SIGNED_IN_EVERY === 0 ? Math.max(Date.parse(at), now - ((i * 7919) % 45) * DAY - 3_600_000) : null;
        members.push({
          id,
          email: `activity-${pad(i)}@example.com`,
          created_at: at,
          app_id: APP_ID,
          mode: 'test',
          last_sign_in_at: signedIn === null ? null : new Date(signedIn).toISOString(),
        });
        if (signedIn !== null) {
          sessions.push({
            id: `ses_act${pad(i)}`,
            member_id: id,
            token_hash: `bench-${pad(i)}`,
            created_at: new Date(signedIn).toISOString(),
            expires_at: new Date(signedIn + 7 * DAY).toISOString(),
            revoked_at: null,
          });
        }
        const held = connection(i, at);
        if (held) connections.push(held);
      }
      await trx.insertInto('members').values(members).execute();
      if (sessions.length > 0) await trx.insertInto('ms_sessions').values(sessions).execute();
      if (connections.length > 0) await trx.insertInto('ms_plan_connections').values(connections).execute();
    }
  });
}

// `postgres`: a fresh database on DATABASE_URL's server (default the local one); otherwise SQLite.
const onPostgres = process.argv[2] === 'postgres';
if (onPostgres) process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
else delete process.env.DATABASE_URL;
const server = await startTestServer({ membership: { rateLimits: { consolePerOwner: { limit: 1_000_000_000 } } } });
await seed(server.db);
// What autovacuum does soon after a bulk load: the planner's statistics and the visibility map.
if (onPostgres) await sql`vacuum analyze`.execute(server.db);
const owner = await findOwnerByEmail(server.db, APP_ID, DEMO_OWNER.email);
if (!owner) throw new Error('The development owner is not seeded');
const origin = new URL(server.url).origin;
const { token } = await startOwnerSession(server.db, owner, 'active', { origin, ip: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ url: server.url, token })}\n`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
