import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { ConfigError } from '../config-values.ts';
import { msFetch, SEEDED } from '../membership/testing/client.ts';
import { createMember } from '../membership/testing/members.ts';
import { startServer } from '../server.ts';
import { createStorage, startTestServer, type TestServer } from '../testing/test-server.ts';
import { readAppConfig } from './read-app-config.ts';

const EXAMPLE = new URL('./example.json', import.meta.url).pathname;
const KEY = 'pk_sb_acme_members';
const production = { nodeEnv: 'production', isProduction: true, allowedOrigins: ['https://www.acme.example'] };

let server: TestServer | undefined;
const files: string[] = [];
afterEach(async () => {
  await server?.close();
  server = undefined;
  await Promise.all(files.splice(0).map((file) => fs.rm(file, { force: true })));
});

async function configFile(content: unknown): Promise<string> {
  const file = path.join(os.tmpdir(), `cf-app-config-${Math.random().toString(36).slice(2)}.json`);
  await fs.writeFile(file, typeof content === 'string' ? content : JSON.stringify(content));
  files.push(file);
  return file;
}

async function example(): Promise<any> {
  return JSON.parse(await fs.readFile(EXAMPLE, 'utf8'));
}

const app = async (target: TestServer, key = KEY) => (await msFetch(target, '/app', { key })).json() as Promise<any>;

describe('a production start from the app configuration file', () => {
  it('serves the configured app and its plans, and seeds no demo account, data or app', async () => {
    server = await startTestServer({ config: { ...production, appConfigPath: EXAMPLE } });
    const { data } = await app(server);
    expect(data).toMatchObject({ id: 'app_acme', name: 'Acme Logistics', captchaRequired: true });
    expect(data.plans.map((plan: { id: string }) => plan.id)).toEqual(['pln_acme_free', 'pln_acme_pro']);
    expect(data.customFields.map((field: { key: string; hidden: boolean }) => [field.key, field.hidden])).toEqual([
      ['first-name', false],
      ['company', false],
      ['crm-id', true],
    ]);

    for (const account of Object.values(SEEDED)) {
      const login = await msFetch(server, '/auth/login', { key: KEY, body: account });
      expect(login.status).toBe(401);
    }
    expect((await msFetch(server, '/app', { key: 'pk_sb_chainforge_demo' })).status).toBeGreaterThanOrEqual(400);
    const rows = await server.db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(0);
  });

  it('applies the file again on every start: a renamed plan is renamed, a removed one retired with its members kept', async () => {
    const config = await example();
    const file = await configFile(config);
    server = await startTestServer({ config: { appConfigPath: file } });
    const member = await createMember(server);
    await server.db
      .insertInto('ms_plan_connections')
      .values({
        id: 'con_kept_connection',
        member_id: member.id,
        plan_id: 'pln_acme_free',
        price_id: null,
        type: 'FREE',
        status: 'ACTIVE',
        active: 1,
        created_at: new Date().toISOString(),
        last_billing_at: null,
        next_billing_at: null,
        cancel_at: null,
        stripe_subscription_id: null,
        stripe_event_at: null,
      })
      .execute();

    config.app.plans[1].name = 'Pro (2027)';
    config.app.plans.shift();
    await fs.writeFile(file, JSON.stringify(config));
    await server.restart();
    await server.restart();
    const { data } = await app(server);
    expect(data.plans.map((plan: { id: string; name: string }) => [plan.id, plan.name])).toEqual([
      ['pln_acme_pro', 'Pro (2027)'],
    ]);
    const retired = await server.db
      .selectFrom('ms_plans')
      .selectAll()
      .where('id', '=', 'pln_acme_free')
      .executeTakeFirst();
    expect(retired?.status).toBe('INACTIVE');
    const kept = await server.db
      .selectFrom('ms_plan_connections')
      .select('id')
      .where('member_id', '=', member.id)
      .execute();
    expect(kept.map((row) => row.id)).toContain('con_kept_connection');
    const prices = await server.db
      .selectFrom('ms_prices')
      .select(['id', 'test_stripe_price_id', 'live_stripe_price_id'])
      .orderBy('id')
      .execute();
    expect(prices.filter((price) => price.id.startsWith('prc_acme'))).toEqual([
      {
        id: 'prc_acme_pro_monthly',
        test_stripe_price_id: 'price_1AcmeProMonthlyTest',
        live_stripe_price_id: 'price_1AcmeProMonthly',
      },
      {
        id: 'prc_acme_pro_yearly',
        test_stripe_price_id: 'price_1AcmeProYearly',
        live_stripe_price_id: 'price_1AcmeProYearly',
      },
    ]);
  });

  it("gives each mode the file's shared values, or the mode's own where `modes` names them", async () => {
    const config = await example();
    config.app.modes.live = { captchaRequired: false };
    server = await startTestServer({ config: { appConfigPath: await configFile(config) } });
    const test = (await app(server, KEY)).data;
    const live = (await app(server, config.app.livePublicKey)).data;
    expect(test).toMatchObject({ captchaRequired: true, allowedOrigins: ['https://staging.acme.example'] });
    expect(live).toMatchObject({ captchaRequired: false, allowedOrigins: config.app.allowedOrigins });
    // The page's origin decides CORS by the key's mode: staging may call with the test key only.
    const staging = 'https://staging.acme.example';
    const allowed = async (key: string) =>
      (await msFetch(server!, '/app', { key, headers: { Origin: staging } })).headers.get(
        'access-control-allow-origin',
      );
    expect(await allowed(KEY)).toBe(staging);
    expect(await allowed(config.app.livePublicKey)).toBeNull();
  });

  it('reads a file without per-mode values as it did before modes existed, so its digest stays', async () => {
    const config = await example();
    delete config.app.modes;
    delete config.app.plans[1].prices[0].modes;
    const read = readAppConfig(await configFile(config));
    expect(JSON.stringify(read)).not.toContain('modes');
  });
});

