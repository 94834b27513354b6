import { CHANNEL_LABELS as STOCK_CHANNEL_LABELS, STOCK_CHANNELS } from '../../../contract/channels';
import type { SupplyChainOverview } from '../../../contract/product-answers';
import { daysBetween, formatMonth } from '../../core/calendar-format';
import { formatCount, formatMoney } from '../../core/format';

/**
 * Everything the supply-chain overview computes from the API's answer, DOM-free: the headline
 * figures, the charts' series, the tables' extra columns and the one-line summaries that stand in
 * for each chart in print and for screen readers.
 */
export type InventoryPosition = SupplyChainOverview['inventory'][number];
export type PurchaseOrderInTransit = SupplyChainOverview['in_transit'][number];
export type WarehouseCost = SupplyChainOverview['warehouse_costs'][number];

/** The channels the API answers, with the names people read. */
export const CHANNEL_LABELS: Readonly<Record<string, string>> = { total: 'All channels', ...STOCK_CHANNEL_LABELS };

export const channelLabel = (channel: string): string => CHANNEL_LABELS[channel] ?? channel;

// ---------------------------------------------------------------------------------------------
// Formatting: en-US like the rest of the product (days and months: core/calendar-format.ts).

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });
const compactMoney = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** `$40K`, for axis ticks. */
export const formatMoneyCompact = (value: number): string => compactMoney.format(value);
export const formatPercent = (ratio: number): string => percent.format(ratio);

/** `today`, `tomorrow`, `in 5 days`, `2 days late`. */
export function landingText(days: number): string {
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  if (days > 1) return `in ${formatCount(days)} days`;
  return days === -1 ? '1 day late' : `${formatCount(-days)} days late`;
}

const plural = (value: number, one: string, many: string) => `${formatCount(value)} ${value === 1 ? one : many}`;

// ---------------------------------------------------------------------------------------------
// Headline figures

export interface Headline {
  stockAvailable: number;
  unitsInTransit: number;
  purchaseOrdersInTransit: number;
  positionsAtRisk: number;
  /** The newest month of warehouse costs (`YYYY-MM`), null without costs. */
  costMonth: string | null;
  costThisMonth: number;
  /** The change from the month before as a ratio (0.04 is 4 % more); null when unknown. */
  costChange: number | null;
}

const sum = <T>(rows: readonly T[], value: (row: T) => number) =>
  rows.reduce((total, row) => total + (Number.isFinite(value(row)) ? value(row) : 0), 0);

export function headlineFigures(overview: SupplyChainOverview): Headline {
  const trend = costTrend(overview.warehouse_costs);
  const newest = trend.at(-1);
  const before = trend.at(-2);
  return {
    stockAvailable: sum(overview.inventory, (row) => row.available),
    unitsInTransit: sum(overview.in_transit, (row) => row.quantity),
    purchaseOrdersInTransit: overview.in_transit.length,
    positionsAtRisk: overview.stockout_risks.length,
    costMonth: newest?.month ?? null,
    costThisMonth: newest?.total ?? 0,
    costChange: newest && before && before.total > 0 ? newest.total / before.total - 1 : null,
  };
}

export function headlineNotes(headline: Headline): {
  stock: string;
  transit: string;
  risk: string;
  cost: string;
} {
  const change = headline.costChange;
  return {
    stock: 'units on hand, less reserved',
    transit: `on ${plural(headline.purchaseOrdersInTransit, 'purchase order', 'purchase orders')}`,
    risk: 'below their reorder point',
    cost:
      headline.costMonth === null
        ? 'no costs recorded'
        : change === null || !Number.isFinite(change)
          ? formatMonth(headline.costMonth, 'long')
          : `${formatMonth(headline.costMonth, 'long')}, ${change >= 0 ? '+' : '−'}${formatPercent(Math.abs(change))} on the month before`,
  };
}

// ---------------------------------------------------------------------------------------------
// Stock by warehouse

