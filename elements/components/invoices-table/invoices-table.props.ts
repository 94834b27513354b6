import type { Invoice } from '../../core/api-types';

export interface InvoicesTableProps {
  limit?: number;
  /** Sortable headers, a filter box and CSV export. */
  controls?: boolean;
  /** Where a statement opens: `{id}` is replaced by its invoice ID. */
  invoiceHref?: string;
  invoices?: Invoice[];
}
