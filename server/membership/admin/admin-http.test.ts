// The admin API over plain HTTP: no CORS, keys only there, bad input as clean 4xx, the per-key
// limit, and the audit every call leaves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditEvents } from '../../db/queries/audit-events.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { adminBaseUrl, adminSdk, DEMO_SECRET_KEY, newSecretKey, rejection } from '../testing/admin.ts';
import { memberToken, msFetch, TEST_KEY } from '../testing/client.ts';
import { createMember } from '../testing/members.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ membership: { rateLimits: { adminPerKey: { limit: 40 } } } });
});
afterAll(() => server.close());

/** A page of an allowed origin of the demo app, as a browser would send it. */
const PAGE_ORIGIN = 'http://127.0.0.1:5555';

async function admin(
  path: string,
  {
    method = 'GET',
    key = DEMO_SECRET_KEY,
    body,
    headers = {},
  }: { method?: string; key?: string | null; body?: string; headers?: Record<string, string> } = {},
) {
  const all: Record<string, string> = { ...headers };
  if (key !== null) all['X-API-Key'] = key;
  const response = await fetch(`${adminBaseUrl(server)}${path}`, { method, headers: all, body });
  const text = await response.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: response.status, headers: response.headers, json };
}

describe('the admin API and browsers', () => {
  it('answers no page: no Access-Control-Allow-Origin, on answers and preflights, even from an allowed origin', async () => {
    const answered = await admin('members?first=1', { headers: { Origin: PAGE_ORIGIN } });
    expect(answered.status).toBe(200);
    expect(answered.headers.get('access-control-allow-origin')).toBeNull();
    const refused = await admin('members', { key: null, headers: { Origin: PAGE_ORIGIN } });
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${adminBaseUrl(server)}members`, {
      method: 'OPTIONS',
      headers: {
        Origin: PAGE_ORIGIN,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-api-key',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    // The member API still answers that page.
    const app = await msFetch(server, '/app', { headers: { Origin: PAGE_ORIGIN } });
    expect(app.headers.get('access-control-allow-origin')).toBe(PAGE_ORIGIN);
  });

  it('refuses a secret key on every other membership route', async () => {
    for (const path of ['/app', '/member', '/auth/login']) {
      const response = await msFetch(server, path, {
        key: DEMO_SECRET_KEY,
        body: path === '/auth/login' ? {} : undefined,
      });
      expect(response.status).toBe(401);
      expect((await response.json()).error.code).toBe('secret-key-not-accepted');
    }
  });

  it('answers 401 in the error envelope without a key, with a public key and with a member token', async () => {
    const token = await memberToken(server, 'viewer');
    for (const request of [
      { key: null },
      { key: TEST_KEY },
      { key: null, headers: { Authorization: `Bearer ${token}` } },
      { key: TEST_KEY, headers: { Authorization: `Bearer ${token}` } },
      { key: token },
    ]) {
      const { status, json } = await admin('members', request);
      expect(status).toBe(401);
      expect(json).toEqual({ error: { code: 'invalid-secret-key', message: expect.any(String) } });
    }
  });
});

describe('bad input', () => {
  it.each([
    ['members?first=0', 'first'],
    ['members?first=101', 'first'],
    ['members?first=ten', 'first'],
    ['members?after=-1', 'after'],
    ['members?after=1e3', 'after'],
    ['members?order=RANDOM', 'order'],
    ['members?search=', 'search'],
    [`members?search=${'a'.repeat(300)}`, 'search'],
    [`members?planId=${'p'.repeat(300)}`, 'planId'],
  ])('GET %s is 422 naming %s', async (path, field) => {
    const { status, json } = await admin(path);
    expect(status).toBe(422);
    expect(json.error.code).toBe('validation-failed');
    expect(json.error.message).toContain(field);
  });

  it('refuses bodies that are not JSON, not valid, or not objects, never with a 500', async () => {
    const member = await createMember(server);
    const { key } = await newSecretKey(server, 'test');
    const json = { 'Content-Type': 'application/json' };
    const cases: [string, string, string | undefined, Record<string, string>, number][] = [
      ['POST', 'members', '{"email":', json, 400],
      ['POST', 'members', 'email=a@b.c', { 'Content-Type': 'application/x-www-form-urlencoded' }, 415],
      ['POST', 'members', JSON.stringify({ email: 'not-an-email', password: 'Long-enough-1' }), json, 422],
      ['POST', 'members', JSON.stringify({ email: 'a@example.com' }), json, 422],
      ['POST', 'members', JSON.stringify([]), json, 422],
      ['POST', 'members', JSON.stringify({ email: 'a@example.com', password: 'Long-enough-1', plans: 'x' }), json, 422],
      [
        'POST',
        'members',
        JSON.stringify({ email: 'a@example.com', password: 'Long-enough-1', metaData: [1] }),
        json,
        422,
      ],
      ['PATCH', `members/${member.id}`, JSON.stringify([]), json, 422],
      ['PATCH', `members/${member.id}`, JSON.stringify({ verified: 'yes' }), json, 422],
      ['PATCH', `members/${member.id}`, JSON.stringify({ loginRedirect: 'javascript:alert(1)' }), json, 422],
      ['PATCH', `members/${member.id}`, JSON.stringify({ profileImage: 'data:image/png;base64,AAAA' }), json, 422],
      ['PATCH', `members/${member.id}`, JSON.stringify({ json: { big: 'x'.repeat(70_000) } }), json, 422],
      ['DELETE', `members/${member.id}`, JSON.stringify({ cancelStripeSubscriptions: 'yes' }), json, 422],
      ['POST', `members/${member.id}/add-plan`, JSON.stringify({}), json, 422],
      ['POST', `members/${member.id}/add-plan`, undefined, {}, 415],
      ['POST', `members/${member.id}/remove-plan`, JSON.stringify({ planId: 7 }), json, 422],
      ['PUT', `members/${member.id}`, JSON.stringify({}), json, 405],
      ['GET', 'nothing-here', undefined, {}, 404],
    ];
    for (const [method, path, body, headers, expected] of cases) {
      const answer = await admin(path, { method, body, headers, key });
      expect({ method, path, status: answer.status }).toEqual({ method, path, status: expected });
      expect(answer.json.error.code).toEqual(expect.any(String));
    }
    // Nothing of it changed the member.
    expect((await adminSdk(server).members.retrieve({ id: member.id })).data.verified).toBe(true);
  });
});

describe('the limit per key', () => {
  it('refuses calls past the limit with 429 and Retry-After, for that key only, and records the refusals', async () => {
    const { key, summary } = await newSecretKey(server, 'test');
    for (let i = 0; i < 40; i++) expect((await admin('members?first=1', { key })).status).toBe(200);
    const refused = await admin('members?first=1', { key });
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe('too-many-requests');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await rejection(adminSdk(server, key).members.list())).code).toBe('too-many-requests');
    const other = await newSecretKey(server, 'test');
    expect((await admin('members?first=1', { key: other.key })).status).toBe(200);
    const events = await listAuditEvents(server.db, { actor: { type: 'secret-key', id: summary.id }, limit: 5 });
    expect(events[0]).toMatchObject({ action: 'members.list', status: 429 });
  });
});

describe('the audit', () => {
  it('records every call with its key, action, target, status, time and client address', async () => {
    const { key, summary } = await newSecretKey(server, 'test');
    const sdk = adminSdk(server, key);
    const { data: member } = await sdk.members.create({
      email: 'audited@example.com',
      password: 'Audited-pass-1',
      customFields: { 'first-name': 'Ida' },
    });
    await sdk.members.update({ id: member.id, data: { verified: true, metaData: { note: 'vip' } } });
    await sdk.members.addFreePlan({ id: member.id, data: { planId: 'pln_chainforge_community' } });
    await rejection(sdk.members.addFreePlan({ id: member.id, data: { planId: 'pln_chainforge_team' } }));
    await sdk.members.retrieve({ email: 'audited@example.com' });
    await sdk.members.delete({ id: member.id });

    const events = await listAuditEvents(server.db, { actor: { type: 'secret-key', id: summary.id }, limit: 20 });
    expect(events.reverse().map(({ action, target_id, status }) => ({ action, target: target_id, status }))).toEqual([
      { action: 'members.create', target: member.id, status: 200 },
      { action: 'members.update', target: member.id, status: 200 },
      { action: 'members.add-plan', target: member.id, status: 200 },
      { action: 'members.add-plan', target: member.id, status: 400 },
      { action: 'members.retrieve', target: member.id, status: 200 },
      { action: 'members.delete', target: member.id, status: 200 },
    ]);
    for (const event of events) {
      expect(event).toMatchObject({
        app_id: 'app_chainforge_demo',
        mode: 'test',
        actor_type: 'secret-key',
        client_ip: expect.stringMatching(/127\.0\.0\.1/),
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
    }
    expect(JSON.parse(events[1]!.detail)).toEqual({ fields: ['verified', 'metaData'] });
    // The audit keeps no password and no field's value.
    const stored = JSON.stringify(events);
    expect(stored).not.toContain('Audited-pass-1');
    expect(stored).not.toContain('vip');
    // The member's history outlives the member.
    expect(await listAuditEvents(server.db, { targetId: member.id, limit: 10 })).toHaveLength(6);
  });
});
