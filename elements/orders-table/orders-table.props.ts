import type { IncomingOrder } from '../core/api-types';

export interface OrdersTableProps {
  limit?: number;
  orders?: IncomingOrder[];
}
