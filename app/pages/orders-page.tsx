import { useSnapshot } from 'valtio';
import '../../elements/components/orders-table/orders-table';
import { PageTitle } from '../layout/page-parts';
import { themeStore } from '../theme-store';

export function OrdersPage() {
  const { theme } = useSnapshot(themeStore);
  return (
    <>
      <PageTitle>Incoming Orders</PageTitle>
      <orders-table theme={theme} controls />
    </>
  );
}
