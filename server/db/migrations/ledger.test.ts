import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { migrateToLatest, migrationProvider } from './index.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function ledger() {
  const balances = await server.db
    .selectFrom('accounts')
    .select(['member_id', 'balance_cents'])
    .orderBy('member_id')
    .execute();
  const months = await server.db
    .selectFrom('monthly_spend')
    .selectAll()
    .orderBy('member_id')
    .orderBy('month')
    .execute();
  return { balances, months };
}

describe('0002-ledger', () => {
  it('backfills from the transactions what recording them one by one kept', async () => {
    // The seed recorded every transaction through the ledger; going down and up again rebuilds
    // the totals from history, as the upgrade of an existing database does.
    const recorded = await ledger();
    expect(recorded.months.length).toBeGreaterThan(0);
    const down = await new Migrator({ db: server.db, provider: migrationProvider }).migrateTo('0001-foundation');
    expect(down.error).toBeUndefined();
    await migrateToLatest(server.db);
    expect(await ledger()).toEqual(recorded);
  });
});