export interface WarehouseStock {
  warehouse: string;
  /** Available units per channel, in the order of `StockByWarehouse.channels`. */
  byChannel: number[];
  available: number;
  /** The reorder points of the warehouse's positions added up: stock below it runs lean. */
  reorderPoint: number;
  positionsAtRisk: number;
}

export interface StockByWarehouse {
  channels: string[];
  warehouses: WarehouseStock[];
  total: number;
}

const CHANNEL_ORDER: readonly string[] = STOCK_CHANNELS;
const byChannelOrder = (a: string, b: string) =>
  (CHANNEL_ORDER.indexOf(a) + 1 || 99) - (CHANNEL_ORDER.indexOf(b) + 1 || 99) || a.localeCompare(b);

/** Available units per warehouse (most first), split by channel, with each one's reorder context. */
export function stockByWarehouse(overview: SupplyChainOverview): StockByWarehouse {
  const channels = [...new Set(overview.inventory.map((row) => row.channel))].sort(byChannelOrder);
  const atRisk = new Map<string, number>();
  for (const row of overview.stockout_risks) atRisk.set(row.warehouse, (atRisk.get(row.warehouse) ?? 0) + 1);
  const warehouses = new Map<string, WarehouseStock>();
  for (const row of overview.inventory) {
    let entry = warehouses.get(row.warehouse);
    if (!entry) {
      entry = {
        warehouse: row.warehouse,
        byChannel: channels.map(() => 0),
        available: 0,
        reorderPoint: 0,
        positionsAtRisk: atRisk.get(row.warehouse) ?? 0,
      };
      warehouses.set(row.warehouse, entry);
    }
    const available = Number.isFinite(row.available) ? row.available : 0;
    entry.byChannel[channels.indexOf(row.channel)]! += available;
    entry.available += available;
    entry.reorderPoint += Number.isFinite(row.reorder_point) ? row.reorder_point : 0;
  }
  const list = [...warehouses.values()].sort(
    (a, b) => b.available - a.available || a.warehouse.localeCompare(b.warehouse),
  );
  return { channels, warehouses: list, total: sum(list, (entry) => entry.available) };
}

export function stockSummary(stock: StockByWarehouse, positionsAtRisk: number): string {
  const [largest] = stock.warehouses;
  if (!largest) return 'No stock is held for this channel.';
  const risk =
    positionsAtRisk === 0
      ? 'No position is below its reorder point.'
      : `${plural(positionsAtRisk, 'position is', 'positions are')} below the reorder point.`;
  if (stock.warehouses.length === 1) {
    return `${formatCount(stock.total)} units available, all at ${largest.warehouse}. ${risk}`;
  }
  return (
    `${formatCount(stock.total)} units available across ${stock.warehouses.length} warehouses; ` +
    `${largest.warehouse} holds the most (${formatCount(largest.available)}). ${risk}`
  );
}

// ---------------------------------------------------------------------------------------------
// Warehouse cost trend

export const COST_SERIES = [
  { key: 'storage', label: 'Storage' },
  { key: 'labor', label: 'Labor' },
  { key: 'shipping', label: 'Shipping' },
] as const;

export type CostKey = (typeof COST_SERIES)[number]['key'];

export interface MonthCost {
  month: string;
  storage: number;
  labor: number;
  shipping: number;
  total: number;
}

/** Every warehouse's costs added up per month, oldest month first. */
export function costTrend(costs: readonly WarehouseCost[]): MonthCost[] {
  const months = new Map<string, MonthCost>();
  for (const row of costs) {
    const entry = months.get(row.month) ?? { month: row.month, storage: 0, labor: 0, shipping: 0, total: 0 };
    entry.storage += row.storage;
    entry.labor += row.labor;
    entry.shipping += row.shipping;
    entry.total += row.total;
    months.set(row.month, entry);
  }
  // Sums of cents in floating point: keep them to the cent.
  const cents = (value: number) => Math.round(value * 100) / 100;
  return [...months.values()]
    .sort((a, b) => a.month.localeCompare(b.month))
    .map((entry) => ({
      month: entry.month,
      storage: cents(entry.storage),
      labor: cents(entry.labor),
      shipping: cents(entry.shipping),
      total: cents(entry.total),
    }));
}

