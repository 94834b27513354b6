import { elementMeta } from '../../kit/element-meta';
import type { SupplyChainOverviewProps } from './supply-chain-overview.props';
import { signedOutParts } from '../../kit/ui/signed-out-parts';

export const supplyChainOverviewMeta = elementMeta<SupplyChainOverviewProps>()({
  tag: 'supply-chain-overview',
  summary:
    "The account's supply chain for one sales channel: stock available, units in transit, positions at risk and this month's warehouse cost; stock by warehouse and the 12-month warehouse cost trend as charts (each with a summary line and its figures as a table); purchase orders in transit with their landing dates; stockout risks, most urgent first.",
  attributes: {
    channel: {
      type: 'string',
      description:
        '`total` (every channel together), `east`, `west` or `amzn`; changing it loads that channel. Ignored while `overview` is set.',
      default: 'total',
    },
  },
  properties: {
    overview: {
      type: 'SupplyChainOverview',
      description:
        'Preloaded answer of GET /api/supply-chain/overview (channel, as_of, inventory, stockout_risks, in_transit, warehouse_costs); when set, nothing is fetched.',
    },
  },
  events: {
    'supply-chain-overview-error': {
      detail: { message: 'string', reason: 'string' },
      description:
        "Loading failed (`message` is the text shown, `reason` the cause), or the account's plan has no supply-chain view (403; no retry is offered then).",
    },
  },
  parts: {
    overview: 'The whole overview',
    header: 'The title with the channel and the day the figures hold for',
    headline: 'The list of headline figures',
    figure: 'One headline figure (label, number and note)',
    chart: 'A chart section: title, summary, legend, picture and its table',
    'chart-title': "A chart's heading",
    summary: "A chart's one-line text summary",
    legend: "A chart's legend",
    plot: "A chart's picture (an SVG)",
    figures: "The disclosure holding a chart's figures as a table",
    panel: 'A card holding a table (purchase orders in transit, stockout risks)',
    'table-scroller': 'The box a table scrolls sideways in',
    table: 'A table element',
    'header-row': 'A row of column headers',
    'header-cell': 'One column header',
    row: 'One data row',
    cell: 'One data cell',
    'footer-row': 'A totals row',
    empty: 'The line shown when there is nothing to show',
    loading: 'The loading bar shown while the overview is fetched',
    error: 'The failure message with its retry button',
    retry: 'The "Try again" button after a failure',
    forbidden: "The message shown when the account's plan has no supply-chain view",
    ...signedOutParts,
  },
  example: `
    <supply-chain-overview></supply-chain-overview>
    <script type="module">
      const position = { sku: 'SKU-CF-1001', product_name: 'Insulated Shipping Box (L)', warehouse: 'Reno', channel: 'west' };
      document.querySelector('supply-chain-overview').overview = {
        channel: 'total',
        as_of: '2026-11-24',
        inventory: [
          { ...position, on_hand: 420, reserved: 60, available: 360, reorder_point: 200 },
          { ...position, warehouse: 'Newark', channel: 'east', on_hand: 90, reserved: 40, available: 50, reorder_point: 120 },
        ],
        stockout_risks: [
          { ...position, warehouse: 'Newark', channel: 'east', on_hand: 90, reserved: 40, available: 50, reorder_point: 120 },
        ],
        in_transit: [
          {
            po_id: 'PO-7001', sku: 'SKU-CF-1001', product_name: 'Insulated Shipping Box (L)', warehouse: 'Newark',
            channel: 'east', quantity: 300, carrier: 'Maersk', ordered_on: '2026-11-10', expected_landing: '2026-12-02',
          },
        ],
        warehouse_costs: [
          { warehouse: 'Reno', month: '2026-10', storage: 1200, labor: 2100, shipping: 900, total: 4200 },
          { warehouse: 'Reno', month: '2026-11', storage: 1250, labor: 2000, shipping: 950, total: 4200 },
        ],
      };
    </script>
  `,
});
