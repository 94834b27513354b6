import { elementMeta } from '../../kit/element-meta';
import { dataTableParts } from '../../kit/ui/data-table/data-table-parts';
import type { InvoicesTableProps } from './invoices-table.props';
import { signedOutParts } from '../../kit/ui/signed-out-parts';

export const DEFAULT_INVOICE_HREF = '/invoices/{id}';

export const invoicesTableMeta = elementMeta<InvoicesTableProps>()({
  tag: 'invoices-table',
  summary:
    "The account's monthly statements, newest first: month, status (the open one is the current period), opening balance, credits, usage and closing balance; each month links to its statement.",
  attributes: {
    limit: { type: 'number', description: 'Shows at most this many rows; all rows when absent.' },
    controls: {
      type: 'boolean',
      description:
        'Adds sortable column headers, a filter box with the count of rows shown, and an "Export CSV" button that saves the rows as shown (filtered, sorted, formatted).',
      default: false,
    },
    invoiceHref: {
      type: 'string',
      description:
        'The link of each statement; `{id}` stands for its invoice ID (`INV-2026-11`). A single-page app can instead handle `invoices-table-open` and call `preventDefault()`.',
      default: DEFAULT_INVOICE_HREF,
    },
  },
  properties: {
    invoices: { type: 'Invoice[]', description: 'Preloaded statements; when set, nothing is fetched.' },
  },
  events: {
    'invoices-table-error': {
      detail: { message: 'string', reason: 'string' },
      description: "Loading failed; `message` is the text shown ('Unable to load invoices.'), `reason` the cause.",
    },
    'invoices-table-open': {
      detail: { invoiceId: 'string', href: 'string' },
      description:
        'A plain click on a statement link, before the browser follows it; cancelable: `preventDefault()` keeps the page where it is (to route in a single-page app).',
    },
  },
  parts: {
    ...dataTableParts,
    'invoice-link': 'The month of a statement, a link to it',
    status: 'The status badge (Open, Closed)',
    ...signedOutParts,
  },
  example: `
    <invoices-table controls invoice-href="#{id}"></invoices-table>
    <script type="module">
      document.querySelector('invoices-table').invoices = [
        {
          invoice_id: 'INV-2026-11', month: '2026-11', period_start: '2026-11-01', period_end: '2026-11-30',
          status: 'open', opening_balance: 1634.25, credits: 250, usage: 41.75, closing_balance: 1842.5,
          transaction_count: 3,
        },
        {
          invoice_id: 'INV-2026-10', month: '2026-10', period_start: '2026-10-01', period_end: '2026-10-31',
          status: 'closed', opening_balance: 1722.35, credits: 300, usage: 388.1, closing_balance: 1634.25,
          transaction_count: 9,
        },
      ];
    </script>
  `,
});
