import { useSnapshot } from 'valtio';
import '../../elements/components/transactions-table/transactions-table';
import { PageTitle } from '../layout/page-parts';
import { themeStore } from '../theme-store';

export function TransactionsPage() {
  const { theme } = useSnapshot(themeStore);
  return (
    <>
      <PageTitle>Transactions</PageTitle>
      <transactions-table theme={theme} show-id controls />
    </>
  );
}
