import { useLayoutEffect, useRef, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import '../../elements/components/agent-sessions-card/agent-sessions-card';
import '../../elements/components/balance-card/balance-card';
import '../../elements/components/insights-card/insights-card';
import '../../elements/components/orders-table/orders-table';
import '../../elements/components/tokens-card/tokens-card';
import '../../elements/components/transactions-table/transactions-table';
import '../../elements/components/usage-chart/usage-chart';
import { formatCount } from '../../elements/core/format';
import { fetchCortexStats } from '../../elements/core/product-api';
import { bootIndicatorShownAt } from '../boot-indicator';
import { overlayLayout, SPINNER_TURN_MS, spinnerLook } from '../layout/loading-overlay-css';
import { PageTitle, Panel, PanelHeader } from '../layout/page-parts';
import { themeStore } from '../theme-store';
import { useRemoteData } from '../../elements/kit/use-remote-data';

/** The dashboard shows its loading overlay for one second on mount. */
const LOADING_OVERLAY_MS = 1000;
const DASHBOARD_LIST_ITEMS = 4;

/**
 * Twelve columns on a wide screen (three cards to a row, the lists side by side), two on a
 * tablet, one on a phone.
 */
const Grid = styled.div`
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(12, minmax(0, 1fr));

  > * { grid-column: span 4; min-width: 0; }
  > .stack { display: grid; gap: 20px; }
  > .wide { grid-column: span 8; }
  > .half { grid-column: span 6; }
  > .full { grid-column: 1 / -1; }

  @media (max-width: 1100px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    > *, > .half { grid-column: span 1; }
    > .stack { grid-column: 1 / -1; grid-template-columns: repeat(2, minmax(0, 1fr)); }
    > .wide, > .full { grid-column: 1 / -1; }
  }
  @media (max-width: 720px) {
    gap: 14px;
    grid-template-columns: minmax(0, 1fr);
    > *, > .half, > .wide { grid-column: 1 / -1; }
    > .stack { grid-template-columns: minmax(0, 1fr); gap: 14px; }
  }
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** `--spinner-offset` starts the spinner mid-turn, where the HTML page's indicator it replaces had got to. */
const Overlay = styled.div`
  ${overlayLayout}
  background: color-mix(in srgb, var(--cf-color-background) 80%, transparent);

  &::after {
    ${spinnerLook}
    animation: ${spin} ${SPINNER_TURN_MS}ms linear var(--spinner-offset, 0ms) infinite;
  }
`;

const Count = styled.span`
  margin-left: 8px;
  padding: 1px 8px;
  border-radius: 999px;
  background: var(--cf-color-surface-raised);
  color: var(--cf-color-text-muted);
  font-size: 12px;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

/** The number of incoming orders (GET /stats/cortex); a failure leaves it out, as it only adds to the list. */
function useIncomingOrderCount(): number | null {
  const stats = useRemoteData({
    load: fetchCortexStats,
    failure: { message: 'Could not load the incoming order count.' },
  });
  return stats.data?.incoming_order ?? null;
}

export function DashboardPage() {
  const { theme } = useSnapshot(themeStore);
  const [loading, setLoading] = useState(true);
  const overlay = useRef<HTMLDivElement>(null);
  const incomingOrders = useIncomingOrderCount();
  // The overlay's second counts from the moment it is on screen: from the first paint where the app
  // opens on the dashboard (the HTML page's indicator was up until now), otherwise from this
  // layout effect, which runs as the page mounts, where a passive one may wait until after a paint.
  useLayoutEffect(() => {
    const now = performance.now();
    const shownFor = now - (bootIndicatorShownAt() ?? now);
    overlay.current?.style.setProperty('--spinner-offset', `${-(shownFor % SPINNER_TURN_MS)}ms`);
    const timer = setTimeout(() => setLoading(false), Math.max(0, LOADING_OVERLAY_MS - shownFor));
    return () => clearTimeout(timer);
  }, []);

  return (
    <>
      {loading && <Overlay ref={overlay} role="status" aria-label="Loading dashboard" />}
      <PageTitle>Dashboard</PageTitle>
      <Grid>
        <balance-card theme={theme} />
        <tokens-card theme={theme} />
        <div className="stack">
          <agent-sessions-card agent="chat" theme={theme} />
          <agent-sessions-card agent="voice" theme={theme} />
        </div>
        <usage-chart class="wide" theme={theme} />
        <insights-card theme={theme} />
        <Panel className="half" aria-labelledby="transactions-title">
          <PanelHeader>
            <h2 id="transactions-title">
              <Link href="/transactions">Transactions</Link>
            </h2>
            <Link href="/invoices">Invoices</Link>
          </PanelHeader>
          <transactions-table theme={theme} limit={DASHBOARD_LIST_ITEMS} />
        </Panel>
        <Panel className="half" aria-labelledby="orders-title">
          <PanelHeader>
            <h2 id="orders-title">
              Incoming Orders
              {incomingOrders !== null && (
                <Count aria-label={`${incomingOrders} in total`}>{formatCount(incomingOrders)}</Count>
              )}
            </h2>
            <Link href="/orders">View All Orders</Link>
          </PanelHeader>
          <orders-table theme={theme} limit={DASHBOARD_LIST_ITEMS} />
        </Panel>
      </Grid>
    </>
  );
}
