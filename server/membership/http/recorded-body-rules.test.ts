// The admin API and the console name their caller before they judge a body, so a call refused for
// its body (not JSON: 415; over the limit: 413) is in the audit like every other call of theirs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditActorType } from '../../../contract/console-audit-answers.ts';
import { listAuditEvents } from '../../db/queries/audit-events.ts';
import { DEFAULT_BODY_LIMIT } from '../../http/body-limit.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { adminBaseUrl, DEMO_SECRET_KEY } from '../testing/admin.ts';
import { consoleFetch, DEMO_OWNER, signInOwner } from '../testing/console.ts';
import { SEEDED_APP_ID } from '../testing/members.ts';

let server: TestServer;
let session: string;
beforeAll(async () => {
  server = await startTestServer();
  session = await signInOwner(server);
});
afterAll(() => server.close());

const DEMO_KEY_ID = 'key_chainforge_demo';

const REFUSED_BODIES = [
  ['not JSON', 'text/plain', 'hello', 415, 'unsupported-media-type'],
  [
    'over the limit',
    'application/json',
    JSON.stringify({ email: 'x'.repeat(DEFAULT_BODY_LIMIT) }),
    413,
    'payload-too-large',
  ],
] as const;

/** The audit's rows for this actor that `act` added. */
async function eventsAddedBy(actor: { type: AuditActorType; id: string }, act: () => Promise<void>) {
  const before = new Set((await listAuditEvents(server.db, { actor, limit: 1000 })).map((event) => event.id));
  await act();
  return (await listAuditEvents(server.db, { actor, limit: 1000 })).filter((event) => !before.has(event.id));
}

function adminCall(key: string | null, type: string, body: string) {
  const headers: Record<string, string> = { 'Content-Type': type };
  if (key !== null) headers['X-API-Key'] = key;
  return fetch(`${adminBaseUrl(server)}members`, { method: 'POST', headers, body });
}

describe('the admin API', () => {
  it.each(REFUSED_BODIES)(
    'records a call with a body %s: its key, status and code',
    async (_, type, body, status, code) => {
      const added = await eventsAddedBy({ type: 'secret-key', id: DEMO_KEY_ID }, async () => {
        const answer = await adminCall(DEMO_SECRET_KEY, type, body);
        expect(answer.status).toBe(status);
        expect((await answer.json()).error.code).toBe(code);
      });
      expect(added).toEqual([
        expect.objectContaining({
          app_id: SEEDED_APP_ID,
          mode: 'test',
          action: 'request.refused',
          status,
          client_ip: expect.stringMatching(/127\.0\.0\.1/),
        }),
      ]);
      expect(JSON.parse(added[0]!.detail)).toEqual({ request: 'POST /membership/admin/members', error: code });
    },
  );

  it.each(REFUSED_BODIES)(
    'answers a body %s without a valid key 401, as any call without one',
    async (_, type, body) => {
      for (const key of [null, 'sk_sb_not_a_key']) {
        const answer = await adminCall(key, type, body);
        expect(answer.status).toBe(401);
        expect((await answer.json()).error.code).toBe('invalid-secret-key');
      }
    },
  );
});

describe('the console', () => {
  it.each(REFUSED_BODIES)(
    "records a signed-in owner's call with a body %s: status and code",
    async (_, type, body, status, code) => {
      const added = await eventsAddedBy({ type: 'owner', id: DEMO_OWNER.id }, async () => {
        const answer = await consoleFetch(server, '/invitations', { session, body, headers: { 'Content-Type': type } });
        expect(answer.status).toBe(status);
        expect(answer.json.error.code).toBe(code);
      });
      expect(added).toEqual([
        expect.objectContaining({
          app_id: SEEDED_APP_ID,
          action: 'request.refused',
          status,
          client_ip: expect.any(String),
        }),
      ]);
      expect(JSON.parse(added[0]!.detail)).toEqual({ request: 'POST /membership/console/invitations', error: code });
    },
  );

  it('refuses such a body without a session as before, and records no one', async () => {
    const added = await eventsAddedBy({ type: 'owner', id: DEMO_OWNER.id }, async () => {
      const answer = await consoleFetch(server, '/invitations', {
        body: 'hello',
        headers: { 'Content-Type': 'text/plain' },
      });
      expect(answer.status).toBe(415);
    });
    expect(added).toEqual([]);
  });
});
