// The console's App settings over HTTP: what an owner changes of the app (options, custom fields,
// providers, plans and prices) reaches GET /app, bad input is a clean 4xx, only an owner's
// session opens it, and every change is in the audit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditEvents } from '../../db/queries/audit-events.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { DEMO_SECRET_KEY } from '../testing/admin.ts';
import { LIVE_KEY, memberToken, msCall, msFetch, TEST_KEY } from '../testing/client.ts';
import { consoleFetch, DEMO_OWNER, expectStatus, signInOwner } from '../testing/console.ts';

let server: TestServer;
let session: string;
beforeAll(async () => {
  server = await startTestServer();
  session = await signInOwner(server);
});
afterAll(() => server.close());

const patch = (path: string, body: unknown) => consoleFetch(server, path, { method: 'PATCH', session, body });
const settings = async () => expectStatus(await consoleFetch(server, '/app-settings', { session }), 200).json.data;
const publicApp = async (key = TEST_KEY) => ((await (await msFetch(server, '/app', { key })).json()) as any).data;
const lastAudit = async () =>
  (await listAuditEvents(server.db, { actor: { type: 'owner', id: DEMO_OWNER.id }, limit: 1 }))[0];

const LOCAL_ORIGINS = ['http://127.0.0.1:*', 'http://localhost:*'];

const DEMO_FIELDS = [
  { key: 'first-name', label: 'First name', hidden: false, visibility: 'PUBLIC' },
  { key: 'last-name', label: 'Last name', hidden: false, visibility: 'PRIVATE' },
];

describe('reading the app settings', () => {
  it("answers the app's keys, options, fields, providers and plans with their prices", async () => {
    const data = await settings();
    expect(data.app).toEqual({
      id: 'app_chainforge_demo',
      name: expect.any(String),
      testPublicKey: TEST_KEY,
      livePublicKey: LIVE_KEY,
    });
    expect(data.options).toMatchObject({
      passwordless: { enabled: true, default: false },
      primaryButton: expect.any(String),
      redirects: { afterLogin: null, afterSignup: null, afterLogout: null },
      modes: {
        test: { allowedOrigins: LOCAL_ORIGINS, captchaRequired: false },
        live: { allowedOrigins: LOCAL_ORIGINS, captchaRequired: false },
      },
    });
    expect(data.customFields.slice(0, 2)).toEqual(DEMO_FIELDS);
    expect(data.providers).toEqual([
      { provider: 'google', name: 'Google', enabled: true },
      { provider: 'github', name: 'GitHub', enabled: true },
    ]);
    const team = data.plans.find((plan: { name: string }) => plan.name === 'Team');
    expect(team.prices[0]).toMatchObject({
      id: 'prc_chainforge_team_monthly',
      amount: 4900,
      currency: 'usd',
      stripePriceIds: { test: null, live: null },
    });
  });
});

