import { formatCount } from '../../core/format';
import { type FigureColumn, FiguresTable } from '../../kit/chart/figures-table';
import { channelLabel, type stockByWarehouse, type WarehouseStock } from './supply-chain-figures';

/** The stock chart's figures: a column per channel the warehouses hold, and the totals below. */
export function StockTable({ stock }: { stock: ReturnType<typeof stockByWarehouse> }) {
  const columns: FigureColumn<WarehouseStock>[] = [
    { header: 'Warehouse', rowHeader: true, wrap: true, cell: (row) => row.warehouse },
    ...stock.channels.map(
      (channel, index): FigureColumn<WarehouseStock> => ({
        header: channelLabel(channel),
        numeric: true,
        cell: (row) => formatCount(row.byChannel[index] ?? 0),
      }),
    ),
    { header: 'Available', numeric: true, cell: (row) => formatCount(row.available) },
    { header: 'Reorder points', numeric: true, cell: (row) => formatCount(row.reorderPoint) },
    { header: 'Positions at risk', numeric: true, cell: (row) => formatCount(row.positionsAtRisk) },
  ];
  const total = (value: (row: WarehouseStock) => number) =>
    formatCount(stock.warehouses.reduce((sum, row) => sum + value(row), 0));
  return (
    <FiguresTable
      caption="Available units by warehouse and channel"
      columns={columns}
      rows={stock.warehouses}
      rowKey={(row) => row.warehouse}
      emptyText="No stock is held for this channel."
      footer={[
        'Total',
        ...stock.channels.map((_, index) => total((row) => row.byChannel[index] ?? 0)),
        total((row) => row.available),
        total((row) => row.reorderPoint),
        total((row) => row.positionsAtRisk),
      ]}
    />
  );
}
