import { formatCount } from '../../core/format';
import { type FigureColumn, FiguresTable } from '../../kit/chart/figures-table';
import { formatDay } from '../../core/calendar-format';
import { channelLabel, type RiskRow } from './supply-chain-figures';
import { Meter, Mono, Muted, Shortfall } from './supply-chain-overview.styles';
import { TablePanel } from './table-panel';

/** How much of its reorder point a position still holds, beside the units available. */
function CoverageMeter({ available, reorderPoint }: { available: number; reorderPoint: number }) {
  const share = reorderPoint > 0 ? Math.min(1, Math.max(0, available / reorderPoint)) : 1;
  return (
    <Meter>
      <svg width="40" height="6" viewBox="0 0 40 6" aria-hidden="true">
        <rect width="40" height="6" rx="3" style={{ fill: 'var(--cf-color-surface-raised)' }} />
        <rect width={Math.max(3, 40 * share)} height="6" rx="3" style={{ fill: 'var(--cf-color-danger)' }} />
      </svg>
      {formatCount(available)}
    </Meter>
  );
}

const riskColumns: readonly FigureColumn<RiskRow>[] = [
  { header: 'SKU', rowHeader: true, cell: (row) => <Mono>{row.sku}</Mono> },
  { header: 'Product', wrap: true, cell: (row) => row.product_name },
  { header: 'Warehouse', wrap: true, cell: (row) => row.warehouse },
  { header: 'Channel', cell: (row) => channelLabel(row.channel) },
  {
    header: 'Available',
    numeric: true,
    cell: (row) => <CoverageMeter available={row.available} reorderPoint={row.reorder_point} />,
  },
  { header: 'Reorder point', numeric: true, cell: (row) => formatCount(row.reorder_point) },
  { header: 'Shortfall', numeric: true, cell: (row) => <Shortfall>{formatCount(row.shortfall)}</Shortfall> },
  {
    header: 'In transit',
    cell: (row) =>
      row.inTransit > 0 ? (
        <>
          {formatCount(row.inTransit)} <Muted>· lands {formatDay(row.nextLanding ?? '')}</Muted>
        </>
      ) : (
        <Muted>None</Muted>
      ),
  },
];

/** The positions below their reorder point, most urgent first, with what is already on its way. */
export function StockoutRisksPanel({ rows }: { rows: readonly RiskRow[] }) {
  return (
    <TablePanel
      title="Stockout risks"
      count={rows.length}
      note="Positions below their reorder point, most urgent first, with what is already on its way for the SKU."
    >
      <FiguresTable
        caption="Stockout risks, most urgent first"
        columns={riskColumns}
        rows={rows}
        rowKey={(row) => `${row.sku}|${row.warehouse}|${row.channel}`}
        emptyText="No position is below its reorder point."
      />
    </TablePanel>
  );
}