describe('changing the options both modes share', () => {
  it('sets passwordless, colour and redirects, and GET /app says so at once in both modes', async () => {
    const changed = expectStatus(
      await patch('/app-settings', {
        passwordless: { enabled: true, default: true },
        primaryButton: '#0f766e',
        redirects: { afterLogin: '/dashboard', afterSignup: 'http://localhost:4000/welcome', afterLogout: null },
      }),
      200,
    ).json.data;
    expect(changed.options).toEqual({
      passwordless: { enabled: true, default: true },
      primaryButton: '#0f766e',
      redirects: { afterLogin: '/dashboard', afterSignup: 'http://localhost:4000/welcome', afterLogout: null },
      modes: {
        test: { allowedOrigins: LOCAL_ORIGINS, captchaRequired: false },
        live: { allowedOrigins: LOCAL_ORIGINS, captchaRequired: false },
      },
    });
    for (const key of [TEST_KEY, LIVE_KEY]) {
      const app = await publicApp(key);
      expect(app.passwordlessMode).toBe(true);
      expect(app.branding.colors.lightMode.primaryButton).toBe('#0f766e');
      // The no-code runtime follows them when a form names no data-ms-redirect.
      expect(app.redirects).toEqual({
        afterLogin: '/dashboard',
        afterSignup: 'http://localhost:4000/welcome',
        afterLogout: null,
      });
    }
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'app.update-options', status: 200, target_type: 'app', mode: null });
    expect(JSON.parse(audit?.detail ?? '{}').changed).toEqual(['passwordless', 'primaryButton', 'redirects']);

    // Put back what other tests of this file expect.
    expectStatus(
      await patch('/app-settings', {
        passwordless: { enabled: true, default: false },
        redirects: { afterSignup: null },
      }),
      200,
    );
  });

  it.each([
    [{ primaryButton: 'red; background: url(x)' }, 'primaryButton'],
    [{ primaryButton: 'var(--x)' }, 'primaryButton'],
    [{ passwordless: { enabled: false, default: true } }, 'passwordless.default'],
    [{ redirects: { afterLogin: 'javascript:alert(1)' } }, 'redirects.afterLogin'],
    [{ redirects: { afterLogin: '//evil.example/' } }, 'redirects.afterLogin'],
    [{ redirects: { afterLogout: 'https://evil.example/' } }, 'redirects.afterLogout'],
    [{ redirects: { afterLogout: 'https://user:pw@localhost:3000/' } }, 'redirects.afterLogout'],
    [{ redirects: { afterLogin: '/\u0001/evil.example' } }, 'redirects.afterLogin'],
    // Each mode has its own: the shared PATCH takes neither, and says where they go.
    [{ captchaRequired: true }, "captchaRequired: is each mode's own: PATCH /app-settings/modes/test"],
    [{ allowedOrigins: ['https://a.example'] }, "allowedOrigins: is each mode's own"],
    [{ colour: '#fff' }, 'colour: is not a setting of the app'],
  ])('refuses %j with a 422 naming %s, changing nothing', async (body, field) => {
    const before = await settings();
    const refused = await patch('/app-settings', body);
    expect([refused.status, refused.json.error.code]).toEqual([422, 'validation-failed']);
    expect(refused.json.error.message).toContain(field);
    // The refusal says why, never what was sent: error bodies are logged and shown.
    expect(refused.json.error.message).not.toMatch(/evil|alert|user:pw/);
    expect(await settings()).toEqual(before);
  });
});

