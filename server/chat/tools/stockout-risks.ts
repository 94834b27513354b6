import type { InTransitOrder, InventoryPosition, SupplyChainChannel } from '../../../contract/product-answers.ts';
import { type ChatContext, NOT_IN_PLAN, type NotInPlan, overviewOf } from './chat-context.ts';
import { chatTool } from './chat-tool.ts';
import { byText, sameCode } from './figures.ts';
import { textInput, toolInput } from './tool-input.ts';

export interface StockoutRisk extends InventoryPosition {
  /** `reorder_point - available`: how far below the reorder point the position is. */
  shortfall: number;
  /** `available / reorder_point` in percent, rounded; 0 when nothing is available. */
  cover_percent: number;
  /** Purchase orders in transit for the same SKU (in the channel shown), soonest first. */
  in_transit: InTransitOrder[];
  /** Their quantity going to this very position (same warehouse and channel). */
  inbound_to_position: number;
  /** Whether that inbound quantity lifts the position back to its reorder point. */
  covered: boolean;
  /** Other positions of the SKU (in the channel shown) with stock above their own reorder point, most first: where to transfer from. */
  surplus_elsewhere: { warehouse: string; channel: string; available: number; surplus: number }[];
}

export interface StockoutRisksResult {
  available: true;
  channel: SupplyChainChannel;
  as_of: string;
  positions_checked: number;
  /** Most urgent first, as the overview's stockout_risks. */
  risks: StockoutRisk[];
  /** The SKU the question named, when it named one of the account's. */
  sku?: string;
}

export async function stockoutRisks(
  context: ChatContext,
  input: { sku?: string } = {},
): Promise<StockoutRisksResult | NotInPlan> {
  if (!context.supplyChain) return NOT_IN_PLAN;
  const overview = await overviewOf(context);
  const risks = overview.stockout_risks
    .filter((row) => !input.sku || sameCode(row.sku, input.sku))
    .map((row): StockoutRisk => {
      const inTransit = overview.in_transit.filter((order) => order.sku === row.sku);
      const inbound = inTransit
        .filter((order) => order.warehouse === row.warehouse && order.channel === row.channel)
        .reduce((sum, order) => sum + order.quantity, 0);
      const shortfall = row.reorder_point - row.available;
      return {
        ...row,
        shortfall,
        cover_percent: row.reorder_point > 0 ? Math.max(0, Math.round((row.available / row.reorder_point) * 100)) : 0,
        in_transit: inTransit,
        inbound_to_position: inbound,
        covered: inbound >= shortfall,
        surplus_elsewhere: overview.inventory
          .filter((other) => other.sku === row.sku && other.available > other.reorder_point)
          .map((other) => ({
            warehouse: other.warehouse,
            channel: other.channel,
            available: other.available,
            surplus: other.available - other.reorder_point,
          }))
          .sort((a, b) => b.surplus - a.surplus || byText(a.warehouse, b.warehouse) || byText(a.channel, b.channel))
          .slice(0, 2),
      };
    });
  const sku = input.sku && overview.inventory.find((row) => sameCode(row.sku, input.sku ?? ''))?.sku;
  return {
    available: true,
    channel: overview.channel,
    as_of: overview.as_of,
    positions_checked: overview.inventory.length,
    risks,
    ...(sku ? { sku } : {}),
  };
}

export const stockoutRisksTool = chatTool({
  name: 'stockout_risks',
  description:
    'Stock positions below their reorder point in the channel the user is looking at, most urgent first: SKU, product, warehouse, available and reorder point, the shortfall, and the purchase orders already in transit for each SKU.',
  input: toolInput({ sku: textInput('Only this SKU code (optional).') }),
  supplyChain: true,
  run: (context, input) => stockoutRisks(context, input),
});
