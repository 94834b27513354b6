// The audit log over HTTP: filtered by actor, action, target and days, paged newest first through
// a cursor that visits each event once, exported as CSV (the export itself recorded); bad queries 4xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAuditEvent } from '../../db/queries/audit-events.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { DEMO_SECRET_KEY } from '../testing/admin.ts';
import { memberToken, TEST_KEY } from '../testing/client.ts';
import { consoleFetch, DEMO_OWNER, expectStatus, signInOwner } from '../testing/console.ts';
import { SEEDED_APP_ID } from '../testing/members.ts';

let server: TestServer;
let session: string;
let keyId: string;

/** Events of a day long ago, so the day filters can be told apart from today's acts. */
async function pastEvent(id: string, day: string, action: string, targetId: string | null) {
  await insertAuditEvent(server.db, {
    id,
    app_id: SEEDED_APP_ID,
    mode: 'test',
    actor_type: 'secret-key',
    actor_id: 'key_old',
    action,
    target_type: targetId === null ? null : 'member',
    target_id: targetId,
    status: 200,
    detail: JSON.stringify({ fields: ['email'] }),
    client_ip: '=cmd|calc',
    created_at: `${day}T10:00:00.000Z`,
  });
}

beforeAll(async () => {
  server = await startTestServer();
  session = await signInOwner(server);
  await pastEvent('aud_past_1', '2026-01-10', 'members.update', 'mem_one');
  await pastEvent('aud_past_2', '2026-01-11', 'members.list', null);
  await pastEvent('aud_past_3', '2026-01-12', 'members.update', 'mem_two');
  await insertAuditEvent(server.db, {
    id: 'aud_other_app',
    app_id: 'app_someone_else',
    mode: null,
    actor_type: 'owner',
    actor_id: 'own_other',
    action: 'members.delete',
    target_type: 'member',
    target_id: 'mem_one',
    status: 200,
    client_ip: '192.0.2.1',
    created_at: '2026-01-10T11:00:00.000Z',
  });
  const made = expectStatus(
    await consoleFetch(server, '/keys', { session, body: { name: 'Audit', mode: 'test' } }),
    201,
  );
  keyId = made.json.data.secretKey.id;
  expectStatus(await consoleFetch(server, `/keys/${keyId}`, { method: 'DELETE', session }), 200);
});
afterAll(() => server.close());

const page = (query: string) => consoleFetch(server, `/audit${query}`, { session });

