import type { Schema } from 'ai';
import type { Kysely } from 'kysely';
import type {
  AccountBalance,
  AgentStats,
  InTransitOrder,
  IncomingOrder,
  InventoryPosition,
  SupplyChainChannel,
  SupplyChainOverview,
  Transaction,
} from '../../elements/core/contract/product-answers.ts';
import { agentStats } from '../db/queries/agents.ts';
import { findPurchaseOrder } from '../db/queries/chat/tool-reads.ts';
import { accountBalance, listTransactions } from '../db/queries/finance.ts';
import { listIncomingOrders } from '../db/queries/orders.ts';
import { supplyChainOverview } from '../db/queries/supply-chain.ts';
import { usageView } from '../db/queries/usage.ts';
import type { Database } from '../db/schema.ts';
import { countInput, textInput, toolInput } from './tool-input.ts';

/**
 * The chat's read-only tools: what the built-in analyst answers from and what a language model is
 * given to call. Every one reads only the signed-in account (the context's member), whatever its
 * input says: inputs narrow an answer (a SKU, a purchase order), they never name an account.
 */
export interface ChatContext {
  db: Kysely<Database>;
  memberId: string;
  /** The channel the page shows: the supply-chain tools answer within it. */
  channel: SupplyChainChannel;
  now: Date;
  /** Whether the account holds a supply-chain (cnfg) permission; without one those tools answer only that. */
  supplyChain: boolean;
}

/** What a supply-chain tool answers an account without a supply-chain permission. */
export interface NotInPlan {
  available: false;
  reason: string;
}

export const NOT_IN_PLAN: NotInPlan = {
  available: false,
  reason:
    "Supply-chain insights (stock, purchase orders, warehouse costs) are not part of this account's plan: they need a supply-chain (cnfg) permission.",
};

const DAY_MS = 86_400_000;
const cents = (dollars: number) => Math.round(dollars * 100);
const dollars = (cents: number) => Math.round(cents) / 100;
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const today = (now: Date) => now.toISOString().slice(0, 10);

/** Whole days from `from` to `to`, both `YYYY-MM-DD`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Memoised per context: one answer may use several tools over the same overview. */
const overviews = new WeakMap<ChatContext, Map<SupplyChainChannel, Promise<SupplyChainOverview>>>();

export function overviewOf(context: ChatContext, channel: SupplyChainChannel = context.channel) {
  let byChannel = overviews.get(context);
  if (!byChannel) {
    byChannel = new Map();
    overviews.set(context, byChannel);
  }
  let overview = byChannel.get(channel);
  if (!overview) {
    overview = supplyChainOverview(context.db, context.memberId, channel, context.now);
    byChannel.set(channel, overview);
  }
  return overview;
}

const sameCode = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

// ---------------------------------------------------------------------------------------------
// Stockout risks

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

// ---------------------------------------------------------------------------------------------
// Landing dates

export interface Landing extends InTransitOrder {
  /** Days from today to the expected landing; negative when it is late. */
  days_until: number;
}

export interface LandingDatesResult {
  available: true;
  channel: SupplyChainChannel;
  today: string;
  /** Every purchase order in transit (in the channel), or those the question narrowed to; soonest first. */
  orders: Landing[];
  po_id?: string;
  sku?: string;
  /** A purchase order asked for that is not in transit in this channel: where it is instead. */
  po_status?: 'landed' | 'in-transit-other-channel' | 'unknown';
  /** For a landed or other-channel order: its expected landing day and channel. */
  po_detail?: { expected_landing: string; channel: string };
}

export async function landingDates(
  context: ChatContext,
  input: { po_id?: string; sku?: string } = {},
): Promise<LandingDatesResult | NotInPlan> {
  if (!context.supplyChain) return NOT_IN_PLAN;
  const overview = await overviewOf(context);
  const day = today(context.now);
  const landing = (order: InTransitOrder): Landing => ({
    ...order,
    days_until: daysBetween(day, order.expected_landing),
  });
  const base = { available: true as const, channel: overview.channel, today: day };
  if (input.po_id) {
    const poId = input.po_id;
    const order = overview.in_transit.find((row) => sameCode(row.po_id, poId));
    if (order) return { ...base, po_id: order.po_id, orders: [landing(order)] };
    const stored = await findPurchaseOrder(context.db, context.memberId, poId);
    if (!stored) return { ...base, po_id: poId.toUpperCase(), orders: [], po_status: 'unknown' };
    return {
      ...base,
      po_id: stored.id,
      orders: [],
      po_status: stored.status === 'landed' ? 'landed' : 'in-transit-other-channel',
      po_detail: { expected_landing: stored.expected_landing_on, channel: stored.channel },
    };
  }
  if (input.sku) {
    const sku = input.sku;
    const orders = overview.in_transit.filter((row) => sameCode(row.sku, sku)).map(landing);
    const known = overview.inventory.find((row) => sameCode(row.sku, sku))?.sku ?? orders[0]?.sku;
    return { ...base, sku: known ?? sku.toUpperCase(), orders };
  }
  return { ...base, orders: overview.in_transit.map(landing) };
}

