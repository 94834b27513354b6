import { count, markdownText, money, plural, table } from '../format.ts';
import type { ChatContext } from '../tools/chat-context.ts';
import { incomingOrders } from '../tools/incoming-orders.ts';
import type { Mentions } from './mentions.ts';

/** One incoming order, or the latest five (of one SKU when named) with their count, total and most ordered SKUs. */
export async function ordersAnswer(context: ChatContext, asked: Mentions): Promise<string> {
  const mentions = markdownText(asked);
  if (asked.orderId) {
    const order = markdownText(await incomingOrders(context, { order_id: asked.orderId })).orders[0];
    if (!order) return `I can't find an incoming order **${mentions.orderId}** in your account.`;
    return `Incoming order **${order.order_id}**: ${order.product_name} (${order.sku}), **${money(order.order_amount)}**.`;
  }
  if (mentions.unknownSku && !mentions.sku) {
    return `I can't find a SKU **${mentions.unknownSku}** in your catalogue. ${await ordersAnswer(context, {})}`;
  }
  const result = markdownText(await incomingOrders(context, { limit: 5, sku: asked.sku }));
  if (result.count === 0) {
    return mentions.sku
      ? `You have no incoming orders for **${mentions.sku}**.`
      : 'You have no incoming orders right now.';
  }
  const lines = [
    mentions.sku
      ? `**Incoming orders for ${mentions.sku}**: ${plural(result.count, 'order')} worth **${money(result.total_amount)}** in total.`
      : `**Incoming orders**: you have **${count(result.count)}** incoming orders worth **${money(result.total_amount)}** in total.`,
    '',
    `The latest ${result.orders.length === 1 ? 'one' : result.orders.length}:`,
    '',
    table(
      ['Order ID', 'SKU', 'Product', 'Amount'],
      result.orders.map((order) => [order.order_id, order.sku, order.product_name, money(order.order_amount)]),
      [3],
    ),
  ];
  if (!mentions.sku && result.top_skus.length) {
    lines.push(
      '',
      `Most ordered: ${result.top_skus.map((top) => `**${top.sku}** (${top.product_name}, ${plural(top.orders, 'order')}, ${money(top.amount)})`).join('; ')}.`,
    );
  }
  return lines.join('\n');
}
