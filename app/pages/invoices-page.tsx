import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import '../../elements/components/invoices-table/invoices-table';
import { Muted, PageTitle } from '../layout/page-parts';
import { themeStore } from '../theme-store';

const Lead = styled(Muted)`
  margin: -12px 0 20px;
`;

/** The account's monthly statements; a month opens its statement (routed in-app, see in-app-links). */
export function InvoicesPage() {
  const { theme } = useSnapshot(themeStore);
  return (
    <>
      <PageTitle>Invoices</PageTitle>
      <Lead>One statement a month. The open one is the month in progress.</Lead>
      <invoices-table theme={theme} controls />
    </>
  );
}
