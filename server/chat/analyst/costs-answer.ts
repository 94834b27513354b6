import { channelName, markdownText, money, plural, signedPercent, table } from '../format.ts';
import type { ChatContext } from '../tools/chat-context.ts';
import type { CostComponent } from '../tools/warehouse-cost-totals.ts';
import { warehouseCosts } from '../tools/warehouse-costs.ts';
import { notInPlan } from './capabilities.ts';
import { costLevers } from './cost-levers.ts';

const COMPONENT_NAMES: Record<CostComponent, string> = { storage: 'storage', labor: 'labor', shipping: 'shipping' };

/** The costliest warehouse and its biggest cost, every warehouse's totals, the trend, and the levers to lower them. */
export async function costsAnswer(context: ChatContext): Promise<string> {
  const result = markdownText(await warehouseCosts(context));
  if (!result.available) return notInPlan();
  const where = channelName(result.channel);
  const costliest = result.warehouses[0];
  if (!costliest) return `I have no warehouse costs of yours for ${where} in the last 12 months.`;
  const months = result.monthly_totals.length;
  const lines = [
    `**Warehouse costs — ${where}, ${result.from_month} to ${result.to_month}**`,
    '',
    `Your costliest warehouse is **${costliest.warehouse}**: **${money(costliest.total)}** over ${plural(months, 'month')}. Its biggest cost is **${COMPONENT_NAMES[costliest.biggest_component]}**: **${money(costliest[costliest.biggest_component])}** (${costliest.biggest_share_percent}%).`,
    '',
    table(
      ['Warehouse', 'Storage', 'Labor', 'Shipping', `Total (${plural(months, 'month')})`],
      result.warehouses.map((row) => [
        row.warehouse,
        money(row.storage),
        money(row.labor),
        money(row.shipping),
        money(row.total),
      ]),
      [1, 2, 3, 4],
    ),
  ];
  const trend = result.trend;
  if (trend) {
    lines.push(
      '',
      `**Trend:** your warehouses together cost ${money(trend.first_total)} in ${trend.first_month} and ${money(trend.last_total)} in ${trend.last_month} (${signedPercent(trend.change_percent)}). The last three months are ${signedPercent(trend.recent_change_percent)} against the three before them; the most expensive month was ${trend.highest_month} (${money(trend.highest_total)}).`,
    );
  }
  const levers = costLevers(result);
  if (levers.length) {
    // Numbered by hand: a table between two items would restart an automatic list.
    lines.push('', '**Levers to reduce warehouse costs**');
    let number = 0;
    for (const block of levers) lines.push('', block.startsWith('**') ? `${++number}. ${block}` : block);
  }
  if (result.channel !== 'total') {
    lines.push(
      '',
      `_A warehouse's costs cannot be split between channels: these are the whole costs of the warehouses that serve ${where}._`,
    );
  }
  return lines.join('\n');
}
