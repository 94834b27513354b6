import { elementMeta } from '../../kit/element-meta';
import { dataTableParts } from '../../kit/ui/data-table/data-table-parts';
import type { OrdersTableProps } from './orders-table.props';

export const ordersTableMeta = elementMeta<OrdersTableProps>()({
  tag: 'orders-table',
  summary: "The account's incoming orders: order ID, SKU, product and amount.",
  attributes: {
    limit: { type: 'number', description: 'Shows at most this many rows; all rows when absent.' },
    controls: {
      type: 'boolean',
      description:
        'Adds sortable column headers, a filter box with the count of rows shown, and an "Export CSV" button that saves the rows as shown (filtered, sorted, formatted).',
      default: false,
    },
  },
  properties: {
    orders: { type: 'IncomingOrder[]', description: 'Preloaded orders; when set, nothing is fetched.' },
  },
  events: {
    'orders-table-error': {
      detail: { message: 'string', reason: 'string' },
      description:
        "Loading failed; `message` is the text shown ('Unable to load incoming orders.'), `reason` the cause.",
    },
  },
  parts: dataTableParts,
});