describe("changing one mode's own options", () => {
  const shop = 'https://www.shop.example';
  const corsFor = async (key: string, method = 'GET') =>
    (
      await fetch(`${server.url}/membership/app`, {
        method,
        headers: {
          Origin: shop,
          'X-API-Key': key,
          ...(method === 'OPTIONS' ? { 'Access-Control-Request-Method': 'GET' } : {}),
        },
      })
    ).headers.get('access-control-allow-origin');

  it("sets live mode's origins and captcha: live pages follow them, test pages keep theirs", async () => {
    const liveOrigins = [...LOCAL_ORIGINS, 'https://*.shop.example'];
    const changed = expectStatus(
      await patch('/app-settings/modes/live', { allowedOrigins: liveOrigins, captchaRequired: true }),
      200,
    ).json.data;
    expect(changed.options.modes).toEqual({
      test: { allowedOrigins: LOCAL_ORIGINS, captchaRequired: false },
      live: { allowedOrigins: liveOrigins, captchaRequired: true },
    });
    const [test, live] = [await publicApp(TEST_KEY), await publicApp(LIVE_KEY)];
    expect([test.captchaRequired, test.allowedOrigins]).toEqual([false, LOCAL_ORIGINS]);
    expect([live.captchaRequired, live.allowedOrigins]).toEqual([true, liveOrigins]);
    // The key's mode picks the origins a request is answered to; a preflight names no key, so
    // an origin of either mode passes it and the request itself is checked.
    expect(await corsFor(LIVE_KEY)).toBe(shop);
    expect(await corsFor(TEST_KEY)).toBeNull();
    expect(await corsFor(TEST_KEY, 'OPTIONS')).toBe(shop);
    // Signup asks live visitors for a captcha, and test visitors still not.
    const signup = (key: string, email: string) =>
      msFetch(server, '/auth/signup', { key, body: { email, password: 'a long enough passphrase' } });
    expect((await signup(LIVE_KEY, 'live-captcha@example.com')).status).toBe(400);
    expect((await signup(TEST_KEY, 'test-no-captcha@example.com')).status).toBe(201);

    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'app.update-mode-options', status: 200, target_type: 'app', mode: 'live' });
    expect(JSON.parse(audit?.detail ?? '{}')).toEqual({ mode: 'live', changed: ['allowedOrigins', 'captchaRequired'] });

    // A redirect may lead to an origin either mode allows.
    expectStatus(await patch('/app-settings', { redirects: { afterSignup: `${shop}/welcome` } }), 200);
    expectStatus(await patch('/app-settings', { redirects: { afterSignup: '' } }), 200);
    expectStatus(
      await patch('/app-settings/modes/live', { allowedOrigins: LOCAL_ORIGINS, captchaRequired: false }),
      200,
    );
  });

  it.each([
    [{ allowedOrigins: [] }, 'allowedOrigins'],
    [{ allowedOrigins: ['https://shop.example/path'] }, 'allowedOrigins.0'],
    [{ allowedOrigins: ['javascript:alert(1)'] }, 'allowedOrigins.0'],
    [{ allowedOrigins: ['https://a.example', 'https://a.example'] }, 'allowedOrigins'],
    [{ captchaRequired: 'yes' }, 'captchaRequired'],
    [{ primaryButton: '#fff' }, 'primaryButton'],
  ])('refuses %j with a 422 naming %s, changing nothing', async (body, field) => {
    const before = await settings();
    const refused = await consoleFetch(server, '/app-settings/modes/test', { method: 'PATCH', session, body });
    expect([refused.status, refused.json.error.code]).toEqual([422, 'validation-failed']);
    expect(refused.json.error.message).toContain(field);
    expect(await settings()).toEqual(before);
  });

  it('answers 404 for a mode that is neither test nor live', async () => {
    const refused = await patch('/app-settings/modes/staging', { captchaRequired: true });
    expect(refused.status).toBe(404);
  });

  it('refuses removing the last origin of either mode that a redirect leads to', async () => {
    expectStatus(await patch('/app-settings', { redirects: { afterLogout: 'http://localhost:4000/bye' } }), 200);
    // Live mode still allows it: test mode may drop it.
    expectStatus(await patch('/app-settings/modes/test', { allowedOrigins: ['http://127.0.0.1:*'] }), 200);
    const refused = await patch('/app-settings/modes/live', { allowedOrigins: ['http://127.0.0.1:*'] });
    expect([refused.status, refused.json.error.message]).toEqual([
      422,
      expect.stringContaining('redirects.afterLogout'),
    ]);
    expectStatus(await patch('/app-settings', { redirects: { afterLogout: '' } }), 200);
    expectStatus(await patch('/app-settings/modes/test', { allowedOrigins: LOCAL_ORIGINS }), 200);
  });

  it('answers 400 for broken JSON and 415 for another content type', async () => {
    const broken = await consoleFetch(server, '/app-settings', { method: 'PATCH', session, body: '{"captcha' });
    expect(broken.status).toBe(415);
    const malformed = await consoleFetch(server, '/app-settings', {
      method: 'PATCH',
      session,
      body: '{"captcha',
      headers: { 'Content-Type': 'application/json' },
    });
    expect([malformed.status, malformed.json.error.code]).toEqual([400, 'malformed-json']);
  });
});

