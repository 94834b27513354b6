import { fetchTransactions } from '../core/product-api';
import type { Transaction } from '../core/api-types';
import { formatDateTime, formatTransactionAmount, isCredit } from '../core/format';
import { emit } from '../kit/events';
import type { KitProps } from '../kit/define-element';
import { useRemoteData } from '../kit/use-remote-data';
import { DataTable, limitRows, type Column } from '../kit/ui/data-table';
import type { TransactionsTableProps } from './transactions-table.props';
import { Amount, Id } from './transactions-table.styles';

export const TRANSACTIONS_LOAD_ERROR = 'Unable to load transactions';

const idColumn: Column<Transaction> = { header: 'ID', cell: (row) => <Id>{row.transaction_id}</Id> };
const columns: readonly Column<Transaction>[] = [
  { header: 'Date', cell: (row) => formatDateTime(row.created_at) },
  { header: 'Type', cell: (row) => row.transaction_type },
  {
    header: 'Amount',
    numeric: true,
    cell: (row) => (
      <Amount $credit={isCredit(row.transaction_type)}>
        {formatTransactionAmount(row.transaction_type, row.amount)}
      </Amount>
    ),
  },
];

export function TransactionsTable({ showId, limit, transactions, host }: TransactionsTableProps & KitProps) {
  const remote = useRemoteData({
    load: fetchTransactions,
    preloaded: transactions,
    currentPreloaded: () => (host as HTMLElement & TransactionsTableProps).transactions,
    onError: (reason) => {
      console.error(`${TRANSACTIONS_LOAD_ERROR}: ${reason}`);
      emit(host, 'transactions-table-error', { message: TRANSACTIONS_LOAD_ERROR, reason });
    },
  });
  return (
    <DataTable
      label="Transactions"
      columns={showId ? [idColumn, ...columns] : columns}
      rows={limitRows(remote.data ?? [], limit)}
      rowKey={(row) => row.transaction_id}
      status={remote.status}
      emptyText="No Transactions"
      errorText={TRANSACTIONS_LOAD_ERROR}
      onRetry={remote.retry}
    />
  );
}
