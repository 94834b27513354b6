// The member list's own filters (search by email prefix or id, a plan), through the cursor, on
// both ways a plan's members are read: from its connections (few holders) and by walking members.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMemberPage, type MemberFilter } from '../../db/queries/membership/member-list.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { addFreePlan } from '../members/free-plans.ts';
import { adminBaseUrl, createManyMembers, newSecretKey } from '../testing/admin.ts';
import { SEEDED_APP_ID } from '../testing/members.ts';

const PLAN = 'pln_chainforge_community';

let server: TestServer;
let key: string;
let ids: string[];
let holders: string[];

beforeAll(async () => {
  server = await startTestServer();
  key = (await newSecretKey(server, 'live')).key;
  ids = await createManyMembers(server, { count: 300, mode: 'live', prefix: 'filter' });
  holders = ids.filter((_, index) => index % 7 === 0);
  for (const id of holders) await addFreePlan(server.db, SEEDED_APP_ID, id, PLAN);
}, 60_000);
afterAll(() => server.close());

/** Every page of a list through the cursor, as the SDK's users walk it. */
async function walk(query: string, pageSize = 20) {
  const seen: string[] = [];
  const totals = new Set<number>();
  let after: number | undefined;
  do {
    const separator = query ? '&' : '';
    const url = `${adminBaseUrl(server)}members?${query}${separator}first=${pageSize}${after ? `&after=${after}` : ''}`;
    const response = await fetch(url, { headers: { 'X-API-Key': key } });
    expect(response.status).toBe(200);
    const page = await response.json();
    seen.push(...page.data.map((member: { id: string }) => member.id));
    totals.add(page.totalCount);
    after = page.hasNextPage ? page.endCursor : undefined;
  } while (after !== undefined);
  return { seen, totals: [...totals] };
}

describe('GET /membership/admin/members filters', () => {
  it('search: the beginning of an email, any case, paged', async () => {
    const { seen, totals } = await walk('search=Filter-00');
    expect(seen).toEqual(ids.slice(0, 99));
    expect(totals).toEqual([99]);
    expect((await walk('search=filter-0123@example.com')).seen).toEqual([ids[122]]);
    expect((await walk('search=nobody')).seen).toEqual([]);
    // Wildcards of LIKE are plain characters here.
    expect((await walk('search=filter_00')).seen).toEqual([]);
    expect((await walk('search=filter%25')).seen).toEqual([]);
  });

  it('search: a member id', async () => {
    expect((await walk(`search=${ids[5]}`)).seen).toEqual([ids[5]]);
  });

  it("planId: the plan's active holders, in order, paged, with their count", async () => {
    const { seen, totals } = await walk(`planId=${PLAN}`, 7);
    expect(seen).toEqual(holders);
    expect(totals).toEqual([holders.length]);
    expect((await walk('planId=pln_chainforge_voice_demo')).seen).toEqual([]);
    expect((await walk('planId=pln_nope')).seen).toEqual([]);
  });

  it('planId and search together', async () => {
    expect((await walk(`planId=${PLAN}&search=filter-01`)).seen).toEqual(
      holders.filter((id) => ids.indexOf(id) >= 99 && ids.indexOf(id) < 199),
    );
  });

  it('reads a common plan by walking the members, with the same answers', async () => {
    const filter: MemberFilter = { appId: SEEDED_APP_ID, mode: 'live', planId: PLAN };
    for (const order of ['ASC', 'DESC'] as const) {
      const seen: string[] = [];
      let after: number | undefined;
      for (;;) {
        const page = await listMemberPage(server.db, { filter, after, order, limit: 9 }, { fewHolders: 0 });
        expect(page.totalCount).toBe(holders.length);
        seen.push(...page.rows.map((row) => row.id));
        if (!page.hasNextPage) break;
        after = page.rows.at(-1)?.seq;
      }
      expect(seen).toEqual(order === 'ASC' ? holders : [...holders].reverse());
    }
  });
});

describe('GET /membership/admin/members: verified and the days created', () => {
  it('keeps the members of a verified state and of a range of days (both included, UTC), through the cursor', async () => {
    const unverified = [ids[3]!, ids[150]!, ids[299]!];
    await server.db.updateTable('members').set({ verified: 0 }).where('id', 'in', unverified).execute();
    expect((await walk('verified=false', 2)).seen).toEqual(unverified);
    expect((await walk('verified=true')).totals).toEqual([ids.length - 3]);

    const early = ids.slice(10, 14);
    await server.db
      .updateTable('members')
      .set({ created_at: '2021-06-01T00:00:00.000Z' })
      .where('id', 'in', early)
      .execute();
    await server.db
      .updateTable('members')
      .set({ created_at: '2021-06-02T23:59:59.999Z' })
      .where('id', '=', ids[20]!)
      .execute();
    expect((await walk('createdFrom=2021-06-01&createdTo=2021-06-01')).seen).toEqual(early);
    expect((await walk('createdFrom=2021-06-01&createdTo=2021-06-02', 3)).seen).toEqual([...early, ids[20]]);
    expect((await walk('createdTo=2021-05-31')).seen).toEqual([]);
    expect((await walk(`createdTo=2021-06-02&verified=false&planId=${PLAN}`)).seen).toEqual([]);
  });

  it('refuses a day that is not one, and a verified that is not true or false', async () => {
    for (const query of ['createdFrom=2021-02-29', 'createdTo=06/01/2021', 'verified=1']) {
      const response = await fetch(`${adminBaseUrl(server)}members?${query}`, { headers: { 'X-API-Key': key } });
      expect(response.status, query).toBe(422);
    }
  });
});
