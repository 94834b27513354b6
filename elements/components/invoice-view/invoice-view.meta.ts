import { elementMeta } from '../../kit/element-meta';
import { dataTableParts } from '../../kit/ui/data-table/data-table-parts';
import type { InvoiceViewProps } from './invoice-view.props';
import { signedOutParts } from '../../kit/ui/signed-out-parts';

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
    ...signedOutParts,
  },
  example: `
    <invoice-view></invoice-view>
    <script type="module">
      document.querySelector('invoice-view').invoice = {
        invoice_id: 'INV-2026-11', month: '2026-11', period_start: '2026-11-01', period_end: '2026-11-30',
        status: 'open', opening_balance: 1634.25, credits: 250, usage: 41.75, closing_balance: 1842.5,
        transaction_count: 2,
        lines: [
          { transaction_id: 'TXN-1001', created_at: '2026-11-01T00:00:00Z', transaction_type: 'usage', amount: 41.75 },
          { transaction_id: 'TXN-1003', created_at: '2026-11-24T10:15:00Z', transaction_type: 'credit', amount: 250 },
        ],
      };
    </script>
  `,
});
