import { formatCount } from '../../core/format';
import { type FigureColumn, FiguresTable } from '../../kit/chart/figures-table';
import { formatDay } from '../../core/calendar-format';
import { landingText, type TransitRow } from './supply-chain-figures';
import { Mono, Pill } from './supply-chain-overview.styles';
import { TablePanel } from './table-panel';

const landingTone = (days: number) => (days < 0 ? 'late' : days <= 3 ? 'soon' : 'later');

const transitColumns: readonly FigureColumn<TransitRow>[] = [
  { header: 'PO', rowHeader: true, cell: (row) => <Mono>{row.po_id}</Mono> },
  { header: 'SKU', cell: (row) => <Mono>{row.sku}</Mono> },
  { header: 'Product', wrap: true, cell: (row) => row.product_name },
  { header: 'Warehouse', wrap: true, cell: (row) => row.warehouse },
  { header: 'Quantity', numeric: true, cell: (row) => formatCount(row.quantity) },
  { header: 'Carrier', cell: (row) => row.carrier },
  { header: 'Expected landing', cell: (row) => formatDay(row.expected_landing) },
  {
    header: 'Until landing',
    cell: (row) => <Pill $tone={landingTone(row.daysUntilLanding)}>{landingText(row.daysUntilLanding)}</Pill>,
  },
];

/** The purchase orders on their way, soonest landing first, counted in days from the figures' date. */
export function InTransitPanel({ rows, asOf }: { rows: readonly TransitRow[]; asOf: string }) {
  return (
    <TablePanel
      title="Purchase orders in transit"
      count={rows.length}
      note={`Soonest landing first; days counted from ${formatDay(asOf)}.`}
    >
      <FiguresTable
        caption="Purchase orders in transit, soonest landing first"
        columns={transitColumns}
        rows={rows}
        rowKey={(row) => row.po_id}
        emptyText="No purchase orders are in transit."
      />
    </TablePanel>
  );
}
