import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  InTransitOrder,
  InventoryPosition,
  SupplyChainOverview,
  WarehouseCost,
} from '../../contract/product-answers.ts';
import { findMemberIdByEmail } from '../db/queries/members.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

let server: TestServer;
const tokens: Record<string, string> = {};

async function get(path: string, email = 'demo@chainforge.dev') {
  tokens[email] ??= await server.issueToken(email);
  return fetch(server.url + path, { headers: { Authorization: `Bearer ${tokens[email]}` } });
}

async function overview(query = '', email = 'demo@chainforge.dev'): Promise<SupplyChainOverview> {
  const response = await get(`/api/supply-chain/overview${query}`, email);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return response.json();
}

async function memberId(email: string): Promise<string> {
  const id = await findMemberIdByEmail(server.db, email);
  if (!id) throw new Error(`no member ${email}`);
  return id;
}

/** The account's supply-chain tables as stored, read row by row without joins. */
async function rawTables(email: string) {
  const member = await memberId(email);
  const products = await server.db.selectFrom('products').selectAll().where('member_id', '=', member).execute();
  const skus = await server.db.selectFrom('skus').selectAll().where('member_id', '=', member).execute();
  const warehouses = await server.db.selectFrom('warehouses').selectAll().where('member_id', '=', member).execute();
  const allInventory = await server.db.selectFrom('inventory').selectAll().execute();
  const purchaseOrders = await server.db
    .selectFrom('purchase_orders')
    .selectAll()
    .where('member_id', '=', member)
    .execute();
  const allCosts = await server.db.selectFrom('warehouse_costs').selectAll().execute();
  const skuById = new Map(skus.map((sku) => [sku.id, sku]));
  const warehouseById = new Map(warehouses.map((warehouse) => [warehouse.id, warehouse]));
  const name = (skuId: string) => {
    const sku = skuById.get(skuId)!;
    const product = products.find((candidate) => candidate.id === sku.product_id)!;
    return `${product.name} ${sku.variant}`;
  };
  const inventory = allInventory.filter((row) => skuById.has(row.sku_id) && warehouseById.has(row.warehouse_id));
  const costs = allCosts.filter((row) => warehouseById.has(row.warehouse_id));
  return { skus, warehouses, warehouseById, skuById, name, inventory, purchaseOrders, costs };
}

const positionKey = (row: { sku: string; warehouse: string; channel: string }) =>
  `${row.sku}|${row.warehouse}|${row.channel}`;
const byKey =
  <T>(key: (row: T) => string) =>
  (a: T, b: T) =>
    key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
const sortedPositions = (rows: InventoryPosition[]) => [...rows].sort(byKey(positionKey));
const sortedOrders = (rows: InTransitOrder[]) => [...rows].sort(byKey((row) => row.po_id));
const sortedCosts = (rows: WarehouseCost[]) => [...rows].sort(byKey((row) => `${row.month}|${row.warehouse}`));
const isDollars = (value: number) =>
  typeof value === 'number' && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