describe('GET /audit', () => {
  it('lists the app’s events newest first with who acted, never another app’s', async () => {
    const { events, nextCursor } = expectStatus(await page(''), 200).json.data;
    expect(events[0]).toMatchObject({
      action: 'secret-keys.revoke',
      actor: { type: 'owner', id: DEMO_OWNER.id, label: DEMO_OWNER.email },
      target: { type: 'secret-key', id: keyId },
      status: 200,
      mode: null,
    });
    expect(events[1]).toMatchObject({ action: 'secret-keys.create', status: 201, detail: { mode: 'test' } });
    expect(events.map((event: { id: string }) => event.id)).not.toContain('aud_other_app');
    const times = events.map((event: { createdAt: string }) => event.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(nextCursor).toBeNull();
  });

  it('filters by action or area, actor, target and days (both included)', async () => {
    const ids = async (query: string) =>
      expectStatus(await page(query), 200).json.data.events.map((event: { id: string }) => event.id);
    const areas = expectStatus(await page('?action=secret-keys.'), 200).json.data.events;
    expect(areas.map((event: { action: string }) => event.action)).toEqual([
      'secret-keys.revoke',
      'secret-keys.create',
    ]);
    expect(await ids('?action=members.update')).toEqual(['aud_past_3', 'aud_past_1']);
    expect(await ids('?actorType=secret-key&actorId=key_old')).toEqual(['aud_past_3', 'aud_past_2', 'aud_past_1']);
    expect(await ids('?targetId=mem_one')).toEqual(['aud_past_1']);
    expect(await ids('?from=2026-01-11&to=2026-01-12')).toEqual(['aud_past_3', 'aud_past_2']);
    expect(await ids('?to=2026-01-10')).toEqual(['aud_past_1']);
    expect(await ids('?action=owners.two-step.enrol')).toEqual([]);
    expect(await ids('?action=console.')).not.toEqual([]);
    const owners = expectStatus(await page(`?actorType=owner&actorId=${DEMO_OWNER.id}`), 200).json.data.events;
    expect(owners.length).toBeGreaterThanOrEqual(2);
  });

  it('pages through a cursor: each event once, in order', async () => {
    const all = expectStatus(await page(''), 200).json.data.events.map((event: { id: string }) => event.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor === null ? '?first=2' : `?first=2&after=${encodeURIComponent(cursor)}`;
      const data: { events: { id: string }[]; nextCursor: string | null } = expectStatus(await page(query), 200).json
        .data;
      expect(data.events.length).toBeLessThanOrEqual(2);
      seen.push(...data.events.map((event) => event.id));
      cursor = data.nextCursor;
    } while (cursor !== null);
    expect(seen).toEqual(all);
  });

  it('refuses bad queries with a clean 4xx, never a 500', async () => {
    const cases: [string, number, string][] = [
      ['?first=0', 422, 'validation-failed'],
      ['?first=201', 422, 'validation-failed'],
      ['?first=ten', 422, 'validation-failed'],
      ['?actorType=member', 422, 'validation-failed'],
      ['?action=DROP%20TABLE', 422, 'validation-failed'],
      ['?action=members..list', 422, 'validation-failed'],
      [`?action=${'a'.repeat(101)}`, 422, 'validation-failed'],
      ['?from=2026-02-30', 422, 'validation-failed'],
      ['?from=yesterday', 422, 'validation-failed'],
      ['?from=2026-02-02&to=2026-02-01', 422, 'validation-failed'],
      ['?after=not-a-cursor', 400, 'invalid-audit-cursor'],
      [`?after=${Buffer.from('[1,2]').toString('base64url')}`, 400, 'invalid-audit-cursor'],
      [`?targetId=${'x'.repeat(201)}`, 422, 'validation-failed'],
    ];
    for (const [query, status, code] of cases) {
      const answer = await page(query);
      expect([query, answer.status, answer.json.error?.code]).toEqual([query, status, code]);
    }
  });
});

describe('GET /audit.csv', () => {
  it('streams every matching event as spreadsheet-safe CSV, and records the export', async () => {
    const answer = expectStatus(await consoleFetch(server, '/audit.csv?actorType=secret-key', { session }), 200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (answer.json as string).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Time,Actor Type,Actor ID,Actor,Action,Target Type,Target ID,Status,Mode,Client Address,Detail',
    );
    expect(lines.slice(1)).toEqual([
      `2026-01-12T10:00:00.000Z,secret-key,key_old,,members.update,member,mem_two,200,test,'=cmd|calc,"{""fields"":[""email""]}"`,
      `2026-01-11T10:00:00.000Z,secret-key,key_old,,members.list,,,200,test,'=cmd|calc,"{""fields"":[""email""]}"`,
      `2026-01-10T10:00:00.000Z,secret-key,key_old,,members.update,member,mem_one,200,test,'=cmd|calc,"{""fields"":[""email""]}"`,
    ]);
    const recorded = expectStatus(await page('?action=audit.export'), 200).json.data.events;
    expect(recorded[0]).toMatchObject({
      actor: { id: DEMO_OWNER.id },
      status: 200,
      detail: { filters: ['actorType'] },
    });
  });

  it('refuses bad filters before any file starts', async () => {
    const answer = await consoleFetch(server, '/audit.csv?to=2026-13-01', { session });
    expect([answer.status, answer.json.error.code]).toEqual([422, 'validation-failed']);
  });
});

describe('who may read it', () => {
  it('answers only a signed-in owner: no member token, public key or secret key', async () => {
    const token = await memberToken(server);
    const credentials: Record<string, string>[] = [
      {},
      { Authorization: `Bearer ${token}` },
      { 'X-API-Key': TEST_KEY },
      { 'X-API-Key': DEMO_SECRET_KEY },
    ];
    for (const headers of credentials) {
      for (const path of ['/audit', '/audit.csv']) {
        const answer = await consoleFetch(server, path, { headers });
        expect([path, answer.status, answer.json.error.code]).toEqual([path, 401, 'owner-sign-in-required']);
      }
    }
  });
});
