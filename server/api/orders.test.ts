import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

interface Order {
  order_id: string;
  sku: string;
  product_name: string;
  order_amount: number;
}

let server: TestServer;
const tokens: Record<string, string> = {};

async function orders(path: string, email = 'demo@chainforge.dev'): Promise<Order[]> {
  tokens[email] ??= await server.issueToken(email);
  const response = await fetch(server.url + path, { headers: { Authorization: `Bearer ${tokens[email]}` } });
  expect(response.status).toBe(200);
  return response.json();
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/incoming-orders', () => {
  it('answers an array of orders with the contract field names', async () => {
    const list = await orders('/api/incoming-orders');
    expect(list.length).toBeGreaterThanOrEqual(14);
    for (const order of list) {
      expect(Object.keys(order).sort()).toEqual(['order_amount', 'order_id', 'product_name', 'sku']);
      expect(order.order_id).toMatch(/^ORD-\d{5}$/);
      expect(order.sku).toMatch(/^ACM-[A-Z]{3}-\d{3}$/);
      expect(order.product_name.length).toBeGreaterThan(3);
      expect(typeof order.order_amount).toBe('number');
      expect(Math.abs(order.order_amount * 100 - Math.round(order.order_amount * 100))).toBeLessThan(1e-6);
    }
  });

  it('answers the same at /api/api/incoming-orders', async () => {
    expect(await orders('/api/api/incoming-orders')).toEqual(await orders('/api/incoming-orders'));
  });

  it("answers only the caller's own orders", async () => {
    const demo = await orders('/api/incoming-orders');
    const supply = await orders('/api/incoming-orders', 'supply@chainforge.dev');
    const demoIds = new Set(demo.map((order) => order.order_id));
    expect(supply.every((order) => order.sku.startsWith('NWS-') && !demoIds.has(order.order_id))).toBe(true);
  });

  it('takes an optional limit', async () => {
    const all = await orders('/api/incoming-orders');
    expect(await orders('/api/api/incoming-orders?limit=4')).toEqual(all.slice(0, 4));
  });
});
