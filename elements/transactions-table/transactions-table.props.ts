import type { Transaction } from '../core/api-types';

export interface TransactionsTableProps {
  showId?: boolean;
  limit?: number;
  transactions?: Transaction[];
}