describe('a bad configuration stops the start, naming the field', () => {
  it.each([
    ['app.plans.1.prices.0.amount', (config: any) => (config.app.plans[1].prices[0].amount = 49.5)],
    ['app.testPublicKey', (config: any) => (config.app.testPublicKey = 'pk_live_wrong')],
    ['owner.email', (config: any) => (config.owner.email = 'not an email')],
    ['app.customFields.0.visibility', (config: any) => (config.app.customFields[0].visibility = 'EVERYONE')],
    ['app.plans.0.colour', (config: any) => (config.app.plans[0].colour = 'red')],
    ['app.modes.test.allowedOrigins.0', (config: any) => (config.app.modes.test.allowedOrigins = ['staging'])],
    ['app.modes.staging', (config: any) => (config.app.modes.staging = { captchaRequired: false })],
    ['app.contentGroups.0.redirect', (config: any) => (config.app.contentGroups[0].redirect = '//evil.example')],
    ['app.contentGroups.0.redirect', (config: any) => (config.app.contentGroups[0].redirect = '/\\evil.example')],
    [
      'app.plans.1.prices.0.modes.live.stripePriceId',
      (config: any) => (config.app.plans[1].prices[0].modes.live = { stripePriceId: 'prod_1' }),
    ],
  ])('%s', async (field, spoil) => {
    const config = await example();
    spoil(config);
    const file = await configFile(config);
    expect(() => readAppConfig(file)).toThrow(new RegExp(`APP_CONFIG: .*${field.replaceAll('.', '\\.')}`));
  });

  it('says when the file cannot be read', () => {
    expect(() => readAppConfig(path.join(os.tmpdir(), 'no-such-app-config.json'))).toThrow(ConfigError);
    expect(() => readAppConfig(path.join(os.tmpdir(), 'no-such-app-config.json'))).toThrow(
      /APP_CONFIG: cannot read .*no-such-app-config\.json \(ENOENT\)/,
    );
  });

  it('says when the file is not JSON', async () => {
    const file = await configFile('{ "owner": ');
    expect(() => readAppConfig(file)).toThrow(/APP_CONFIG: .* is not JSON/);
  });

  it('refuses a content group that names an unknown plan', async () => {
    const config = await example();
    config.app.contentGroups[0].plans = ['pln_nowhere'];
    expect(() => readAppConfig(EXAMPLE)).not.toThrow();
    await expect(async () => readAppConfig(await configFile(config))).rejects.toThrow(/contentGroups/);
  });
});

describe('origins in production', () => {
  it('refuses a wildcard-port origin at start, naming the setting', async () => {
    const storage = await createStorage();
    try {
      const base = { port: 0, dataDir: storage.dataDir, databaseUrl: storage.databaseUrl };
      await expect(startServer({ ...loadConfig({ NODE_ENV: 'production' }), ...base })).rejects.toThrow(
        /ALLOWED_ORIGINS trusts every port of a host \(http:\/\/127\.0\.0\.1:\*/,
      );
      const config = await example();
      config.app.allowedOrigins.push('http://localhost:*');
      const file = await configFile(config);
      await expect(
        startServer({
          ...loadConfig({ NODE_ENV: 'production', ALLOWED_ORIGINS: 'https://a.example', APP_CONFIG: file }),
          ...base,
        }),
      ).rejects.toThrow(/APP_CONFIG app\.allowedOrigins trusts every port/);
      config.app.allowedOrigins.pop();
      config.app.modes.test.allowedOrigins.push('http://localhost:*');
      await fs.writeFile(file, JSON.stringify(config));
      await expect(
        startServer({
          ...loadConfig({ NODE_ENV: 'production', ALLOWED_ORIGINS: 'https://a.example', APP_CONFIG: file }),
          ...base,
        }),
      ).rejects.toThrow(/APP_CONFIG app\.modes\.test\.allowedOrigins trusts every port/);
    } finally {
      await storage.drop();
    }
  });

  it('keeps them in development', async () => {
    server = await startTestServer();
    expect(server.config.allowedOrigins).toEqual(['http://127.0.0.1:*', 'http://localhost:*']);
  });
});
