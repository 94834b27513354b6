import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { ConfigError } from './config-values.ts';
import { originMatcher } from './http/cors.ts';
import { startTestServer, type TestServer } from './testing/test-server.ts';

describe('startServer', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('listens on the free port it was given with port 0', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(new URL(server.url).port).not.toBe('0');
  });

  it('seeds the four contract accounts, and the third member of their team', async () => {
    const members = await server.db.selectFrom('members').select(['id', 'email']).orderBy('email').execute();
    expect(members.map((member) => member.email)).toEqual([
      'chat@chainforge.dev',
      'demo@chainforge.dev',
      'ops@acme-logistics.example',
      'supply@chainforge.dev',
      'viewer@chainforge.dev',
    ]);
    for (const member of members) expect(member.id).toMatch(/^mem_[a-z0-9]{16}$/);
    for (const table of [
      'products',
      'skus',
      'warehouses',
      'inventory',
      'purchase_orders',
      'warehouse_costs',
    ] as const) {
      const rows = await server.db.selectFrom(table).selectAll().execute();
      expect(rows.length, table).toBeGreaterThan(0);
    }
    const channels = await server.db.selectFrom('inventory').select('channel').distinct().execute();
    expect(channels.map((row) => row.channel).sort()).toEqual(['amzn', 'central', 'east', 'west']);
  });

  it('seeds only an empty database: a restart keeps the data as it is', async () => {
    const token = await server.issueToken('demo@chainforge.dev');
    await server.db.deleteFrom('incoming_orders').where('order_id', '=', 'ORD-10234').execute();
    const before = await server.db.selectFrom('transactions').select(['id', 'amount_cents']).orderBy('id').execute();

    await server.restart();

    const members = await server.db.selectFrom('members').select('id').execute();
    expect(members).toHaveLength(5);
    expect(await server.db.selectFrom('transactions').select(['id', 'amount_cents']).orderBy('id').execute()).toEqual(
      before,
    );
    const gone = await server.db
      .selectFrom('incoming_orders')
      .select('order_id')
      .where('order_id', '=', 'ORD-10234')
      .execute();
    expect(gone).toHaveLength(0);
    const response = await fetch(`${server.url}/api/stats/cortex`, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
  });
});

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4173,
      host: '127.0.0.1',
      databaseUrl: undefined,
      apiTokenTtlDays: 30,
      isProduction: false,
    });
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.allowedOrigins).toEqual(['http://127.0.0.1:*', 'http://localhost:*']);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '0',
      NODE_ENV: 'production',
      ALLOWED_ORIGINS: 'https://a.example, https://*.b.example',
      API_TOKEN_TTL_DAYS: '7',
    });
    expect(config).toMatchObject({
      port: 0,
      isProduction: true,
      apiTokenTtlDays: 7,
      allowedOrigins: ['https://a.example', 'https://*.b.example'],
    });
  });

  it('takes PUBLIC_URL as an http(s) origin, a trailing slash dropped', () => {
    expect(loadConfig({}).publicUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'https://Members.Example.com/' }).publicUrl).toBe('https://members.example.com');
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:8080' }).publicUrl).toBe('http://127.0.0.1:8080');
  });

  it.each([
    'members.example.com',
    'ftp://members.example.com',
    'https://members.example.com/app',
    'https://members.example.com/?a=1',
    'https://user:pass@members.example.com',
  ])('refuses PUBLIC_URL=%s', (value) => {
    expect(() => loadConfig({ PUBLIC_URL: value })).toThrow(ConfigError);
  });

  it('opens the development routes to other machines only with DEV_ROUTES=on, and never in production', () => {
    expect(loadConfig({}).devRoutesForAnyClient).toBe(false);
    expect(loadConfig({ DEV_ROUTES: 'local' }).devRoutesForAnyClient).toBe(false);
    expect(loadConfig({ DEV_ROUTES: 'on' }).devRoutesForAnyClient).toBe(true);
    expect(() => loadConfig({ DEV_ROUTES: 'yes' })).toThrow(ConfigError);
    expect(() => loadConfig({ DEV_ROUTES: 'on', NODE_ENV: 'production' })).toThrow(ConfigError);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['API_TOKEN_TTL_DAYS', '0'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
  });
});

describe('originMatcher', () => {
  const matches = originMatcher(['http://127.0.0.1:*', 'https://*.example.com', 'https://app.test']);
  it.each(['http://127.0.0.1:4173', 'https://shop.example.com', 'https://app.test'])('allows %s', (origin) => {
    expect(matches(origin)).toBe(true);
  });
  it.each([
    'http://127.0.0.1',
    'http://127.0.0.1:12a',
    'https://evil.com',
    'https://a.b.example.com',
    'https://app.test.evil.com',
    'https://example.com',
  ])('refuses %s', (origin) => {
    expect(matches(origin)).toBe(false);
  });
});
