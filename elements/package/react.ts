/**
 * A React component for every element the package carries: `<BalanceCard theme="light" />`,
 * `<MsLoginModal display="signup" onClose={...} />`. Each imports its element's code when it first
 * mounts, and a bundler keeps only the components an app imports.
 */
import type { ElementComponent } from './react/component-types';
import { elementComponent } from './react/element-component';

export const AgentSessionsCard: ElementComponent<'agent-sessions-card'> = /* @__PURE__ */ elementComponent(
  'agent-sessions-card',
  () => import('../components/agent-sessions-card/agent-sessions-card'),
);
export const BalanceCard: ElementComponent<'balance-card'> = /* @__PURE__ */ elementComponent(
  'balance-card',
  () => import('../components/balance-card/balance-card'),
);
export const ChainforgeChat: ElementComponent<'chainforge-chat'> = /* @__PURE__ */ elementComponent(
  'chainforge-chat',
  () => import('../components/chainforge-chat/chainforge-chat'),
);
export const InsightsCard: ElementComponent<'insights-card'> = /* @__PURE__ */ elementComponent(
  'insights-card',
  () => import('../components/insights-card/insights-card'),
);
export const InvoiceView: ElementComponent<'invoice-view'> = /* @__PURE__ */ elementComponent(
  'invoice-view',
  () => import('../components/invoice-view/invoice-view'),
);
export const InvoicesTable: ElementComponent<'invoices-table'> = /* @__PURE__ */ elementComponent(
  'invoices-table',
  () => import('../components/invoices-table/invoices-table'),
);
export const MsComments: ElementComponent<'ms-comments'> = /* @__PURE__ */ elementComponent(
  'ms-comments',
  () => import('../components/ms-comments/ms-comments'),
);
export const MsLoginModal: ElementComponent<'ms-login-modal'> = /* @__PURE__ */ elementComponent(
  'ms-login-modal',
  () => import('../components/ms-login-modal/ms-login-modal'),
);
export const MsProfileModal: ElementComponent<'ms-profile-modal'> = /* @__PURE__ */ elementComponent(
  'ms-profile-modal',
  () => import('../components/ms-profile-modal/ms-profile-modal'),
);
export const OrdersTable: ElementComponent<'orders-table'> = /* @__PURE__ */ elementComponent(
  'orders-table',
  () => import('../components/orders-table/orders-table'),
);
export const SupplyChainOverview: ElementComponent<'supply-chain-overview'> = /* @__PURE__ */ elementComponent(
  'supply-chain-overview',
  () => import('../components/supply-chain-overview/supply-chain-overview'),
);
export const TokensCard: ElementComponent<'tokens-card'> = /* @__PURE__ */ elementComponent(
  'tokens-card',
  () => import('../components/tokens-card/tokens-card'),
);
export const TransactionsTable: ElementComponent<'transactions-table'> = /* @__PURE__ */ elementComponent(
  'transactions-table',
  () => import('../components/transactions-table/transactions-table'),
);
export const UsageChart: ElementComponent<'usage-chart'> = /* @__PURE__ */ elementComponent(
  'usage-chart',
  () => import('../components/usage-chart/usage-chart'),
);
export const XrayBadge: ElementComponent<'xray-badge'> = /* @__PURE__ */ elementComponent(
  'xray-badge',
  () => import('../components/xray-badge/xray-badge'),
);
export const XrayDevSidebar: ElementComponent<'xray-dev-sidebar'> = /* @__PURE__ */ elementComponent(
  'xray-dev-sidebar',
  () => import('../components/xray-dev-sidebar/xray-dev-sidebar'),
);
export const XraySidebar: ElementComponent<'xray-sidebar'> = /* @__PURE__ */ elementComponent(
  'xray-sidebar',
  () => import('../components/xray-sidebar/xray-sidebar'),
);

export type {
  CallbackName,
  ElementCallbacks,
  ElementComponent,
  ElementComponentProps,
  HostProps,
} from './react/component-types';
