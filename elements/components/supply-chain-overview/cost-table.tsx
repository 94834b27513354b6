import { formatMoney } from '../../core/format';
import { type FigureColumn, FiguresTable } from '../../kit/chart/figures-table';
import { formatMonth } from '../../core/calendar-format';
import { COST_SERIES, type MonthCost } from './supply-chain-figures';

const costColumns: readonly FigureColumn<MonthCost>[] = [
  { header: 'Month', rowHeader: true, cell: (row) => formatMonth(row.month) },
  ...COST_SERIES.map(
    (series): FigureColumn<MonthCost> => ({
      header: series.label,
      numeric: true,
      cell: (row) => formatMoney(row[series.key]),
    }),
  ),
  { header: 'Total', numeric: true, cell: (row) => formatMoney(row.total) },
];

/** The cost trend's figures, a row per month and the totals below. */
export function CostTable({ trend }: { trend: readonly MonthCost[] }) {
  const total = (key: keyof Omit<MonthCost, 'month'>) => formatMoney(trend.reduce((sum, row) => sum + row[key], 0));
  return (
    <FiguresTable
      caption="Warehouse costs by month, oldest first"
      columns={costColumns}
      rows={trend}
      rowKey={(row) => row.month}
      emptyText="No warehouse costs are recorded."
      footer={[
        `${trend.length} ${trend.length === 1 ? 'month' : 'months'}`,
        ...COST_SERIES.map((series) => total(series.key)),
        total('total'),
      ]}
    />
  );
}
