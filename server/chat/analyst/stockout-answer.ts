import type { InTransitOrder } from '../../../contract/product-answers.ts';
import { channelName, count, markdownText, plural, table } from '../format.ts';
import type { ChatContext } from '../tools/chat-context.ts';
import { stockoutRisks } from '../tools/stockout-risks.ts';
import { notInPlan } from './capabilities.ts';
import type { Mentions } from './mentions.ts';

const inTransitNote = (orders: InTransitOrder[]) =>
  orders.length === 0
    ? 'none'
    : orders
        .slice(0, 2)
        .map((order) => `${order.po_id}: ${count(order.quantity)} on ${order.expected_landing}`)
        .join('; ') + (orders.length > 2 ? `; +${orders.length - 2} more` : '');

const MAX_RISK_ROWS = 12;

/**
 * Stockout risks in the page's channel, most urgent first (at most 12 rows), then what to do:
 * reorder or transfer where no inbound stock covers the shortfall, watch the landing where it does.
 */
export async function stockoutAnswer(context: ChatContext, asked: Mentions): Promise<string> {
  const result = markdownText(await stockoutRisks(context, { sku: asked.sku }));
  const mentions = markdownText(asked);
  if (!result.available) return notInPlan();
  const where = channelName(result.channel);
  const heading = `**Stockout risks — ${where}** (stock as of ${result.as_of})`;
  const lines = [heading, ''];
  if (mentions.unknownSku && !mentions.sku) {
    lines.push(`I can't find a SKU **${mentions.unknownSku}** in your catalogue, so here are all your risks.`, '');
  }
  const risks = result.risks;
  if (risks.length === 0) {
    lines.push(
      mentions.sku
        ? `**${mentions.sku}** is not below its reorder point anywhere in ${where}: no stockout risk for it.`
        : `Good news: none of your ${plural(result.positions_checked, 'stock position')} in ${where} is below its reorder point.`,
    );
    return lines.join('\n');
  }
  const skus = new Set(risks.map((risk) => risk.sku));
  lines.push(
    mentions.sku
      ? `**${mentions.sku}** is below its reorder point in ${plural(risks.length, 'position')}:`
      : `**${count(risks.length)}** of your ${plural(result.positions_checked, 'stock position')} are below their reorder point, across ${plural(skus.size, 'SKU')}. Most urgent first:`,
    '',
  );
  lines.push(
    table(
      ['SKU', 'Product', 'Warehouse', 'Channel', 'Available', 'Reorder point', 'Short by', 'In transit'],
      risks
        .slice(0, MAX_RISK_ROWS)
        .map((risk) => [
          risk.sku,
          risk.product_name,
          risk.warehouse,
          risk.channel,
          count(risk.available),
          count(risk.reorder_point),
          count(risk.shortfall),
          inTransitNote(risk.in_transit),
        ]),
      [4, 5, 6],
    ),
  );
  if (risks.length > MAX_RISK_ROWS) {
    lines.push('', `…and ${plural(risks.length - MAX_RISK_ROWS, 'more position')} (ask about one SKU to see it).`);
  }

  lines.push('', '**What to do**');
  const uncovered = risks.filter((risk) => !risk.covered);
  const covered = risks.filter((risk) => risk.covered);
  for (const risk of uncovered.slice(0, 4)) {
    const inbound =
      risk.inbound_to_position > 0
        ? `only ${count(risk.inbound_to_position)} units are on their way to it, not enough for the shortfall of ${count(risk.shortfall)}`
        : risk.in_transit.length > 0
          ? `the ${plural(risk.in_transit.length, 'purchase order')} in transit for this SKU go elsewhere (${risk.in_transit
              .slice(0, 2)
              .map((order) => `${order.po_id} to ${order.warehouse}, ${order.channel}`)
              .join('; ')})`
          : 'nothing is in transit for it';
    const donor = risk.surplus_elsewhere[0];
    const transfer = donor
      ? `, or transfer from ${donor.warehouse} (${donor.channel}), which has ${count(donor.available)} available, ${count(donor.surplus)} above its own reorder point`
      : '';
    lines.push(
      `- **${risk.sku}** at ${risk.warehouse} (${risk.channel}): ${count(risk.available)} available against a reorder point of ${count(risk.reorder_point)} (${risk.cover_percent}%), and ${inbound}. Reorder at least ${count(risk.shortfall)} units now${transfer}.`,
    );
  }
  for (const risk of covered.slice(0, 3)) {
    const next = risk.in_transit.find((order) => order.warehouse === risk.warehouse && order.channel === risk.channel);
    lines.push(
      `- **${risk.sku}** at ${risk.warehouse} (${risk.channel}) is covered: ${next ? `${next.po_id} brings ${count(next.quantity)} units on ${next.expected_landing} (${next.carrier})` : 'inbound stock'}, more than the shortfall of ${count(risk.shortfall)}. Watch that it lands on time.`,
    );
  }
  if (uncovered.length > 4 || covered.length > 3) {
    lines.push(`- ${plural(uncovered.length, 'position')} in all have no inbound stock that covers them.`);
  }
  return lines.join('\n');
}
