// The console's members: an owner's session lists, exports and changes the members of their own
// app, and nothing else opens these endpoints.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditEvents } from '../../db/queries/audit-events.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { createManyMembers, DEMO_SECRET_KEY } from '../testing/admin.ts';
import { memberToken, msFetch, SEEDED, TEST_KEY } from '../testing/client.ts';
import { consoleFetch, DEMO_OWNER, expectStatus, signInOwner } from '../testing/console.ts';
import { latestMail } from '../testing/mailbox.ts';
import { createMember } from '../testing/members.ts';

const FREE_PLAN = 'pln_chainforge_community';
/** The free plan the seeded demo member holds. */
const HELD_PLAN = 'pln_chainforge_starter';

let server: TestServer;
let session: string;
let live: string[];

beforeAll(async () => {
  server = await startTestServer();
  session = await signInOwner(server);
  live = await createManyMembers(server, { count: 7, mode: 'live', prefix: 'console' });
}, 60_000);
afterAll(() => server.close());

const get = (path: string) => consoleFetch(server, path, { session });
const post = (path: string, body: unknown = {}) => consoleFetch(server, path, { session, body });

async function demoMemberId(): Promise<string> {
  const page = expectStatus(await get(`/members?mode=test&search=${SEEDED.demo.email}`), 200);
  return page.json.data.members[0].id;
}

describe('GET /members', () => {
  it('pages the chosen mode with a cursor, newest first unless asked', async () => {
    const first = expectStatus(await get('/members?mode=live&first=3'), 200).json.data;
    expect(first.totalCount).toBe(7);
    expect(first.members.map((member: { id: string }) => member.id)).toEqual(live.slice(-3).reverse());
    expect(first.hasNextPage).toBe(true);
    const next = expectStatus(await get(`/members?mode=live&first=3&after=${first.endCursor}`), 200).json.data;
    expect(next.members.map((member: { id: string }) => member.id)).toEqual(live.slice(1, 4).reverse());
    const oldest = expectStatus(await get('/members?mode=live&first=2&order=ASC'), 200).json.data;
    expect(oldest.members.map((member: { id: string }) => member.id)).toEqual(live.slice(0, 2));
  });

  it('is live unless the test mode is asked for', async () => {
    expect(expectStatus(await get('/members'), 200).json.data.totalCount).toBe(7);
    const test = expectStatus(await get('/members?mode=test'), 200).json.data;
    expect(test.members.map((member: { auth: { email: string } }) => member.auth.email)).toContain(SEEDED.demo.email);
  });

  it('searches by email or id, and filters by plan, verified and the days created', async () => {
    const demo = await demoMemberId();
    expect((await get(`/members?mode=test&search=${demo}`)).json.data.members[0].auth.email).toBe(SEEDED.demo.email);
    expect((await get('/members?mode=live&search=CONSOLE-000')).json.data.totalCount).toBe(7);
    const holders = (await get(`/members?mode=test&planId=${HELD_PLAN}`)).json.data.members;
    expect(holders.length).toBeGreaterThan(0);
    for (const member of holders) {
      expect(member.planConnections.map((connection: { planId: string }) => connection.planId)).toContain(HELD_PLAN);
    }

    await server.db.updateTable('members').set({ verified: 0 }).where('id', '=', live[2]!).execute();
    const unverified = (await get('/members?mode=live&verified=false')).json.data;
    expect(unverified.members.map((member: { id: string }) => member.id)).toEqual([live[2]]);
    expect((await get('/members?mode=live&verified=true')).json.data.totalCount).toBe(6);

    await server.db
      .updateTable('members')
      .set({ created_at: '2020-03-04T23:59:59.000Z' })
      .where('id', '=', live[0]!)
      .execute();
    const day = (await get('/members?mode=live&createdFrom=2020-03-04&createdTo=2020-03-04')).json.data;
    expect(day.members.map((member: { id: string }) => member.id)).toEqual([live[0]]);
    expect((await get('/members?mode=live&createdTo=2020-03-03')).json.data.totalCount).toBe(0);
    expect((await get('/members?mode=live&createdFrom=2020-03-05')).json.data.totalCount).toBe(6);
  });

  it('refuses a control character in a search or plan id (422) and finds no one for a stray one, never a 500', async () => {
    for (const query of [
      'search=%00',
      'search=a%00b',
      'planId=pln_%00',
      'search=%E2%80%AE%F0%9F%98%80',
      'search=mem_%00',
    ]) {
      const answer = await get(`/members?mode=test&${query}`);
      expect([200, 422], query).toContain(answer.status);
      if (answer.status === 200) expect(answer.json.data.totalCount, query).toBe(0);
      const file = await get(`/members/export.csv?mode=test&${query}`);
      expect([200, 422], query).toContain(file.status);
    }
  });

  it('refuses a bad query with 422, never a 500', async () => {
    for (const query of [
      'mode=sandbox',
      'first=0',
      'first=101',
      'after=-1',
      'order=NEWEST',
      'verified=yes',
      'createdFrom=2026-02-30',
      'createdTo=yesterday',
      'search=',
    ]) {
      const answer = await get(`/members?${query}`);
      expect(answer.status, query).toBe(422);
      expect(answer.json.error.code, query).toBe('validation-failed');
    }
  });
});

