import { lazy, useEffect, useLayoutEffect, type ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { onSessionExpired } from '../elements/core/api-client';
import { AlertLayer } from './alerts/alert-layer';
import { bootIndicatorReplaced } from './boot-indicator';
import { AppGlobalStyle } from './layout/app-global-style';
import { Shell } from './layout/shell';
import { PageSlot } from './layout/page-slot';
import { DashboardPage } from './pages/dashboard-page';
import { NotFoundPage } from './pages/not-found-page';
import { followInAppLinks } from './routing/in-app-links';
import { RequireLogin } from './routing/require-login';
import { LOGIN_PATH, memberRoutes, publicRedirects, type AppRoute, type PageName } from './routing/routes';
import { themeStore } from './theme-store';
import { CONSOLE_PATH } from './console/console-path';

// The dashboard, where members land, comes with the app; every other page loads when first
// opened, so nobody pays up front for the login form, the lists or the supply-chain charts.
const LoginPage = lazy(() => import('./pages/login-page').then((page) => ({ default: page.LoginPage })));
// The owners' console is its own small app under /console, loaded only there.
const ConsoleApp = lazy(() => import('./console/console-app').then((page) => ({ default: page.ConsoleApp })));

const PAGES: Record<PageName, ComponentType> = {
  dashboard: DashboardPage,
  transactions: lazy(() => import('./pages/transactions-page').then((page) => ({ default: page.TransactionsPage }))),
  orders: lazy(() => import('./pages/orders-page').then((page) => ({ default: page.OrdersPage }))),
  invoices: lazy(() => import('./pages/invoices-page').then((page) => ({ default: page.InvoicesPage }))),
  invoice: lazy(() => import('./pages/invoice-page').then((page) => ({ default: page.InvoicePage }))),
  'supply-chain': lazy(() => import('./pages/supply-chain-page').then((page) => ({ default: page.SupplyChainPage }))),
  'agent-settings': lazy(() =>
    import('./pages/agent-settings/agent-settings-page').then((page) => ({ default: page.AgentSettingsPage })),
  ),
  'chat-history': lazy(() =>
    import('./pages/chat-history/chat-history-page').then((page) => ({ default: page.ChatHistoryPage })),
  ),
  about: lazy(() => import('./pages/about-page').then((page) => ({ default: page.AboutPage }))),
};

function routeElement(route: AppRoute) {
  if ('redirect' in route) {
    return (
      <Route key={route.path} path={route.path}>
        <Redirect to={route.redirect} replace />
      </Route>
    );
  }
  return <Route key={route.path} path={route.path} component={PAGES[route.page]} />;
}

export function App() {
  const { theme } = useSnapshot(themeStore);
  const [, navigate] = useLocation();
  useEffect(() => onSessionExpired(() => navigate(LOGIN_PATH, { replace: true })), [navigate]);
  useEffect(() => followInAppLinks(navigate), [navigate]);
  // After the layout effects of the page it opens on, which may carry the HTML page's indicator on.
  useLayoutEffect(bootIndicatorReplaced, []);

  return (
    <>
      <AppGlobalStyle $theme={theme} />
      <AlertLayer />
      <Switch>
        <Route path={CONSOLE_PATH} nest>
          <PageSlot>
            <ConsoleApp />
          </PageSlot>
        </Route>
        <Route path={LOGIN_PATH}>
          <PageSlot>
            <LoginPage />
          </PageSlot>
        </Route>
        {publicRedirects.map(routeElement)}
        <Route>
          <RequireLogin>
            <Shell>
              <PageSlot>
                <Switch>
                  {memberRoutes.map(routeElement)}
                  <Route component={NotFoundPage} />
                </Switch>
              </PageSlot>
            </Shell>
          </RequireLogin>
        </Route>
      </Switch>
    </>
  );
}
