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

/**
 * The meta of every element the npm package carries: the site's elements, as element-loaders.ts
 * lists them (the console's are app-only). The package's types and its build read them here,
 * where nothing but the metas is imported: no element's code, no DOM.
 */
export const siteElementMetas = {
  'agent-sessions-card': agentSessionsCardMeta,
  'balance-card': balanceCardMeta,
  'chainforge-chat': chainforgeChatMeta,
  'insights-card': insightsCardMeta,
  'invoice-view': invoiceViewMeta,
  'invoices-table': invoicesTableMeta,
  'ms-comments': msCommentsMeta,
  'ms-login-modal': msLoginModalMeta,
  'ms-profile-modal': msProfileModalMeta,
  'orders-table': ordersTableMeta,
  'supply-chain-overview': supplyChainOverviewMeta,
  'tokens-card': tokensCardMeta,
  'transactions-table': transactionsTableMeta,
  'usage-chart': usageChartMeta,
  'xray-badge': xrayBadgeMeta,
  'xray-dev-sidebar': xrayDevSidebarMeta,
  'xray-sidebar': xraySidebarMeta,
} as const;
