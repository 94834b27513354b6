import type { Transaction } from '../../core/api-types';

export interface TransactionsTableProps {
  showId?: boolean;
  limit?: number;
  /** Sortable headers, a filter box and CSV export. */
  controls?: boolean;
  transactions?: Transaction[];
}
