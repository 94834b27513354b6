import type { IncomingOrder, SupplyChainOverview } from '../../../contract/product-answers.ts';
import { byText } from './figures.ts';

export interface SlowMover {
  sku: string;
  product_name: string;
  warehouse: string;
  channel: string;
  on_hand: number;
  reorder_point: number;
  /** `on_hand / reorder_point`, one decimal. */
  reorder_cover: number;
  /** Units beyond twice the reorder point: stock that ties up space for more than two reorder cycles. */
  excess_units: number;
  /** Incoming orders for the SKU in the account's order book (all channels). */
  recent_orders: number;
}

/**
 * Overstocked positions at the warehouse: stock at three times its reorder point or more. The
 * least ordered come first (they move slowest), then the most excess; at most five.
 */
export function slowMoversAt(warehouse: string, overview: SupplyChainOverview, orders: IncomingOrder[]): SlowMover[] {
  const ordersBySku = new Map<string, number>();
  for (const order of orders) ordersBySku.set(order.sku, (ordersBySku.get(order.sku) ?? 0) + 1);
  return overview.inventory
    .filter((row) => row.warehouse === warehouse && row.reorder_point > 0 && row.on_hand >= 3 * row.reorder_point)
    .map(
      (row): SlowMover => ({
        sku: row.sku,
        product_name: row.product_name,
        warehouse: row.warehouse,
        channel: row.channel,
        on_hand: row.on_hand,
        reorder_point: row.reorder_point,
        reorder_cover: Math.round((row.on_hand / row.reorder_point) * 10) / 10,
        excess_units: row.on_hand - 2 * row.reorder_point,
        recent_orders: ordersBySku.get(row.sku) ?? 0,
      }),
    )
    .sort(
      (a, b) =>
        a.recent_orders - b.recent_orders ||
        b.excess_units - a.excess_units ||
        byText(a.sku, b.sku) ||
        byText(a.channel, b.channel),
    )
    .slice(0, 5);
}
