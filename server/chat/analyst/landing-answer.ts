import { channelName, count, markdownText, plural, relativeDays, table } from '../format.ts';
import type { ChatContext } from '../tools/chat-context.ts';
import { type Landing, landingDates } from '../tools/landing-dates.ts';
import { notInPlan } from './capabilities.ts';
import type { Mentions } from './mentions.ts';

const landingLine = (order: Landing) =>
  `**${order.po_id}** should land on **${order.expected_landing}** (${relativeDays(order.days_until)}) at ${order.warehouse} (${order.channel} channel): ${count(order.quantity)} × ${order.product_name} (${order.sku}), carried by ${order.carrier}, ordered on ${order.ordered_on}.`;

/** One purchase order's landing, one SKU's next landings, or every order in transit with the late ones flagged. */
export async function landingAnswer(context: ChatContext, asked: Mentions): Promise<string> {
  const result = markdownText(
    await landingDates(context, { po_id: asked.poId, sku: asked.poId ? undefined : asked.sku }),
  );
  const mentions = markdownText(asked);
  if (!result.available) return notInPlan();
  const where = channelName(result.channel);
  if (mentions.unknownSku && !mentions.sku && !mentions.poId) {
    return `I can't find a SKU **${mentions.unknownSku}** in your catalogue. ${await landingAnswer(context, {})}`;
  }
  if (result.po_id) {
    const order = result.orders[0];
    if (order) return landingLine(order);
    if (result.po_status === 'landed' && result.po_detail) {
      return `**${result.po_id}** has already landed: it is no longer in transit (it was expected on ${result.po_detail.expected_landing}, ${result.po_detail.channel} channel).`;
    }
    if (result.po_status === 'in-transit-other-channel' && result.po_detail) {
      return `**${result.po_id}** is in transit for the ${channelName(result.po_detail.channel)} channel, not ${where}, which this page shows. It should land on **${result.po_detail.expected_landing}**. Switch the channel to see its details.`;
    }
    const all = markdownText(await landingDates(context));
    const ids = all.available ? all.orders.map((row) => row.po_id) : [];
    return `I can't find a purchase order **${result.po_id}** in your account.${ids.length ? ` Your purchase orders in transit in ${where} are ${ids.join(', ')}.` : ''}`;
  }
  if (result.sku) {
    const next = result.orders[0];
    if (!next) {
      return `Nothing is in transit for **${result.sku}** in ${where}: no purchase order of yours for it is on its way. If it is running low, place one.`;
    }
    const lines = [`The next landing for **${result.sku}** (${next.product_name}) in ${where}:`, '', landingLine(next)];
    if (result.orders.length > 1) {
      lines.push(
        '',
        `Also on the way for it: ${result.orders
          .slice(1)
          .map((order) => `${order.po_id} on ${order.expected_landing}`)
          .join(', ')}.`,
      );
    }
    return lines.join('\n');
  }

  const orders = result.orders;
  if (orders.length === 0)
    return `No purchase orders of yours are in transit in ${where} right now: nothing is due to land.`;
  const [next] = orders as [Landing, ...Landing[]];
  const late = orders.filter((order) => order.days_until < 0);
  const lines = [
    `**Purchase orders in transit — ${where}** (today is ${result.today})`,
    '',
    `${plural(orders.length, 'purchase order')} ${orders.length === 1 ? 'is' : 'are'} on the way. The next one to land is **${next.po_id}** on **${next.expected_landing}** (${relativeDays(next.days_until)}): ${count(next.quantity)} × ${next.product_name} to ${next.warehouse}.`,
    '',
    table(
      ['PO', 'SKU', 'Product', 'Quantity', 'Warehouse', 'Channel', 'Carrier', 'Ordered', 'Expected landing'],
      orders.map((order) => [
        order.po_id,
        order.sku,
        order.product_name,
        count(order.quantity),
        order.warehouse,
        order.channel,
        order.carrier,
        order.ordered_on,
        `${order.expected_landing} (${relativeDays(order.days_until)})`,
      ]),
      [3],
    ),
  ];
  if (late.length)
    lines.push(
      '',
      `⚠️ ${plural(late.length, 'order')} ${late.length === 1 ? 'is' : 'are'} past the expected landing: ${late.map((order) => order.po_id).join(', ')}. Check with the carrier.`,
    );
  lines.push('', `Ask about one purchase order (for example ${next.po_id}) or one SKU for its next landing.`);
  return lines.join('\n');
}
