import type { ElementLoaders } from './kit/element-registry';

/**
 * Every element of the product, by tag, and how to import its code: adding an element is one line
 * here (and its folder). The CDN script knows every tag from here and imports an element only when
 * a page uses it; in the CDN build each import is a chunk file beside the script. The elements'
 * TypeScript types are derived from the same list (element-types.ts).
 */
export const elementLoaders = {
  'agent-sessions-card': () => import('./agent-sessions-card/agent-sessions-card'),
  'balance-card': () => import('./balance-card/balance-card'),
  'chainforge-chat': () => import('./chainforge-chat/chainforge-chat'),
  'insights-card': () => import('./insights-card/insights-card'),
  'invoice-view': () => import('./invoice-view/invoice-view'),
  'invoices-table': () => import('./invoices-table/invoices-table'),
  'ms-login-modal': () => import('./ms-login-modal/ms-login-modal'),
  'ms-profile-modal': () => import('./ms-profile-modal/ms-profile-modal'),
  'orders-table': () => import('./orders-table/orders-table'),
  'supply-chain-overview': () => import('./supply-chain-overview/supply-chain-overview'),
  'tokens-card': () => import('./tokens-card/tokens-card'),
  'transactions-table': () => import('./transactions-table/transactions-table'),
  'usage-chart': () => import('./usage-chart/usage-chart'),
  'xray-badge': () => import('./xray-badge/xray-badge'),
  'xray-dev-sidebar': () => import('./xray-dev-sidebar/xray-dev-sidebar'),
  'xray-sidebar': () => import('./xray-sidebar/xray-sidebar'),
} satisfies ElementLoaders;
