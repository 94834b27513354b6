import type { SupplyChainChannel } from '../../../contract/product-answers.ts';
import { listIncomingOrders } from '../../db/queries/orders.ts';
import { type ChatContext, NOT_IN_PLAN, type NotInPlan, overviewOf } from './chat-context.ts';
import { chatTool } from './chat-tool.ts';
import { byText } from './figures.ts';
import { type SlowMover, slowMoversAt } from './slow-movers.ts';
import { toolInput } from './tool-input.ts';
import {
  type CostTrend,
  costTrend,
  type MonthTotal,
  monthTotals,
  type WarehouseCostSummary,
  warehouseTotals,
} from './warehouse-cost-totals.ts';

export interface WarehouseCostsResult {
  available: true;
  channel: SupplyChainChannel;
  /** The months covered, oldest and newest (`YYYY-MM`). */
  from_month: string;
  to_month: string;
  /** The costs over those months per warehouse, costliest first. */
  warehouses: WarehouseCostSummary[];
  /** Every warehouse's costs together per month, oldest first. */
  monthly_totals: MonthTotal[];
  trend: CostTrend | null;
  /** The costliest warehouse's biggest component, month by month, oldest first. */
  costliest_component_trend: { month: string; amount: number }[];
  /** Overstocked positions at the costliest warehouse: stock at three times its reorder point or more, most excess first. */
  slow_movers: SlowMover[];
  /** Purchase orders in transit to the costliest warehouse, with their quantity. */
  inbound_to_costliest: { orders: number; quantity: number };
  /** The stockout risks of the slow movers' SKUs elsewhere: where their excess is needed. */
  short_elsewhere: { sku: string; warehouse: string; channel: string; shortfall: number }[];
}

export async function warehouseCosts(context: ChatContext): Promise<WarehouseCostsResult | NotInPlan> {
  if (!context.supplyChain) return NOT_IN_PLAN;
  const [overview, orders] = await Promise.all([overviewOf(context), listIncomingOrders(context.db, context.memberId)]);
  const rows = overview.warehouse_costs;
  const warehouses = warehouseTotals(rows);
  const monthlyTotals = monthTotals(rows);
  const costliest = warehouses[0];
  const slowMovers = costliest ? slowMoversAt(costliest.warehouse, overview, orders) : [];
  const inbound = costliest ? overview.in_transit.filter((order) => order.warehouse === costliest.warehouse) : [];

  return {
    available: true,
    channel: overview.channel,
    from_month: monthlyTotals[0]?.month ?? '',
    to_month: monthlyTotals.at(-1)?.month ?? '',
    warehouses,
    monthly_totals: monthlyTotals,
    trend: costTrend(monthlyTotals),
    costliest_component_trend: costliest
      ? rows
          .filter((row) => row.warehouse === costliest.warehouse)
          .sort((a, b) => byText(a.month, b.month))
          .map((row) => ({ month: row.month, amount: row[costliest.biggest_component] }))
      : [],
    slow_movers: slowMovers,
    inbound_to_costliest: {
      orders: inbound.length,
      quantity: inbound.reduce((sum, order) => sum + order.quantity, 0),
    },
    short_elsewhere: overview.stockout_risks
      .filter((risk) => slowMovers.some((row) => row.sku === risk.sku) && risk.warehouse !== costliest?.warehouse)
      .map((risk) => ({
        sku: risk.sku,
        warehouse: risk.warehouse,
        channel: risk.channel,
        shortfall: risk.reorder_point - risk.available,
      })),
  };
}

export const warehouseCostsTool = chatTool({
  name: 'warehouse_costs',
  description:
    'Warehouse costs of the last 12 months in the channel: per warehouse (storage, labor, shipping, total, biggest component), the monthly totals and trend, and overstocked slow-moving positions at the costliest warehouse.',
  input: toolInput({}),
  supplyChain: true,
  run: (context) => warehouseCosts(context),
});