export function costSummary(trend: readonly MonthCost[]): string {
  const first = trend[0];
  const last = trend.at(-1);
  if (!first || !last) return 'No warehouse costs are recorded for this channel.';
  const grand = sum(trend, (month) => month.total);
  const largest = COST_SERIES.map((series) => ({ ...series, amount: sum(trend, (month) => month[series.key]) })).sort(
    (a, b) => b.amount - a.amount,
  )[0]!;
  const share =
    grand > 0 ? ` ${largest.label} is the largest part, ${formatPercent(largest.amount / grand)} of the total.` : '';
  if (trend.length === 1) return `Warehouse costs for ${formatMonth(last.month)}: ${formatMoney(last.total)}.${share}`;
  const change = first.total > 0 ? last.total / first.total - 1 : null;
  const direction =
    change === null || Math.abs(change) < 0.005
      ? ''
      : ` (${change > 0 ? 'up' : 'down'} ${formatPercent(Math.abs(change))})`;
  return (
    `Warehouse costs went from ${formatMoney(first.total)} in ${formatMonth(first.month)} ` +
    `to ${formatMoney(last.total)} in ${formatMonth(last.month)}${direction}.${share}`
  );
}

// ---------------------------------------------------------------------------------------------
// Tables

export interface TransitRow extends PurchaseOrderInTransit {
  /** Days from the figures' day (`as_of`) to the expected landing; negative when late. */
  daysUntilLanding: number;
}

export function transitRows(overview: SupplyChainOverview): TransitRow[] {
  return overview.in_transit
    .map((row) => ({ ...row, daysUntilLanding: daysBetween(overview.as_of, row.expected_landing) }))
    .sort((a, b) => a.expected_landing.localeCompare(b.expected_landing));
}

export interface RiskRow extends InventoryPosition {
  /** Units short of the reorder point. */
  shortfall: number;
  /** Units of this SKU on purchase orders in transit, and the soonest of their landings. */
  inTransit: number;
  nextLanding: string | null;
}

/** Stockout risks, most urgent first: the lowest share of the reorder point still available. */
export function riskRows(overview: SupplyChainOverview): RiskRow[] {
  const urgency = (row: InventoryPosition) => (row.reorder_point > 0 ? row.available / row.reorder_point : 1);
  return overview.stockout_risks
    .map((row) => {
      const orders = overview.in_transit.filter((order) => order.sku === row.sku);
      const landings = orders.map((order) => order.expected_landing).sort();
      return {
        ...row,
        shortfall: Math.max(0, row.reorder_point - row.available),
        inTransit: sum(orders, (order) => order.quantity),
        nextLanding: landings[0] ?? null,
      };
    })
    .sort((a, b) => urgency(a) - urgency(b));
}

/** Whether the answer holds nothing to show for its channel. */
export const isEmptyOverview = (overview: SupplyChainOverview): boolean =>
  overview.inventory.length === 0 && overview.in_transit.length === 0 && overview.warehouse_costs.length === 0;

/**
 * The answer as the element renders it: lists that are missing or not lists count as empty, so a
 * surprising answer shows an empty overview rather than breaking the element.
 */
export function normalizeOverview(value: unknown, channel: string): SupplyChainOverview {
  const answer = (value && typeof value === 'object' ? value : {}) as Partial<
    Record<keyof SupplyChainOverview, unknown>
  >;
  const list = <T>(items: unknown): T[] => (Array.isArray(items) ? (items as T[]) : []);
  return {
    channel: (typeof answer.channel === 'string' ? answer.channel : channel) as SupplyChainOverview['channel'],
    as_of: typeof answer.as_of === 'string' ? answer.as_of : '',
    inventory: list(answer.inventory),
    stockout_risks: list(answer.stockout_risks),
    in_transit: list(answer.in_transit),
    warehouse_costs: list(answer.warehouse_costs),
  };
}
