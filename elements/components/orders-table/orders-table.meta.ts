import { elementMeta } from '../../kit/element-meta';
import { dataTableParts } from '../../kit/ui/data-table/data-table-parts';
import type { OrdersTableProps } from './orders-table.props';
import { signedOutParts } from '../../kit/ui/signed-out-parts';

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
  parts: { ...dataTableParts, ...signedOutParts },
  example: `
    <orders-table limit="4"></orders-table>
    <script type="module">
      document.querySelector('orders-table').orders = [
        { order_id: 'ORD-20931', sku: 'SKU-CF-1001', product_name: 'Insulated Shipping Box (L)', order_amount: 1240 },
        { order_id: 'ORD-20932', sku: 'SKU-CF-1044', product_name: 'Pallet Wrap, 18 in', order_amount: 318.4 },
      ];
    </script>
  `,
});
