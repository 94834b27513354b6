import type { IncomingOrder } from '../../core/api-types';
import { formatMoney } from '../../core/format';
import { fetchIncomingOrders } from '../../core/product-api';
import type { KitProps } from '../../kit/define-element';
import { DataTable, NO_ROWS, type Column } from '../../kit/ui/data-table/data-table';
import { useMemberData } from '../../kit/use-member-data';
import type { OrdersTableProps } from './orders-table.props';
import { CellStyles } from './orders-table.styles';

export const ORDERS_LOAD_ERROR = 'Unable to load incoming orders.';

const columns: readonly Column<IncomingOrder>[] = [
  { header: 'Order ID', text: (row) => row.order_id, cell: (_row, text) => <span data-order-id>{text}</span> },
  { header: 'SKU', text: (row) => row.sku },
  { header: 'Product', text: (row) => row.product_name },
  {
    header: 'Amount',
    numeric: true,
    prominent: true,
    text: (row) => formatMoney(row.order_amount),
    sortValue: (row) => row.order_amount,
  },
];

export function OrdersTable(props: OrdersTableProps & KitProps) {
  const { limit, controls } = props;
  const remote = useMemberData(props, 'orders', { load: fetchIncomingOrders, failure: ORDERS_LOAD_ERROR });
  return (
    <CellStyles>
      <DataTable
        label="Incoming orders"
        columns={columns}
        rows={remote.data ?? NO_ROWS}
        rowKey={(row) => row.order_id}
        remote={remote}
        emptyText="No Available Orders"
        signedOutText="signedOut.orders"
        limit={limit}
        controls={controls}
        noun={['order', 'orders']}
        exportName="incoming-orders"
      />
    </CellStyles>
  );
}
