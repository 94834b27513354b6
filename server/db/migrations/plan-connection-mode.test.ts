// 0023: every plan connection carries its member's mode, filled by the database: for connections
// made before it, for each one inserted since (whoever inserts it), and when a member's mode is set later.
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countMembers } from '../queries/membership/member-list.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { createMember, SEEDED_APP_ID } from '../../membership/testing/members.ts';
import { migrateToLatest, migrationProvider } from './index.ts';

const PLAN = 'pln_chainforge_community';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const connect = (memberId: string, id: string) =>
  server.db
    .insertInto('ms_plan_connections')
    .values({
      id,
      member_id: memberId,
      plan_id: PLAN,
      price_id: null,
      type: 'FREE',
      status: 'ACTIVE',
      active: 1,
      created_at: new Date().toISOString(),
      last_billing_at: null,
      next_billing_at: null,
      cancel_at: null,
    })
    .execute();

const modeOf = async (id: string) =>
  (
    await server.db
      .selectFrom('ms_plan_connections')
      .select('member_mode')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).member_mode;

const holders = (mode: 'test' | 'live', appId = SEEDED_APP_ID) =>
  countMembers(server.db, { appId, mode, planId: PLAN });

describe('0023-plan-connection-mode', () => {
  it("fills the connections made before it with their member's mode", async () => {
    const before = await server.db.selectFrom('ms_plan_connections').select(['id', 'member_id']).execute();
    expect(before.length).toBeGreaterThan(0);
    await new Migrator({ db: server.db, provider: migrationProvider }).migrateTo('0022-member-list-verified');
    await migrateToLatest(server.db);
    const after = await server.db
      .selectFrom('ms_plan_connections as c')
      .innerJoin('members as m', 'm.id', 'c.member_id')
      .select(['c.member_mode', 'm.mode'])
      .execute();
    expect(after.length).toBe(before.length);
    for (const row of after) expect(row.member_mode).toBe(row.mode);
  });

  it('gives each new connection its member’s mode, and follows a member whose mode is set later', async () => {
    const testHolders = await holders('test');
    const { id } = await createMember(server);
    await connect(id, 'con_mode_trigger');
    expect(await modeOf('con_mode_trigger')).toBe('test');
    expect(await holders('test')).toBe(testHolders + 1);

    await sql`update members set mode = 'live' where id = ${id}`.execute(server.db);
    expect(await modeOf('con_mode_trigger')).toBe('live');
    expect(await holders('test')).toBe(testHolders);
    expect(await holders('live')).toBe(1);
    // A plan is counted only for its own app.
    expect(await holders('live', 'app_someone_else')).toBe(0);
  });
});
