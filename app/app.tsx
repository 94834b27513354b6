import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { onSessionExpired } from '../elements/core/api-client';
import { AppGlobalStyle } from './layout/app-global-style';
import { Shell } from './layout/shell';
import { DashboardPage } from './pages/dashboard-page';
import { LoginPage } from './pages/login-page';
import { NotFoundPage } from './pages/not-found-page';
import { OrdersPage } from './pages/orders-page';
import { PlaceholderPage } from './pages/placeholder-page';
import { SupplyChainPage } from './pages/supply-chain-page';
import { TransactionsPage } from './pages/transactions-page';
import { RequireLogin } from './routing/require-login';
import { LOGIN_PATH } from './routing/routes';
import { themeStore } from './theme-store';

/** Routes whose content later issues bring (spec: "content not shown"). */
const placeholderRoutes = [
  { path: '/invoices', title: 'Invoices', text: 'Your invoices appear here once your first billing period closes.' },
  { path: '/about', title: 'About', text: 'Chain Forge: your chat and voice agents, and the supply chain they serve.' },
  { path: '/agent/settings', title: 'Chat Agent Settings', text: 'Agent settings arrive with the chat agent.' },
  { path: '/agent/chat-history', title: 'Chat History', text: 'Conversations with your chat agent appear here.' },
];

export function App() {
  const { theme } = useSnapshot(themeStore);
  const [, navigate] = useLocation();
  useEffect(() => onSessionExpired(() => navigate(LOGIN_PATH, { replace: true })), [navigate]);

  return (
    <>
      <AppGlobalStyle $theme={theme} />
      <Switch>
        <Route path={LOGIN_PATH} component={LoginPage} />
        <Route path="/demo/chain-forge">
          <Redirect to="/supply-chain/overview?channel=total" replace />
        </Route>
        <Route>
          <RequireLogin>
            <Shell>
              <Switch>
                <Route path="/" component={DashboardPage} />
                <Route path="/transactions" component={TransactionsPage} />
                <Route path="/orders" component={OrdersPage} />
                {placeholderRoutes.map(({ path, title, text }) => (
                  <Route key={path} path={path}>
                    <PlaceholderPage title={title} text={text} />
                  </Route>
                ))}
                <Route path="/agent">
                  <Redirect to="/agent/settings" replace />
                </Route>
                <Route path="/supply-chain">
                  <Redirect to="/supply-chain/overview?channel=total" replace />
                </Route>
                <Route path="/supply-chain/overview" component={SupplyChainPage} />
                <Route component={NotFoundPage} />
              </Switch>
            </Shell>
          </RequireLogin>
        </Route>
      </Switch>
    </>
  );
}
