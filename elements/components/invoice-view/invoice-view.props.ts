import type { InvoiceDetail } from '../../core/api-types';

export interface InvoiceViewProps {
  /** `INV-YYYY-MM`: the statement to fetch. */
  invoiceId?: string;
  invoice?: InvoiceDetail;
}