describe('custom fields', () => {
  it('adds, orders, hides and changes visibility, and the signup modal reads the new list', async () => {
    const before = await settings();
    const fields = [
      { key: 'company', label: 'Company', hidden: false, visibility: 'PUBLIC' },
      ...before.customFields.map((field: { key: string }) =>
        field.key === 'last-name' ? { ...field, hidden: true } : field,
      ),
    ];
    const saved = expectStatus(
      await consoleFetch(server, '/app-settings/custom-fields', { method: 'PUT', session, body: { fields } }),
      200,
    ).json.data;
    expect(saved.customFields).toEqual(fields);
    const app = await publicApp();
    expect(
      app.customFields.map((field: { key: string; order: number }) => [field.key, field.order]).slice(0, 2),
    ).toEqual([
      ['company', 1],
      ['first-name', 2],
    ]);
    expect(app.customFields.find((field: { key: string }) => field.key === 'last-name').hidden).toBe(true);
    expect(await lastAudit()).toMatchObject({ action: 'app.update-custom-fields', status: 200 });
    expectStatus(
      await consoleFetch(server, '/app-settings/custom-fields', {
        method: 'PUT',
        session,
        body: { fields: before.customFields },
      }),
      200,
    );
  });

  it.each([
    [{ fields: [{ key: 'Bad Key', label: 'x', hidden: false, visibility: 'PUBLIC' }] }, 'fields.0.key'],
    [{ fields: [{ key: 'ok', label: '', hidden: false, visibility: 'PUBLIC' }] }, 'fields.0.label'],
    [{ fields: [{ key: 'ok', label: 'x', hidden: false, visibility: 'SECRET' }] }, 'fields.0.visibility'],
    [
      {
        fields: [
          { key: 'ok', label: 'x', hidden: false, visibility: 'PUBLIC' },
          { key: 'ok', label: 'y', hidden: false, visibility: 'PUBLIC' },
        ],
      },
      'fields',
    ],
    [{}, 'fields'],
  ])('refuses %j with a 422 naming %s', async (body, field) => {
    const refused = await consoleFetch(server, '/app-settings/custom-fields', { method: 'PUT', session, body });
    expect([refused.status, refused.json.error.code]).toEqual([422, 'validation-failed']);
    expect(refused.json.error.message).toContain(field);
  });
});

describe('providers', () => {
  it('switches a configured provider off and on; an unconfigured one is refused', async () => {
    const off = expectStatus(
      await consoleFetch(server, '/app-settings/providers', {
        method: 'PUT',
        session,
        body: { providers: [{ provider: 'github', enabled: false }] },
      }),
      200,
    ).json.data;
    expect(off.providers).toContainEqual({ provider: 'github', name: 'GitHub', enabled: false });
    expect((await publicApp()).authProviders.map((entry: { provider: string }) => entry.provider)).toEqual(['google']);
    // A provider switched off no longer starts a sign-in.
    const start = await fetch(`${server.url}/membership/auth/provider/start?provider=github&key=${TEST_KEY}`, {
      redirect: 'manual',
    });
    expect(start.status).toBeGreaterThanOrEqual(400);

    expectStatus(
      await consoleFetch(server, '/app-settings/providers', {
        method: 'PUT',
        session,
        body: { providers: [{ provider: 'github', enabled: true }] },
      }),
      200,
    );
    expect((await publicApp()).authProviders).toHaveLength(2);

    const unknown = await consoleFetch(server, '/app-settings/providers', {
      method: 'PUT',
      session,
      body: { providers: [{ provider: 'spotify', enabled: true }] },
    });
    expect([unknown.status, unknown.json.error.message]).toEqual([422, expect.stringContaining('spotify')]);
    const bad = await consoleFetch(server, '/app-settings/providers', {
      method: 'PUT',
      session,
      body: { providers: [{ provider: 'myspace', enabled: true }] },
    });
    expect(bad.status).toBe(422);
  });
});

