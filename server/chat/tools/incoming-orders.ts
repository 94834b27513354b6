import type { IncomingOrder } from '../../../contract/product-answers.ts';
import { listIncomingOrders } from '../../db/queries/orders.ts';
import type { ChatContext } from './chat-context.ts';
import { chatTool } from './chat-tool.ts';
import { byText, cents, dollars, sameCode, sumCents } from './figures.ts';
import { countInput, textInput, toolInput } from './tool-input.ts';

export interface IncomingOrdersResult {
  /** Every incoming order of the account (they are not split by channel). */
  count: number;
  total_amount: number;
  /** Newest first, at most `limit`. */
  orders: IncomingOrder[];
  /** The SKUs ordered most often, at most three. */
  top_skus: { sku: string; product_name: string; orders: number; amount: number }[];
  sku?: string;
}

/** Not part of the supply-chain permission: every account has its order book. */
export async function incomingOrders(
  context: ChatContext,
  input: { limit?: number; sku?: string; order_id?: string } = {},
): Promise<IncomingOrdersResult> {
  const all = await listIncomingOrders(context.db, context.memberId);
  const orders = all.filter(
    (order) =>
      (!input.sku || sameCode(order.sku, input.sku)) && (!input.order_id || sameCode(order.order_id, input.order_id)),
  );
  const bySku = new Map<string, { sku: string; product_name: string; orders: number; cents: number }>();
  for (const order of orders) {
    const entry = bySku.get(order.sku) ?? { sku: order.sku, product_name: order.product_name, orders: 0, cents: 0 };
    entry.orders += 1;
    entry.cents += cents(order.order_amount);
    bySku.set(order.sku, entry);
  }
  const limit = Math.min(Math.max(1, Math.floor(input.limit ?? 10)), 50);
  return {
    count: orders.length,
    total_amount: sumCents(orders.map((order) => order.order_amount)),
    orders: orders.slice(0, limit),
    top_skus: [...bySku.values()]
      .sort((a, b) => b.orders - a.orders || b.cents - a.cents || byText(a.sku, b.sku))
      .slice(0, 3)
      .map(({ cents: amount, ...entry }) => ({ ...entry, amount: dollars(amount) })),
    ...(input.sku ? { sku: orders[0]?.sku ?? input.sku.toUpperCase() } : {}),
  };
}

export const incomingOrdersTool = chatTool({
  name: 'incoming_orders',
  description:
    "The account's incoming (customer) orders, newest first: count, total amount, the latest orders and the SKUs ordered most.",
  input: toolInput({
    limit: countInput('How many of the latest orders (default 10).', 1, 50),
    sku: textInput('Only orders of this SKU (optional).'),
    order_id: textInput('Only this order, such as ORD-1001 (optional).'),
  }),
  supplyChain: false,
  run: (context, input) => incomingOrders(context, input),
});
