/**
 * A React component for every element the package carries: `<BalanceCard theme="light" />`,
 * `<MsLoginModal display="signup" onClose={...} />`. Each imports its element's code when it first
 * mounts, and a bundler keeps only the components an app imports.
 */
import { agentSessionsCardMeta } from '../components/agent-sessions-card/agent-sessions-card.meta';
import { balanceCardMeta } from '../components/balance-card/balance-card.meta';
import { chainforgeChatMeta } from '../components/chainforge-chat/chainforge-chat.meta';
import { insightsCardMeta } from '../components/insights-card/insights-card.meta';
import { invoiceViewMeta } from '../components/invoice-view/invoice-view.meta';
import { invoicesTableMeta } from '../components/invoices-table/invoices-table.meta';
import { msCommentsMeta } from '../components/ms-comments/ms-comments.meta';
import { msLoginModalMeta } from '../components/ms-login-modal/ms-login-modal.meta';
import { msProfileModalMeta } from '../components/ms-profile-modal/ms-profile-modal.meta';
import { ordersTableMeta } from '../components/orders-table/orders-table.meta';
import { supplyChainOverviewMeta } from '../components/supply-chain-overview/supply-chain-overview.meta';
import { tokensCardMeta } from '../components/tokens-card/tokens-card.meta';
import { transactionsTableMeta } from '../components/transactions-table/transactions-table.meta';
import { usageChartMeta } from '../components/usage-chart/usage-chart.meta';
import { xrayBadgeMeta } from '../components/xray-badge/xray-badge.meta';
import { xrayDevSidebarMeta } from '../components/xray-dev-sidebar/xray-dev-sidebar.meta';
import { xraySidebarMeta } from '../components/xray-sidebar/xray-sidebar.meta';
import type { ElementComponent } from './react/component-types';
import { elementComponent } from './react/element-component';

export const AgentSessionsCard: ElementComponent<'agent-sessions-card'> = /* @__PURE__ */ elementComponent(
  agentSessionsCardMeta,
  () => import('../components/agent-sessions-card/agent-sessions-card'),
);
export const BalanceCard: ElementComponent<'balance-card'> = /* @__PURE__ */ elementComponent(
  balanceCardMeta,
  () => import('../components/balance-card/balance-card'),
);
export const ChainforgeChat: ElementComponent<'chainforge-chat'> = /* @__PURE__ */ elementComponent(
  chainforgeChatMeta,
  () => import('../components/chainforge-chat/chainforge-chat'),
);
export const InsightsCard: ElementComponent<'insights-card'> = /* @__PURE__ */ elementComponent(
  insightsCardMeta,
  () => import('../components/insights-card/insights-card'),
);
export const InvoiceView: ElementComponent<'invoice-view'> = /* @__PURE__ */ elementComponent(
  invoiceViewMeta,
  () => import('../components/invoice-view/invoice-view'),
);
export const InvoicesTable: ElementComponent<'invoices-table'> = /* @__PURE__ */ elementComponent(
  invoicesTableMeta,
  () => import('../components/invoices-table/invoices-table'),
);
export const MsComments: ElementComponent<'ms-comments'> = /* @__PURE__ */ elementComponent(
  msCommentsMeta,
  () => import('../components/ms-comments/ms-comments'),
);
export const MsLoginModal: ElementComponent<'ms-login-modal'> = /* @__PURE__ */ elementComponent(
  msLoginModalMeta,
  () => import('../components/ms-login-modal/ms-login-modal'),
);
export const MsProfileModal: ElementComponent<'ms-profile-modal'> = /* @__PURE__ */ elementComponent(
  msProfileModalMeta,
  () => import('../components/ms-profile-modal/ms-profile-modal'),
);
export const OrdersTable: ElementComponent<'orders-table'> = /* @__PURE__ */ elementComponent(
  ordersTableMeta,
  () => import('../components/orders-table/orders-table'),
);
export const SupplyChainOverview: ElementComponent<'supply-chain-overview'> = /* @__PURE__ */ elementComponent(
  supplyChainOverviewMeta,
  () => import('../components/supply-chain-overview/supply-chain-overview'),
);
export const TokensCard: ElementComponent<'tokens-card'> = /* @__PURE__ */ elementComponent(
  tokensCardMeta,
  () => import('../components/tokens-card/tokens-card'),
);
export const TransactionsTable: ElementComponent<'transactions-table'> = /* @__PURE__ */ elementComponent(
  transactionsTableMeta,
  () => import('../components/transactions-table/transactions-table'),
);
export const UsageChart: ElementComponent<'usage-chart'> = /* @__PURE__ */ elementComponent(
  usageChartMeta,
  () => import('../components/usage-chart/usage-chart'),
);
export const XrayBadge: ElementComponent<'xray-badge'> = /* @__PURE__ */ elementComponent(
  xrayBadgeMeta,
  () => import('../components/xray-badge/xray-badge'),
);
export const XrayDevSidebar: ElementComponent<'xray-dev-sidebar'> = /* @__PURE__ */ elementComponent(
  xrayDevSidebarMeta,
  () => import('../components/xray-dev-sidebar/xray-dev-sidebar'),
);
export const XraySidebar: ElementComponent<'xray-sidebar'> = /* @__PURE__ */ elementComponent(
  xraySidebarMeta,
  () => import('../components/xray-sidebar/xray-sidebar'),
);

export type {
  CallbackName,
  ElementCallbacks,
  ElementComponent,
  ElementComponentProps,
  HostProps,
} from './react/component-types';