describe('plans and prices', () => {
  const draft = {
    name: 'Gold',
    description: 'Everything, faster.',
    signupSurface: 'signup',
    prices: [
      {
        name: 'Monthly',
        amount: 1999,
        currency: 'eur',
        type: 'SUBSCRIPTION',
        interval: 'MONTHS',
        intervalCount: 1,
        stripePriceIds: { test: 'price_1GoldMonthlyTest', live: 'price_1GoldMonthly' },
      },
    ],
  };

  it('creates a plan with a price, edits it, retires a price, retires and restores the plan', async () => {
    const created = expectStatus(await consoleFetch(server, '/app-settings/plans', { session, body: draft }), 201);
    const gold = created.json.data.plans.find((plan: { name: string }) => plan.name === 'Gold');
    expect(gold).toMatchObject({ id: expect.stringMatching(/^pln_[0-9a-f]{18}$/), status: 'ACTIVE' });
    expect(gold.prices[0]).toMatchObject({
      id: expect.stringMatching(/^prc_/),
      amount: 1999,
      stripePriceIds: { test: 'price_1GoldMonthlyTest', live: 'price_1GoldMonthly' },
    });
    const createdAudit = await lastAudit();
    expect(createdAudit).toMatchObject({ action: 'app.create-plan', target_id: gold.id, status: 201 });
    expect(JSON.parse(createdAudit?.detail ?? '{}')).toEqual({ stripePriceIds: { test: ['new'], live: ['new'] } });
    const offered = (await publicApp()).plans.find((plan: { id: string }) => plan.id === gold.id);
    expect(offered.prices[0]).toMatchObject({ amount: 19.99, currency: 'eur' });

    const monthly = gold.prices[0];
    const edited = expectStatus(
      await consoleFetch(server, `/app-settings/plans/${gold.id}`, {
        method: 'PUT',
        session,
        body: {
          ...draft,
          name: 'Gold (2027)',
          prices: [
            {
              name: 'Yearly',
              amount: 19900,
              currency: 'eur',
              type: 'SUBSCRIPTION',
              interval: 'YEARS',
              intervalCount: 1,
              stripePriceIds: { test: null, live: null },
            },
          ],
        },
      }),
      200,
    ).json.data.plans.find((plan: { id: string }) => plan.id === gold.id);
    expect(edited.name).toBe('Gold (2027)');
    // The monthly price is retired, not deleted: members who pay it keep it.
    expect(edited.prices.map((price: { name: string; status: string }) => [price.name, price.status])).toEqual(
      expect.arrayContaining([
        ['Monthly', 'INACTIVE'],
        ['Yearly', 'ACTIVE'],
      ]),
    );
    const stored = await server.db
      .selectFrom('ms_prices')
      .select('status')
      .where('id', '=', monthly.id)
      .executeTakeFirst();
    expect(stored?.status).toBe('INACTIVE');

    const retired = expectStatus(
      await consoleFetch(server, `/app-settings/plans/${gold.id}/status`, { session, body: { status: 'INACTIVE' } }),
      200,
    ).json.data.plans.find((plan: { id: string }) => plan.id === gold.id);
    expect(retired.status).toBe('INACTIVE');
    expect((await publicApp()).plans.map((plan: { id: string }) => plan.id)).not.toContain(gold.id);
    expect((await msFetch(server, `/app/plans/${gold.id}`)).status).toBe(404);
    expect(await lastAudit()).toMatchObject({ action: 'app.set-plan-status', target_id: gold.id });

    expectStatus(
      await consoleFetch(server, `/app-settings/plans/${gold.id}/status`, { session, body: { status: 'ACTIVE' } }),
      200,
    );
    expect((await publicApp()).plans.map((plan: { id: string }) => plan.id)).toContain(gold.id);
  });

  it('retires a free plan: its members keep it, and no one new gets it', async () => {
    const created = expectStatus(
      await consoleFetch(server, '/app-settings/plans', {
        session,
        body: { name: 'Club', description: null, signupSurface: 'signup', prices: [] },
      }),
      201,
    );
    const club = created.json.data.plans.find((plan: { name: string }) => plan.name === 'Club');
    const email = `club-${Date.now()}@example.com`;
    const joined = await msCall(server, '/auth/signup', undefined, {
      email,
      password: 'Club-member-pass-1',
      plans: [{ planId: club.id }],
    });
    expect(joined.status).toBe(201);
    const token = joined.body.data.tokens.accessToken;

    expectStatus(
      await consoleFetch(server, `/app-settings/plans/${club.id}/status`, { session, body: { status: 'INACTIVE' } }),
      200,
    );
    const member = await msCall(server, '/member', token);
    expect(member.body.data.planConnections.map((connection: { planId: string }) => connection.planId)).toContain(
      club.id,
    );
    const late = await msCall(server, '/auth/signup', undefined, {
      email: `late-${email}`,
      password: 'Club-member-pass-1',
      plans: [{ planId: club.id }],
    });
    expect([late.status, late.body.error.code]).toEqual([400, 'plan-not-found']);
  });

  it('refuses a price of another plan, an unknown plan and bad prices', async () => {
    const team = (await settings()).plans.find((plan: { name: string }) => plan.name === 'Team');
    const created = expectStatus(await consoleFetch(server, '/app-settings/plans', { session, body: draft }), 201);
    const plan = created.json.data.plans.at(-1);
    const stolen = await consoleFetch(server, `/app-settings/plans/${plan.id}`, {
      method: 'PUT',
      session,
      body: { ...draft, prices: [{ ...draft.prices[0], id: team.prices[0].id }] },
    });
    expect([stolen.status, stolen.json.error.message]).toEqual([422, expect.stringContaining(team.prices[0].id)]);

    const unknown = await consoleFetch(server, '/app-settings/plans/pln_nobody', {
      method: 'PUT',
      session,
      body: draft,
    });
    expect([unknown.status, unknown.json.error.code]).toEqual([404, 'plan-not-found']);
    const unknownStatus = await consoleFetch(server, '/app-settings/plans/pln_nobody/status', {
      session,
      body: { status: 'INACTIVE' },
    });
    expect(unknownStatus.status).toBe(404);

    for (const [price, field] of [
      [{ amount: -1 }, 'prices.0.amount'],
      [{ amount: 9.5 }, 'prices.0.amount'],
      [{ currency: 'EUR' }, 'prices.0.currency'],
      [{ stripePriceIds: { test: 'prod_123', live: null } }, 'prices.0.stripePriceIds.test'],
      [{ stripePriceIds: { live: null } }, 'prices.0.stripePriceIds.test'],
      [{ stripePriceId: 'price_1Gold' }, 'stripePriceId'],
      [{ interval: null }, 'prices.0'],
    ] as const) {
      const refused = await consoleFetch(server, '/app-settings/plans', {
        session,
        body: { ...draft, prices: [{ ...draft.prices[0], ...price }] },
      });
      expect([refused.status, refused.json.error.code]).toEqual([422, 'validation-failed']);
      expect(refused.json.error.message).toContain(field);
    }
    const noName = await consoleFetch(server, '/app-settings/plans', { session, body: { ...draft, name: ' ' } });
    expect(noName.status).toBe(422);
    const badStatus = await consoleFetch(server, `/app-settings/plans/${plan.id}/status`, {
      session,
      body: { status: 'DELETED' },
    });
    expect(badStatus.status).toBe(422);
  });
});

