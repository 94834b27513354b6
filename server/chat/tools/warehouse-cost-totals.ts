import type { WarehouseCost } from '../../../contract/product-answers.ts';
import { byText, percentChange, sumCents } from './figures.ts';

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

export interface CostTrend {
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
}

const groupBy = (rows: WarehouseCost[], key: (row: WarehouseCost) => string) => {
  const groups = new Map<string, WarehouseCost[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
};

/** The costs over all the months per warehouse, costliest first. */
export function warehouseTotals(rows: WarehouseCost[]): WarehouseCostSummary[] {
  return [...groupBy(rows, (row) => row.warehouse).entries()]
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
}

/** Every warehouse's costs together per month, oldest first. */
export function monthTotals(rows: WarehouseCost[]): MonthTotal[] {
  return [...groupBy(rows, (row) => row.month).entries()]
    .sort(([a], [b]) => byText(a, b))
    .map(([month, monthRows]) => ({
      month,
      storage: sumCents(monthRows.map((row) => row.storage)),
      labor: sumCents(monthRows.map((row) => row.labor)),
      shipping: sumCents(monthRows.map((row) => row.shipping)),
      total: sumCents(monthRows.map((row) => row.total)),
    }));
}

/** The first month against the last, the last three against the three before, and the highest; null without months. */
export function costTrend(monthlyTotals: MonthTotal[]): CostTrend | null {
  const first = monthlyTotals[0];
  const last = monthlyTotals.at(-1);
  const average = (items: MonthTotal[]) =>
    items.length ? items.reduce((sum, item) => sum + item.total, 0) / items.length : 0;
  const highest = monthlyTotals.reduce<MonthTotal | undefined>(
    (best, month) => (!best || month.total > best.total ? month : best),
    undefined,
  );
  if (!first || !last || !highest) return null;
  return {
    first_month: first.month,
    first_total: first.total,
    last_month: last.month,
    last_total: last.total,
    change_percent: percentChange(first.total, last.total),
    recent_change_percent: percentChange(average(monthlyTotals.slice(-6, -3)), average(monthlyTotals.slice(-3))),
    highest_month: highest.month,
    highest_total: highest.total,
  };
}
