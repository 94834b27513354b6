import { count, money, plural, signedPercent, table } from '../format.ts';
import type { WarehouseCostsResult } from '../tools/warehouse-costs.ts';

/** Slow movers that are short somewhere else: the excess has a place to go. */
function shortElsewhere(result: WarehouseCostsResult): string {
  const needed = result.slow_movers.filter((row) => result.short_elsewhere.some((short) => short.sku === row.sku));
  const first = needed[0];
  if (!first) return '';
  const short = result.short_elsewhere.find((row) => row.sku === first.sku);
  return short
    ? ` (${first.sku} is below its reorder point at ${short.warehouse}, ${short.channel}: send it there first)`
    : '';
}

/**
 * What would lower the costliest warehouse's costs, most telling first: its slow movers to clear,
 * its biggest cost component and how to work on it, and the least costly warehouse to shift to.
 */
export function costLevers(result: WarehouseCostsResult): string[] {
  const costliest = result.warehouses[0];
  if (!costliest) return [];
  const levers: string[] = [];
  const slow = result.slow_movers;
  const component = costliest.biggest_component;
  const componentTrend = result.costliest_component_trend;
  const firstComponent = componentTrend[0];
  const lastComponent = componentTrend.at(-1);
  const componentChange =
    firstComponent && lastComponent && firstComponent.amount > 0
      ? Math.round(((lastComponent.amount - firstComponent.amount) / firstComponent.amount) * 1000) / 10
      : 0;

  if (slow.length) {
    const excess = slow.reduce((sum, row) => sum + row.excess_units, 0);
    levers.push(
      `**Clear slow-moving stock at ${costliest.warehouse}.** These positions hold three times their reorder point or more, ${count(excess)} units beyond two reorder cycles in all, tying up space you pay storage and handling for:`,
      table(
        ['SKU', 'Product', 'Channel', 'On hand', 'Reorder point', 'Excess units', 'Incoming orders'],
        slow.map((row) => [
          row.sku,
          row.product_name,
          row.channel,
          count(row.on_hand),
          count(row.reorder_point),
          count(row.excess_units),
          count(row.recent_orders),
        ]),
        [3, 4, 5, 6],
      ),
      `Pause purchase orders for them, move the excess to a warehouse with lower costs${shortElsewhere(result)}, or discount it to free the space.`,
    );
  }
  const trendText =
    firstComponent && lastComponent
      ? ` It went from ${money(firstComponent.amount)} in ${firstComponent.month} to ${money(lastComponent.amount)} in ${lastComponent.month} (${signedPercent(componentChange)}).`
      : '';
  const componentAmount = money(costliest[component]);
  if (component === 'labor') {
    levers.push(
      `**Work on labor, its biggest cost** (${componentAmount}, ${costliest.biggest_share_percent}% of ${costliest.warehouse}'s costs).${trendText} Batch picking for your most ordered SKUs and receiving inbound purchase orders together${result.inbound_to_costliest.orders ? ` (${plural(result.inbound_to_costliest.orders, 'order')}, ${count(result.inbound_to_costliest.quantity)} units are on the way there)` : ''} cut handling hours; plan shifts around those landings.`,
    );
  } else if (component === 'storage') {
    levers.push(
      `**Work on storage, its biggest cost** (${componentAmount}, ${costliest.biggest_share_percent}% of ${costliest.warehouse}'s costs).${trendText} Less stock held there means less space paid for: order overstocked SKUs in smaller, more frequent lots and consolidate the rest into fewer locations.`,
    );
  } else {
    levers.push(
      `**Work on shipping, its biggest cost** (${componentAmount}, ${costliest.biggest_share_percent}% of ${costliest.warehouse}'s costs).${trendText} Consolidate shipments into fuller loads, compare carriers on your busiest lanes, and serve orders from the warehouse nearest the customer.`,
    );
  }
  const cheapest = result.warehouses.at(-1);
  if (cheapest && cheapest.warehouse !== costliest.warehouse) {
    levers.push(
      `**Shift volume toward ${cheapest.warehouse}**, your least costly warehouse here (${money(cheapest.total)} over the same months), where its capacity allows.`,
    );
  }
  return levers;
}
