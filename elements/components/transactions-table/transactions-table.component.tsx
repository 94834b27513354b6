import { useMemo } from 'react';
import type { Transaction } from '../../core/api-types';
import { formatDateTime, formatTransactionAmount, isCredit } from '../../core/format';
import { fetchTransactions } from '../../core/product-api';
import type { KitProps } from '../../kit/define-element';
import { DataTable, NO_ROWS, type Column } from '../../kit/ui/data-table/data-table';
import { useMemberData } from '../../kit/use-member-data';
import type { TransactionsTableProps } from './transactions-table.props';
import { CellStyles } from './transactions-table.styles';

export const TRANSACTIONS_LOAD_ERROR = 'Unable to load transactions';

const idColumn: Column<Transaction> = {
  header: 'ID',
  text: (row) => row.transaction_id,
  cell: (_row, text) => <span data-id>{text}</span>,
};
const columns: readonly Column<Transaction>[] = [
  { header: 'Date', text: (row) => formatDateTime(row.created_at), sortValue: (row) => Date.parse(row.created_at) },
  { header: 'Type', text: (row) => row.transaction_type },
  {
    header: 'Amount',
    numeric: true,
    prominent: true,
    text: (row) => formatTransactionAmount(row.transaction_type, row.amount),
    // By the money that moved: a credit's plus sign holds whatever sign its amount had.
    sortValue: (row) => (isCredit(row.transaction_type) ? Math.abs(row.amount) : row.amount),
    cell: (row, text) => (
      <span data-amount data-credit={isCredit(row.transaction_type) || undefined}>
        {text}
      </span>
    ),
  },
];
const columnsWithId = [idColumn, ...columns];

export function TransactionsTable(props: TransactionsTableProps & KitProps) {
  const { showId, limit, controls } = props;
  const remote = useMemberData(props, 'transactions', { load: fetchTransactions, failure: TRANSACTIONS_LOAD_ERROR });
  const shownColumns = useMemo(() => (showId ? columnsWithId : columns), [showId]);
  return (
    <CellStyles>
      <DataTable
        label="Transactions"
        columns={shownColumns}
        rows={remote.data ?? NO_ROWS}
        rowKey={(row) => row.transaction_id}
        remote={remote}
        emptyText="No Transactions"
        signedOutText="signedOut.transactions"
        limit={limit}
        controls={controls}
        noun={['transaction', 'transactions']}
        exportName="transactions"
      />
    </CellStyles>
  );
}