// ---------------------------------------------------------------------------------------------
// Warehouse costs

export type CostComponent = 'storage' | 'labor' | 'shipping';
export const COST_COMPONENTS: readonly CostComponent[] = ['storage', 'labor', 'shipping'];

export interface WarehouseCostSummary {
  warehouse: string;
  storage: number;
  labor: number;
  shipping: number;
  total: number;
  biggest_component: CostComponent;
  /** The biggest component's share of the warehouse's total, in percent (rounded). */
  biggest_share_percent: number;
}

export interface MonthTotal {
  month: string;
  storage: number;
  labor: number;
  shipping: number;
  total: number;
}

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
  trend: {
    first_month: string;
    first_total: number;
    last_month: string;
    last_total: number;
    /** From the first month to the last, in percent (one decimal). */
    change_percent: number;
    /** The average of the last three months against the three before them, in percent (one decimal). */
    recent_change_percent: number;
    highest_month: string;
    highest_total: number;
  } | null;
  /** The costliest warehouse's biggest component, month by month, oldest first. */
  costliest_component_trend: { month: string; amount: number }[];
  /** Overstocked positions at the costliest warehouse: stock at three times its reorder point or more, most excess first. */
  slow_movers: SlowMover[];
  /** Purchase orders in transit to the costliest warehouse, with their quantity. */
  inbound_to_costliest: { orders: number; quantity: number };
  /** The stockout risks of the slow movers' SKUs elsewhere: where their excess is needed. */
  short_elsewhere: { sku: string; warehouse: string; channel: string; shortfall: number }[];
}

const sumCents = (values: number[]) => dollars(values.reduce((sum, value) => sum + cents(value), 0));
const percentChange = (from: number, to: number) => (from === 0 ? 0 : Math.round(((to - from) / from) * 1000) / 10);

