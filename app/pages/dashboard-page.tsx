import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import '../../elements/balance-card/balance-card';
import '../../elements/orders-table/orders-table';
import '../../elements/transactions-table/transactions-table';
import { Muted, PageTitle, Panel, PanelHeader } from '../layout/page-parts';
import { themeStore } from '../theme-store';

/** The dashboard shows its loading overlay for one second on mount. */
const LOADING_OVERLAY_MS = 1000;
const DASHBOARD_LIST_ITEMS = 4;

const Grid = styled.div`
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  display: grid;
  place-items: center;
  background: color-mix(in srgb, var(--cf-color-background) 80%, transparent);
  z-index: 30;
`;

export function DashboardPage() {
  const { theme } = useSnapshot(themeStore);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setLoading(false), LOADING_OVERLAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <>
      {loading && (
        <Overlay role="status" aria-label="Loading dashboard">
          <Muted>Loading…</Muted>
        </Overlay>
      )}
      <PageTitle>Dashboard</PageTitle>
      <Grid>
        <balance-card theme={theme} />
        <Panel aria-labelledby="transactions-title">
          <PanelHeader>
            <h2 id="transactions-title">
              <Link href="/transactions">Transactions</Link>
            </h2>
            <Link href="/invoices">Invoices</Link>
          </PanelHeader>
          <transactions-table theme={theme} limit={DASHBOARD_LIST_ITEMS} />
        </Panel>
        <Panel aria-labelledby="insights-title">
          <PanelHeader>
            <h2 id="insights-title">Ai Insights</h2>
          </PanelHeader>
          <Muted>Coming Soon</Muted>
        </Panel>
        <Panel aria-labelledby="orders-title">
          <PanelHeader>
            <h2 id="orders-title">Incoming Orders</h2>
            <Link href="/orders">View All Orders</Link>
          </PanelHeader>
          <orders-table theme={theme} limit={DASHBOARD_LIST_ITEMS} />
        </Panel>
      </Grid>
    </>
  );
}
