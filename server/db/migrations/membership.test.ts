import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, SEEDED } from '../../membership/testing/client.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { seedMembershipIfMissing, seedSecureContentIfMissing } from '../../startup/seed/membership.ts';
import { migrateToLatest, migrationProvider } from './index.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('0003-membership on an existing database', () => {
  it("upgrades in place: the product accounts become the demo app's test-mode members", async () => {
    const before = await server.db.selectFrom('transactions').select(['id', 'member_id']).orderBy('id').execute();
    const down = await new Migrator({ db: server.db, provider: migrationProvider }).migrateTo('0002-ledger');
    expect(down.error).toBeUndefined();
    // Back to a database from before the membership service, with its product data intact.
    const columns = await sql<{ n: number }>`select count(*) as n from members`.execute(server.db);
    expect(Number(columns.rows[0]?.n)).toBe(5);

    await migrateToLatest(server.db);
    expect(await seedMembershipIfMissing(server.db)).toBe(true);
    expect(await seedMembershipIfMissing(server.db)).toBe(false);

    const members = await server.db
      .selectFrom('members')
      .select(['email', 'app_id', 'mode'])
      .orderBy('email')
      .execute();
    expect(members.every((member) => member.app_id === 'app_chainforge_demo' && member.mode === 'test')).toBe(true);
    expect(await server.db.selectFrom('transactions').select(['id', 'member_id']).orderBy('id').execute()).toEqual(
      before,
    );
    const data = await login(server, SEEDED.demo.email, SEEDED.demo.password);
    expect(data.member.teams.ownedTeams).toHaveLength(1);
  });
});

describe('the seeded secure content on an existing database', () => {
  it('is added when missing, once, and leaves what is there alone', async () => {
    // As a database from before the seeded content has it: the groups and their items gone.
    await server.db
      .deleteFrom('ms_content_groups')
      .where('id', 'in', ['grp_chainforge_members', 'grp_chainforge_team_playbook'])
      .execute();
    expect(await server.db.selectFrom('ms_secure_content').select('key').execute()).toEqual([]);

    expect(await seedSecureContentIfMissing(server.db)).toBe(true);
    // A business's edit survives the next start's seed.
    await server.db
      .updateTable('ms_secure_content')
      .set({ content: 'edited by the business' })
      .where('key', '=', 'members-welcome')
      .execute();
    await seedSecureContentIfMissing(server.db);
    const items = await server.db.selectFrom('ms_secure_content').select(['key', 'content']).orderBy('key').execute();
    expect(items).toEqual([
      { key: 'members-welcome', content: 'edited by the business' },
      { key: 'team-playbook', content: expect.stringContaining('Team playbook') },
    ]);
    const plans = await server.db
      .selectFrom('ms_content_group_plans')
      .select('plan_id')
      .where('group_id', '=', 'grp_chainforge_team_playbook')
      .execute();
    expect(plans).toEqual([{ plan_id: 'pln_chainforge_team' }]);
  });
});