describe('GET /members/:id', () => {
  it("answers the member with their plans, teams, providers, live sessions and the app's fields", async () => {
    const token = await memberToken(server, 'demo');
    expect(token).toBeTruthy();
    const detail = expectStatus(await get(`/members/${await demoMemberId()}`), 200).json.data;
    expect(detail.mode).toBe('test');
    expect(detail.member.auth.email).toBe(SEEDED.demo.email);
    expect(detail.member.planConnections.length).toBeGreaterThan(0);
    expect(detail.member.planConnections[0]).toHaveProperty('planName');
    expect(detail.member.teams.ownedTeams[0].name).toBe('Acme Logistics');
    expect(detail.sessions.length).toBeGreaterThan(0);
    expect(detail.sessions[0]).toEqual({
      id: expect.stringMatching(/^ses_/),
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    expect(detail.customFields.map((field: { key: string }) => field.key)).toContain('first-name');
  });

  it('is 404 for an id of nobody, and for a path that is no id (a NUL byte, 3,000 characters), never a 500', async () => {
    expect((await get('/members/mem_nobody')).json.error.code).toBe('member-not-found');
    for (const id of ['mem_%00x', 'x'.repeat(3000), '%E2%80%AE']) {
      expect((await get(`/members/${id}`)).status, id.slice(0, 20)).toBe(404);
      const act = await post(`/members/${id}/verify-email`);
      expect(act.status, id.slice(0, 20)).toBe(404);
    }
  });
});

describe("an owner's changes to a member", () => {
  it('signs a member out everywhere: their sessions and API tokens are refused at once, and it is audited', async () => {
    const member = await createMember(server);
    const apiToken = await server.issueToken(member.email);
    expect((await msFetch(server, '/member', { token: member.token })).status).toBe(200);
    const ended = expectStatus(await post(`/members/${member.id}/sign-out-everywhere`), 200).json.data;
    expect(ended.sessionsEnded).toBe(1);
    expect((await msFetch(server, '/member', { token: member.token })).status).toBe(401);
    const api = await fetch(`${server.url}/api/account-balance`, { headers: { Authorization: `Bearer ${apiToken}` } });
    expect(api.status).toBe(401);
    const [event] = await listAuditEvents(server.db, { targetId: member.id, limit: 1 });
    expect(event).toMatchObject({
      actor_type: 'owner',
      actor_id: DEMO_OWNER.id,
      action: 'members.sign-out-everywhere',
      status: 200,
    });
  });

  it('verifies an email and mails a reset code to the member, never to the owner', async () => {
    const member = await createMember(server);
    await server.db.updateTable('members').set({ verified: 0 }).where('id', '=', member.id).execute();
    const verified = expectStatus(await post(`/members/${member.id}/verify-email`), 200).json.data;
    expect(verified.member.verified).toBe(true);
    const sent = expectStatus(await post(`/members/${member.id}/send-reset-code`), 200).json.data;
    expect(sent).toEqual({ sent: true });
    expect((await latestMail(server, member.email)).text).toMatch(/\b\d{6}\b/);
    expect(JSON.stringify(sent)).not.toMatch(/\d{6}/);
  });

  it('adds and removes a free plan, and refuses a paid one', async () => {
    const member = await createMember(server);
    const added = expectStatus(await post(`/members/${member.id}/add-plan`, { planId: FREE_PLAN }), 200).json.data;
    expect(added.member.planConnections.map((connection: { planId: string }) => connection.planId)).toEqual([
      FREE_PLAN,
    ]);
    const removed = expectStatus(await post(`/members/${member.id}/remove-plan`, { planId: FREE_PLAN }), 200).json.data;
    expect(removed.member.planConnections).toEqual([]);
    const plans = expectStatus(await get('/plans'), 200).json.data as { id: string; free: boolean }[];
    const paid = plans.find((plan) => !plan.free);
    expect(paid).toBeDefined();
    expect((await post(`/members/${member.id}/add-plan`, { planId: paid?.id })).json.error.code).toBe('plan-not-free');
    expect((await post(`/members/${member.id}/add-plan`, {})).status).toBe(422);
  });

  it('deletes a member only when their email is typed again', async () => {
    const member = await createMember(server);
    const wrong = await consoleFetch(server, `/members/${member.id}`, {
      session,
      method: 'DELETE',
      body: { confirmEmail: 'someone@example.com' },
    });
    expect(wrong.status).toBe(422);
    expect((await get(`/members/${member.id}`)).status).toBe(200);
    const right = await consoleFetch(server, `/members/${member.id}`, {
      session,
      method: 'DELETE',
      body: { confirmEmail: member.email.toUpperCase() },
    });
    expect(expectStatus(right, 200).json.data).toEqual({ id: member.id, deleted: true });
    expect((await get(`/members/${member.id}`)).status).toBe(404);
    expect((await msFetch(server, '/member', { token: member.token })).status).toBe(401);
  });
});

describe('GET /members/export.csv', () => {
  it("streams the filtered list as CSV in Memberstack's columns, one per custom field after them", async () => {
    const answer = await fetch(`${server.url}/membership/console/members/export.csv?mode=live&order=ASC`, {
      headers: { Cookie: `cf_console=${session}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="members-live-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await answer.arrayBuffer());
    // A byte order mark first (Excel then reads UTF-8); decoding drops it.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Member ID,Email,Verified,Created At,Last Login,Free Plans,Plans,Stripe Customer ID,Login Redirect,JSON,Metadata,first-name,last-name,crm-id',
    );
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(live);
    const filtered = await fetch(`${server.url}/membership/console/members/export.csv?mode=live&verified=false`, {
      headers: { Cookie: `cf_console=${session}` },
    });
    expect((await filtered.text()).trimEnd().split('\r\n')).toHaveLength(2);
    const [event] = await listAuditEvents(server.db, { actor: { type: 'owner', id: DEMO_OWNER.id }, limit: 1 });
    expect(event).toMatchObject({ action: 'members.export', status: 200 });
    expect(JSON.parse(event?.detail ?? '{}')).toEqual({ mode: 'live', filters: ['verified'] });
  });
});

describe('who the members endpoints answer', () => {
  it('nothing but an owner session: a member token, a public or secret key get 401', async () => {
    const token = await memberToken(server, 'demo');
    const id = await demoMemberId();
    const tries: Record<string, string>[] = [
      {},
      { Authorization: `Bearer ${token}` },
      { 'X-API-Key': TEST_KEY },
      { 'X-API-Key': DEMO_SECRET_KEY },
      { Authorization: `Bearer ${token}`, 'X-API-Key': TEST_KEY },
    ];
    for (const headers of tries) {
      for (const path of ['/members?mode=test', `/members/${id}`, '/members/export.csv', '/plans']) {
        const answer = await consoleFetch(server, path, { headers });
        expect(answer.status, `${path} ${JSON.stringify(headers)}`).toBe(401);
        expect(answer.json.error.code).toBe('owner-sign-in-required');
      }
      const change = await consoleFetch(server, `/members/${id}/sign-out-everywhere`, { headers, body: {} });
      expect(change.status).toBe(401);
    }
  });

  it('refuses another origin and a change without one; answers are never framed', async () => {
    const id = await demoMemberId();
    const foreign = await consoleFetch(server, '/members', { session, origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.json.error.code).toBe('console-origin-refused');
    const noOrigin = await consoleFetch(server, `/members/${id}/verify-email`, { session, origin: null, body: {} });
    expect(noOrigin.status).toBe(403);
    const answer = await get('/members');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("reaches only the owner's own app: another app's member is a 404", async () => {
    const other = await createMember(server);
    await server.db.updateTable('members').set({ app_id: null }).where('id', '=', other.id).execute();
    expect((await get(`/members/${other.id}`)).status).toBe(404);
    expect((await post(`/members/${other.id}/sign-out-everywhere`)).status).toBe(404);
  });
});

describe("an owner's limit", () => {
  it('refuses reads and acts past the per-owner limit with 429 and Retry-After, and records the refused act', async () => {
    const limited = await startTestServer({ membership: { rateLimits: { consolePerOwner: { limit: 4 } } } });
    try {
      const owner = await signInOwner(limited);
      const member = (
        await limited.db
          .selectFrom('members')
          .select('id')
          .where('email', '=', SEEDED.viewer.email)
          .executeTakeFirstOrThrow()
      ).id;
      for (let i = 0; i < 3; i++)
        expectStatus(await consoleFetch(limited, '/members?mode=test', { session: owner }), 200);
      expectStatus(await consoleFetch(limited, `/members/${member}/verify-email`, { session: owner, body: {} }), 200);
      const refused = await consoleFetch(limited, `/members/${member}/send-reset-code`, { session: owner, body: {} });
      expect(refused.status).toBe(429);
      expect(refused.json.error.code).toBe('too-many-requests');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await consoleFetch(limited, '/members?mode=test', { session: owner })).status).toBe(429);
      const [event] = await listAuditEvents(limited.db, { actor: { type: 'owner', id: DEMO_OWNER.id }, limit: 1 });
      expect(event).toMatchObject({ action: 'members.send-reset-code', status: 429 });
    } finally {
      await limited.close();
    }
  }, 30_000);
});
