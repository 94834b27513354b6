import type { IncomingOrder } from '../core/api-types';
import { formatMoney } from '../core/format';
import { fetchIncomingOrders } from '../core/product-api';
import type { KitProps } from '../kit/define-element';
import { emit } from '../kit/events';
import { DataTable, limitRows, type Column } from '../kit/ui/data-table';
import { useRemoteData } from '../kit/use-remote-data';
import type { OrdersTableProps } from './orders-table.props';
import { OrderId } from './orders-table.styles';

export const ORDERS_LOAD_ERROR = 'Unable to load incoming orders.';

const columns: readonly Column<IncomingOrder>[] = [
  { header: 'Order ID', cell: (row) => <OrderId>{row.order_id}</OrderId> },
  { header: 'SKU', cell: (row) => row.sku },
  { header: 'Product', cell: (row) => row.product_name },
  { header: 'Amount', numeric: true, cell: (row) => formatMoney(row.order_amount) },
];

export function OrdersTable({ limit, orders, host }: OrdersTableProps & KitProps) {
  const remote = useRemoteData({
    load: fetchIncomingOrders,
    preloaded: orders,
    currentPreloaded: () => (host as HTMLElement & OrdersTableProps).orders,
    onError: (reason) => {
      console.error(`${ORDERS_LOAD_ERROR} ${reason}`);
      emit(host, 'orders-table-error', { message: ORDERS_LOAD_ERROR, reason });
    },
  });
  return (
    <DataTable
      label="Incoming orders"
      columns={columns}
      rows={limitRows(remote.data ?? [], limit)}
      rowKey={(row) => row.order_id}
      status={remote.status}
      emptyText="No Available Orders"
      errorText={ORDERS_LOAD_ERROR}
      onRetry={remote.retry}
    />
  );
}