describe('who may', () => {
  it('refuses a member token, a public key and a secret key on every endpoint, and no session at all', async () => {
    const token = await memberToken(server);
    const requests: [string, string, unknown][] = [
      ['GET', '/app-settings', undefined],
      ['PATCH', '/app-settings', { primaryButton: '#000' }],
      ['PATCH', '/app-settings/modes/live', { captchaRequired: true }],
      ['PUT', '/app-settings/custom-fields', { fields: [] }],
      ['PUT', '/app-settings/providers', { providers: [] }],
      ['POST', '/app-settings/plans', { name: 'x', description: null, signupSurface: null, prices: [] }],
      [
        'PUT',
        '/app-settings/plans/pln_chainforge_starter',
        { name: 'x', description: null, signupSurface: null, prices: [] },
      ],
      ['POST', '/app-settings/plans/pln_chainforge_starter/status', { status: 'INACTIVE' }],
    ];
    const credentials: Record<string, string>[] = [
      {},
      { Authorization: `Bearer ${token}` },
      { 'X-API-Key': TEST_KEY },
      { 'X-API-Key': DEMO_SECRET_KEY },
      { Authorization: `Bearer ${DEMO_SECRET_KEY}` },
    ];
    for (const headers of credentials)
      for (const [method, path, body] of requests) {
        const refused = await consoleFetch(server, path, { method, body, headers });
        expect([method, path, refused.status, refused.json.error?.code]).toEqual([
          method,
          path,
          401,
          'owner-sign-in-required',
        ]);
      }
    // Nothing changed: the custom fields are the demo's still.
    expect((await settings()).customFields.slice(0, 2)).toEqual(DEMO_FIELDS);
  });

  it('refuses a change from another origin, or without one', async () => {
    const other = await consoleFetch(server, '/app-settings/modes/live', {
      method: 'PATCH',
      session,
      origin: 'http://localhost:9',
      body: { captchaRequired: true },
    });
    expect(other.status).toBe(403);
    const none = await consoleFetch(server, '/app-settings/modes/live', {
      method: 'PATCH',
      session,
      origin: null,
      body: { captchaRequired: true },
    });
    expect(none.status).toBe(403);
    expect((await settings()).options.modes.live.captchaRequired).toBe(false);
  });
});
