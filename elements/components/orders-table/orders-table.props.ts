import type { IncomingOrder } from '../../core/api-types';

export interface OrdersTableProps {
  limit?: number;
  /** Sortable headers, a filter box and CSV export. */
  controls?: boolean;
  orders?: IncomingOrder[];
}