function lastTwelveMonths(now: Date): string[] {
  return Array.from({ length: 12 }, (_, back) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7),
  );
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/supply-chain/overview', () => {
  it('answers the contract fields, numbers as numbers', async () => {
    const body = await overview();
    expect(Object.keys(body).sort()).toEqual([
      'as_of',
      'channel',
      'in_transit',
      'inventory',
      'stockout_risks',
      'warehouse_costs',
    ]);
    expect(body.channel).toBe('total');
    expect(body.as_of).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.inventory.length).toBeGreaterThan(0);
    for (const row of body.inventory) {
      expect(Object.keys(row).sort()).toEqual([
        'available',
        'channel',
        'on_hand',
        'product_name',
        'reorder_point',
        'reserved',
        'sku',
        'warehouse',
      ]);
      for (const field of ['on_hand', 'reserved', 'available', 'reorder_point'] as const) {
        expect(Number.isInteger(row[field])).toBe(true);
      }
    }
    for (const order of body.in_transit) {
      expect(Object.keys(order).sort()).toEqual([
        'carrier',
        'channel',
        'expected_landing',
        'ordered_on',
        'po_id',
        'product_name',
        'quantity',
        'sku',
        'warehouse',
      ]);
      expect(order.ordered_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(order.expected_landing).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isInteger(order.quantity)).toBe(true);
    }
    for (const cost of body.warehouse_costs) {
      expect(Object.keys(cost).sort()).toEqual(['labor', 'month', 'shipping', 'storage', 'total', 'warehouse']);
      expect(cost.month).toMatch(/^\d{4}-\d{2}$/);
      for (const field of ['storage', 'labor', 'shipping', 'total'] as const) expect(isDollars(cost[field])).toBe(true);
    }
  });

  it('answers the same without a channel as with channel=total', async () => {
    expect(await overview()).toEqual(await overview('?channel=total'));
  });

  it.each(['demo@chainforge.dev', 'supply@chainforge.dev'])(
    'lists every stock position of %s as stored, available = on_hand - reserved',
    async (email) => {
      const raw = await rawTables(email);
      const body = await overview('', email);
      const expected = raw.inventory.map((row) => ({
        sku: raw.skuById.get(row.sku_id)!.code,
        product_name: raw.name(row.sku_id),
        warehouse: raw.warehouseById.get(row.warehouse_id)!.name,
        channel: row.channel,
        on_hand: row.on_hand,
        reserved: row.reserved,
        available: row.on_hand - row.reserved,
        reorder_point: row.reorder_point,
      }));
      expect(sortedPositions(body.inventory)).toEqual(sortedPositions(expected));
      // Every stored channel, central too: total is every channel together.
      expect(new Set(body.inventory.map((row) => row.channel))).toEqual(new Set(['east', 'west', 'central', 'amzn']));
      const latest = raw.inventory
        .map((row) => row.updated_at)
        .sort()
        .at(-1)!;
      expect(body.as_of).toBe(latest.slice(0, 10));
    },
  );

  it('lists as stockout risks exactly the positions below their reorder point, most urgent first', async () => {
    const body = await overview();
    const below = body.inventory.filter((row) => row.on_hand - row.reserved < row.reorder_point);
    expect(below.length).toBeGreaterThan(0);
    expect(sortedPositions(body.stockout_risks)).toEqual(sortedPositions(below));
    const cover = body.stockout_risks.map((row) => row.available / row.reorder_point);
    expect(cover).toEqual([...cover].sort((a, b) => a - b));
  });

  it('lists the purchase orders still in transit, soonest landing first, none that landed', async () => {
    const raw = await rawTables('demo@chainforge.dev');
    const body = await overview();
    const expected = raw.purchaseOrders
      .filter((po) => po.status === 'in_transit')
      .map((po) => ({
        po_id: po.id,
        sku: raw.skuById.get(po.sku_id)!.code,
        product_name: raw.name(po.sku_id),
        warehouse: raw.warehouseById.get(po.warehouse_id)!.name,
        channel: po.channel,
        quantity: po.quantity,
        carrier: po.carrier,
        ordered_on: po.ordered_on,
        expected_landing: po.expected_landing_on,
      }));
    expect(expected.length).toBeGreaterThan(0);
    expect(raw.purchaseOrders.some((po) => po.status === 'landed')).toBe(true);
    expect(sortedOrders(body.in_transit)).toEqual(sortedOrders(expected));
    const landings = body.in_transit.map((order) => order.expected_landing);
    expect(landings).toEqual([...landings].sort());
  });

  it('keeps a late purchase order listed until it is marked landed', async () => {
    const email = 'supply@chainforge.dev';
    const raw = await rawTables(email);
    const po = raw.purchaseOrders.find((candidate) => candidate.status === 'in_transit')!;
    await server.db
      .updateTable('purchase_orders')
      .set({ expected_landing_on: '2000-01-01' })
      .where('id', '=', po.id)
      .execute();
    expect((await overview('', email)).in_transit[0]?.po_id).toBe(po.id);

    await server.db.updateTable('purchase_orders').set({ status: 'landed' }).where('id', '=', po.id).execute();
    expect((await overview('', email)).in_transit.map((order) => order.po_id)).not.toContain(po.id);
  });

  it("answers every warehouse's costs of the last 12 months in dollars, newest first", async () => {
    const raw = await rawTables('demo@chainforge.dev');
    const body = await overview();
    const months = lastTwelveMonths(new Date());
    const expected = raw.costs
      .filter((row) => months.includes(row.month))
      .map((row) => ({
        warehouse: raw.warehouseById.get(row.warehouse_id)!.name,
        month: row.month,
        storage: row.storage_cents / 100,
        labor: row.labor_cents / 100,
        shipping: row.shipping_cents / 100,
        total: (row.storage_cents + row.labor_cents + row.shipping_cents) / 100,
      }));
    expect(body.warehouse_costs).toHaveLength(raw.warehouses.length * 12);
    expect(sortedCosts(body.warehouse_costs)).toEqual(sortedCosts(expected));
    const answered = body.warehouse_costs.map((cost) => cost.month);
    expect(answered).toEqual([...answered].sort().reverse());
    expect(new Set(answered)).toEqual(new Set(months));
  });

  it('leaves out costs older than 12 months', async () => {
    const email = 'supply@chainforge.dev';
    const raw = await rawTables(email);
    const old = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 12, 1))
      .toISOString()
      .slice(0, 7);
    await server.db
      .insertInto('warehouse_costs')
      .values({
        warehouse_id: raw.warehouses[0]!.id,
        month: old,
        storage_cents: 1,
        labor_cents: 1,
        shipping_cents: 1,
      })
      .execute();
    expect((await overview('', email)).warehouse_costs.map((cost) => cost.month)).not.toContain(old);
  });

  it.each(['east', 'west', 'amzn'] as const)('filters by channel=%s', async (channel) => {
    const raw = await rawTables('demo@chainforge.dev');
    const total = await overview();
    const body = await overview(`?channel=${channel}`);
    expect(body.channel).toBe(channel);
    expect(body.inventory.length).toBeGreaterThan(0);
    expect(sortedPositions(body.inventory)).toEqual(
      sortedPositions(total.inventory.filter((row) => row.channel === channel)),
    );
    expect(sortedPositions(body.stockout_risks)).toEqual(
      sortedPositions(total.stockout_risks.filter((row) => row.channel === channel)),
    );
    expect(body.in_transit).toEqual(total.in_transit.filter((order) => order.channel === channel));

    // Costs: the whole costs of the warehouses holding stock for the channel.
    const serving = new Set(
      raw.inventory
        .filter((row) => row.channel === channel)
        .map((row) => raw.warehouseById.get(row.warehouse_id)!.name),
    );
    const regional = raw.warehouses
      .filter((warehouse) => warehouse.region === channel)
      .map((warehouse) => warehouse.name);
    expect([...serving].sort()).toEqual(channel === 'amzn' ? raw.warehouses.map((w) => w.name).sort() : regional);
    expect(body.warehouse_costs).toEqual(total.warehouse_costs.filter((cost) => serving.has(cost.warehouse)));
  });

  it.each([
    ['central', '?channel=central'],
    ['an unknown channel', '?channel=north'],
    ['another case', '?channel=EAST'],
    ['an empty channel', '?channel='],
    ['markup', '?channel=%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
    ['a repeated channel', '?channel=east&channel=west'],
    ['the same channel twice', '?channel=east&channel=east'],
    ['a bracketed list', '?channel[]=east'],
    ['an indexed list', '?channel[0]=east'],
  ])('refuses %s with 400 JSON naming the valid channels', async (_, query) => {
    const response = await get(`/api/supply-chain/overview${query}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await response.json();
    expect(Object.keys(body)).toEqual(['error']);
    expect(body.error.code).toBe('bad-request');
    expect(body.error.message).toMatch(/total, east, west, amzn/);
    expect(body.error.message).not.toMatch(/script|north|EAST/);
  });

  it.each(['viewer@chainforge.dev', 'chat@chainforge.dev'])(
    'refuses %s, who has no supply-chain permission, with 403 JSON',
    async (email) => {
      for (const query of ['', '?channel=east', '?channel=central']) {
        const response = await get(`/api/supply-chain/overview${query}`, email);
        expect(response.status).toBe(403);
        const body = await response.json();
        expect(body.error.code).toBe('forbidden');
        expect(body.error.message).toMatch(/supply-chain view is not part of your account's plan/);
      }
    },
  );

  it('refuses a request without a valid API token with 401 JSON', async () => {
    for (const headers of [{}, { Authorization: 'Bearer not-a-token' }] as Record<string, string>[]) {
      const response = await fetch(`${server.url}/api/supply-chain/overview?channel=east`, { headers });
      expect(response.status).toBe(401);
      expect((await response.json()).error.code).toMatch(/unauthorized|invalid-token/);
    }
  });

  it("answers only the caller's own supply chain", async () => {
    const demo = await rawTables('demo@chainforge.dev');
    const supply = await rawTables('supply@chainforge.dev');
    const body = await overview('', 'supply@chainforge.dev');
    const ownSkus = new Set(supply.skus.map((sku) => sku.code));
    const demoSkus = new Set(demo.skus.map((sku) => sku.code));
    const skus = [...body.inventory, ...body.in_transit].map((row) => row.sku);
    expect(skus.length).toBeGreaterThan(0);
    expect(skus.every((sku) => ownSkus.has(sku) && !demoSkus.has(sku))).toBe(true);
    const ownPos = new Set(supply.purchaseOrders.map((po) => po.id));
    expect(body.in_transit.every((order) => ownPos.has(order.po_id))).toBe(true);
    // Warehouse names repeat between accounts; the figures are the account's own.
    const months = lastTwelveMonths(new Date());
    const ownCosts = new Set(
      supply.costs.filter((row) => months.includes(row.month)).map((row) => `${row.month}|${row.storage_cents}`),
    );
    expect(body.warehouse_costs).toHaveLength(supply.warehouses.length * 12);
    expect(body.warehouse_costs.every((cost) => ownCosts.has(`${cost.month}|${Math.round(cost.storage * 100)}`))).toBe(
      true,
    );
  });
});
