import { useEffect, type ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { onSessionExpired } from '../elements/core/api-client';
import { AlertLayer } from './alerts/alert-layer';
import { AppGlobalStyle } from './layout/app-global-style';
import { Shell } from './layout/shell';
import { DashboardPage } from './pages/dashboard-page';
import { LoginPage } from './pages/login-page';
import { NotFoundPage } from './pages/not-found-page';
import { OrdersPage } from './pages/orders-page';
import { PlaceholderPage } from './pages/placeholder-page';
import { SupplyChainPage } from './pages/supply-chain-page';
import { TransactionsPage } from './pages/transactions-page';
import { followInAppLinks } from './routing/in-app-links';
import { RequireLogin } from './routing/require-login';
import { LOGIN_PATH, memberRoutes, publicRedirects, type AppRoute, type PageName } from './routing/routes';
import { themeStore } from './theme-store';

const PAGES: Record<Exclude<PageName, 'placeholder'>, ComponentType> = {
  dashboard: DashboardPage,
  transactions: TransactionsPage,
  orders: OrdersPage,
  'supply-chain': SupplyChainPage,
};

function routeElement(route: AppRoute) {
  if ('redirect' in route) {
    return (
      <Route key={route.path} path={route.path}>
        <Redirect to={route.redirect} replace />
      </Route>
    );
  }
  if (route.page === 'placeholder') {
    return (
      <Route key={route.path} path={route.path}>
        <PlaceholderPage title={route.title} text={route.text} />
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

  return (
    <>
      <AppGlobalStyle $theme={theme} />
      <AlertLayer />
      <Switch>
        <Route path={LOGIN_PATH} component={LoginPage} />
        {publicRedirects.map(routeElement)}
        <Route>
          <RequireLogin>
            <Shell>
              <Switch>
                {memberRoutes.map(routeElement)}
                <Route component={NotFoundPage} />
              </Switch>
            </Shell>
          </RequireLogin>
        </Route>
      </Switch>
    </>
  );
}
