import { elementMeta } from '../../kit/element-meta';
import { dataTableParts } from '../../kit/ui/data-table/data-table-parts';
import type { InvoiceViewProps } from './invoice-view.props';

export const invoiceViewMeta = elementMeta<InvoiceViewProps>()({
  tag: 'invoice-view',
  summary:
    'One monthly statement, ready to print: its period, the summary (opening balance, credits, usage, closing balance) and its transactions, with a Print button.',
  attributes: {
    invoiceId: { type: 'string', description: 'The invoice to fetch (`INV-2026-11`).' },
  },
  properties: {
    invoice: {
      type: 'InvoiceDetail',
      description: 'A preloaded statement with its lines; when set, nothing is fetched.',
    },
  },
  events: {
    'invoice-view-error': {
      detail: { message: 'string', reason: 'string' },
      description: "Loading failed; `message` is the text shown ('Unable to load this invoice.'), `reason` the cause.",
    },
  },
  parts: {
    statement: 'The statement box',
    heading: 'The month the statement is for',
    period: 'The account period line',
    status: 'The status badge (Open, Closed)',
    print: 'The Print button',
    summary: 'The opening balance, credits, usage and closing balance',
    ...dataTableParts,
  },
});
