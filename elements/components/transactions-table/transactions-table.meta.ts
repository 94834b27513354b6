import { elementMeta } from '../../kit/element-meta';
import { dataTableParts } from '../../kit/ui/data-table/data-table-parts';
import type { TransactionsTableProps } from './transactions-table.props';
import { signedOutParts } from '../../kit/ui/signed-out-parts';

export const transactionsTableMeta = elementMeta<TransactionsTableProps>()({
  tag: 'transactions-table',
  summary: "The account's transactions: optional ID, date, type and amount; credits in green with a plus sign.",
  attributes: {
    showId: { type: 'boolean', description: 'Adds the transaction ID as the first column.', default: false },
    limit: { type: 'number', description: 'Shows at most this many rows; all rows when absent.' },
    controls: {
      type: 'boolean',
      description:
        'Adds sortable column headers, a filter box with the count of rows shown, and an "Export CSV" button that saves the rows as shown (filtered, sorted, formatted).',
      default: false,
    },
  },
  properties: {
    transactions: { type: 'Transaction[]', description: 'Preloaded transactions; when set, nothing is fetched.' },
  },
  events: {
    'transactions-table-error': {
      detail: { message: 'string', reason: 'string' },
      description: "Loading failed; `message` is the text shown ('Unable to load transactions'), `reason` the cause.",
    },
  },
  parts: { ...dataTableParts, ...signedOutParts },
  example: `
    <transactions-table show-id controls></transactions-table>
    <script type="module">
      document.querySelector('transactions-table').transactions = [
        { transaction_id: 'TXN-1003', created_at: '2026-11-24T10:15:00Z', transaction_type: 'credit', amount: 250 },
        { transaction_id: 'TXN-1002', created_at: '2026-11-20T08:02:00Z', transaction_type: 'usage', amount: 42.5 },
        { transaction_id: 'TXN-1001', created_at: '2026-11-01T00:00:00Z', transaction_type: 'debit', amount: 99 },
      ];
    </script>
  `,
});
