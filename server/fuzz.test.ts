import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { TEST_KEY, memberToken } from './membership/testing/client.ts';
import { startTestServer, type TestServer } from './testing/test-server.ts';

/**
 * Hundreds of generated bad inputs against every JSON endpoint: every answer must be JSON, none a
 * 5xx, and nothing may be stored. The endpoints are read from the app itself, so a new route is
 * fuzzed the day it is added.
 */

// A small deterministic generator, so a failure can be replayed.
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const oddStrings = [
  '',
  ' ',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE members; --",
  '\u0000\u0001\u0002',
  '\uD800',
  'Ünïcödé ✓ 漢字 🚀',
  '\u202Eevil',
  'a'.repeat(20_000),
  '../../../../etc/passwd',
  '%00%2e%2e',
  'null',
  '{"$ne": null}',
];
const oddValues: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  Number.MAX_SAFE_INTEGER,
  [],
  [1, 2],
  {},
  { nested: { deeper: [null] } },
  ...oddStrings,
];
const fieldNames = [
  'email',
  'password',
  'newPassword',
  'oldPassword',
  'token',
  'passwordlessToken',
  'customFields',
  'metaData',
  'plans',
  'planId',
  'priceId',
  'teamId',
  'memberId',
  'inviteToken',
  'provider',
  'contentId',
  'memberstack_user_id',
  'json',
  '__proto__',
  'constructor',
];

function badBodies(seed: number): (string | unknown)[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const bodies: (string | unknown)[] = [
    '{',
    '{"email":',
    'not json',
    '[1,2',
    '\u0000',
    'null',
    '"a string"',
    '[]',
    '123',
  ];
  for (let index = 0; index < 24; index++) {
    const body: Record<string, unknown> = {};
    const fields = 1 + Math.floor(next() * 4);
    for (let field = 0; field < fields; field++) body[pick(fieldNames)] = pick(oddValues);
    bodies.push(body);
  }
  return bodies;
}

interface Endpoint {
  method: string;
  path: string;
}

const STORED_TABLES = [
  'members',
  'ms_sessions',
  'ms_codes',
  'ms_team_members',
  'ms_plan_connections',
  'api_tokens',
  'transactions',
  'ms_stripe_events',
  'ms_comment_channels',
  'ms_comments',
  'ms_comment_votes',
  'ms_comment_subscriptions',
  'ms_comment_reports',
  'ms_comment_reply_mails',
] as const;

describe('fuzzing every endpoint with bad input', () => {
  let server: TestServer;
  let endpoints: Endpoint[];
  let sessionToken: string;

  beforeAll(async () => {
    // With a webhook secret, so the Stripe webhook is fuzzed through its signature check (unset, it answers 503 by design).
    server = await startTestServer({ config: { stripeWebhookSecret: 'whsec_fuzz' } });
    const app = createApp({ db: server.db, config: server.config, publicUrl: server.url });
    const seen = new Set<string>();
    endpoints = app.routes
      .filter(
        (route) => route.method !== 'ALL' && /^\/(api|membership)\//.test(route.path) && !route.path.endsWith('*'),
      )
      .map((route) => ({ method: route.method, path: route.path.replace(/:(\w+)(\{[^}]*\})?/g, 'x%3Cscript%3E') }))
      .filter(
        (endpoint) =>
          !seen.has(`${endpoint.method} ${endpoint.path}`) && seen.add(`${endpoint.method} ${endpoint.path}`),
      );
    sessionToken = await memberToken(server, 'viewer');
  });

  afterAll(() => server.close());

  async function counts() {
    const result: Record<string, number> = {};
    for (const table of STORED_TABLES) {
      const row = await server.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      result[table] = Number(row.n);
    }
    return result;
  }

  it('finds the endpoints to fuzz', () => {
    expect(endpoints.length).toBeGreaterThan(10);
  });

  it('answers every bad input with JSON and never a 5xx, storing nothing', async () => {
    const before = await counts();
    const failures: string[] = [];
    let sent = 0;
    for (const [index, endpoint] of endpoints.entries()) {
      const bodies = endpoint.method === 'GET' ? [undefined] : badBodies(index + 1);
      for (const body of bodies) {
        for (const auth of [
          {},
          { Authorization: `Bearer ${sessionToken}` },
          { Authorization: 'Bearer <script>' },
        ] as Record<string, string>[]) {
          const headers: Record<string, string> = {
            'X-API-Key': TEST_KEY,
            'Content-Type': 'application/json',
            ...auth,
          };
          const answer = await fetch(`${server.url}${endpoint.path}?q=%3Cscript%3E&limit=-1`, {
            method: endpoint.method,
            headers,
            body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
          });
          sent++;
          const text = await answer.text();
          const isJson = (answer.headers.get('content-type') ?? '').includes('application/json');
          if (
            answer.status >= 500 ||
            (!isJson && answer.status !== 204 && !/^\/membership\/(auth-provider|dev-checkout)/.test(endpoint.path))
          ) {
            failures.push(
              `${endpoint.method} ${endpoint.path} ${JSON.stringify(body)?.slice(0, 80)} -> ${answer.status} ${text.slice(0, 120)}`,
            );
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(300);
    expect(failures).toEqual([]);
    const after = await counts();
    expect(after).toEqual(before);
  }, 180_000);
});