export async function warehouseCosts(context: ChatContext): Promise<WarehouseCostsResult | NotInPlan> {
  if (!context.supplyChain) return NOT_IN_PLAN;
  const [overview, orders] = await Promise.all([overviewOf(context), listIncomingOrders(context.db, context.memberId)]);
  const rows = overview.warehouse_costs;

  const byWarehouse = new Map<string, typeof rows>();
  for (const row of rows) byWarehouse.set(row.warehouse, [...(byWarehouse.get(row.warehouse) ?? []), row]);
  const warehouses = [...byWarehouse.entries()]
    .map(([warehouse, months]): WarehouseCostSummary => {
      const storage = sumCents(months.map((month) => month.storage));
      const labor = sumCents(months.map((month) => month.labor));
      const shipping = sumCents(months.map((month) => month.shipping));
      const total = sumCents(months.map((month) => month.total));
      const parts = { storage, labor, shipping };
      const biggest = COST_COMPONENTS.reduce((best, part) => (parts[part] > parts[best] ? part : best), 'storage');
      return {
        warehouse,
        storage,
        labor,
        shipping,
        total,
        biggest_component: biggest,
        biggest_share_percent: total > 0 ? Math.round((parts[biggest] / total) * 100) : 0,
      };
    })
    .sort((a, b) => b.total - a.total || byText(a.warehouse, b.warehouse));

  const byMonth = new Map<string, typeof rows>();
  for (const row of rows) byMonth.set(row.month, [...(byMonth.get(row.month) ?? []), row]);
  const monthlyTotals = [...byMonth.entries()]
    .sort(([a], [b]) => byText(a, b))
    .map(([month, monthRows]) => ({
      month,
      storage: sumCents(monthRows.map((row) => row.storage)),
      labor: sumCents(monthRows.map((row) => row.labor)),
      shipping: sumCents(monthRows.map((row) => row.shipping)),
      total: sumCents(monthRows.map((row) => row.total)),
    }));

  const first = monthlyTotals[0];
  const last = monthlyTotals.at(-1);
  const average = (items: MonthTotal[]) =>
    items.length ? items.reduce((sum, item) => sum + item.total, 0) / items.length : 0;
  const highest = monthlyTotals.reduce<MonthTotal | undefined>(
    (best, month) => (!best || month.total > best.total ? month : best),
    undefined,
  );
  const trend =
    first && last && highest
      ? {
          first_month: first.month,
          first_total: first.total,
          last_month: last.month,
          last_total: last.total,
          change_percent: percentChange(first.total, last.total),
          recent_change_percent: percentChange(average(monthlyTotals.slice(-6, -3)), average(monthlyTotals.slice(-3))),
          highest_month: highest.month,
          highest_total: highest.total,
        }
      : null;

  const costliest = warehouses[0];
  const ordersBySku = new Map<string, number>();
  for (const order of orders) ordersBySku.set(order.sku, (ordersBySku.get(order.sku) ?? 0) + 1);
  const slowMovers = costliest
    ? overview.inventory
        .filter(
          (row) =>
            row.warehouse === costliest.warehouse && row.reorder_point > 0 && row.on_hand >= 3 * row.reorder_point,
        )
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
        .slice(0, 5)
    : [];
  const inbound = costliest ? overview.in_transit.filter((order) => order.warehouse === costliest.warehouse) : [];

  return {
    available: true,
    channel: overview.channel,
    from_month: first?.month ?? '',
    to_month: last?.month ?? '',
    warehouses,
    monthly_totals: monthlyTotals,
    trend,
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

// ---------------------------------------------------------------------------------------------
// Incoming orders, balance, agent usage: not part of the supply-chain permission.

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

export interface BalanceResult extends AccountBalance {
  /** The current month's name, as the dashboard shows it (UTC). */
  month_name: string;
  recent_transactions: Transaction[];
}

export async function balanceAndSpend(context: ChatContext): Promise<BalanceResult> {
  const [balance, transactions] = await Promise.all([
    accountBalance(context.db, context.memberId, context.now),
    listTransactions(context.db, context.memberId, 5),
  ]);
  return {
    ...balance,
    month_name: context.now.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' }),
    recent_transactions: transactions,
  };
}

export interface AgentUsageResult extends AgentStats {
  /** `YYYY-MM`. */
  month: string;
  day_of_month: number;
  days_in_month: number;
  /** Chat and voice tokens of this month. */
  tokens_used: number;
  /** The spec's projection: round(tokens used / day of month * days in month). */
  projected_monthly_tokens: number;
  remaining_tokens: number;
}

export async function agentUsage(context: ChatContext): Promise<AgentUsageResult> {
  const [stats, usage] = await Promise.all([
    agentStats(context.db, context.memberId, context.now),
    usageView(context.db, context.memberId, context.now),
  ]);
  return {
    ...stats,
    month: usage.month,
    day_of_month: usage.day_of_month,
    days_in_month: usage.days_in_month,
    tokens_used: usage.tokens_used,
    projected_monthly_tokens: usage.projected_monthly_tokens,
    remaining_tokens: usage.remaining_tokens,
  };
}

// ---------------------------------------------------------------------------------------------
// The same tools as a language model sees them.

export interface ChatTool<Input = unknown> {
  name: string;
  description: string;
  /** What the model may send, and how what it sends is read (tool-input.ts). */
  input: Schema<Input>;
  supplyChain: boolean;
  run(context: ChatContext, input: Input): Promise<unknown>;
}

/** A tool of the list below, its input's type checked against its `run`. */
const chatTool = <Input>(definition: ChatTool<Input>): ChatTool => definition;

const noInput = toolInput({});

export const TOOL_DEFINITIONS: readonly ChatTool[] = [
  chatTool({
    name: 'stockout_risks',
    description:
      'Stock positions below their reorder point in the channel the user is looking at, most urgent first: SKU, product, warehouse, available and reorder point, the shortfall, and the purchase orders already in transit for each SKU.',
    input: toolInput({ sku: textInput('Only this SKU code (optional).') }),
    supplyChain: true,
    run: (context, input) => stockoutRisks(context, input),
  }),
  chatTool({
    name: 'landing_dates',
    description:
      'Purchase orders in transit and when they are expected to land (YYYY-MM-DD, days from today). Give po_id for one purchase order, sku for the next landings of one SKU, or nothing for all of them.',
    input: toolInput({
      po_id: textInput('A purchase order id such as PO-ACM-5001 (optional).'),
      sku: textInput('A SKU code (optional).'),
    }),
    supplyChain: true,
    run: (context, input) => landingDates(context, input),
  }),
  chatTool({
    name: 'warehouse_costs',
    description:
      'Warehouse costs of the last 12 months in the channel: per warehouse (storage, labor, shipping, total, biggest component), the monthly totals and trend, and overstocked slow-moving positions at the costliest warehouse.',
    input: noInput,
    supplyChain: true,
    run: (context) => warehouseCosts(context),
  }),
  chatTool({
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
  }),
  chatTool({
    name: 'balance_and_spend',
    description:
      "The account's balance and spend in dollars: current balance, this month's, last month's and year-to-date spend, and the latest transactions.",
    input: noInput,
    supplyChain: false,
    run: (context) => balanceAndSpend(context),
  }),
  chatTool({
    name: 'agent_usage',
    description:
      "The account's chat and voice agent usage: sessions this month and in total, tokens used this month, the projected tokens for the whole month, purchased and remaining tokens.",
    input: noInput,
    supplyChain: false,
    run: (context) => agentUsage(context),
  }),
];
