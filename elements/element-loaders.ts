import type { ElementLoaders } from './kit/element-registry';

/**
 * Every element a site's page can use, by tag, and how to import its code: adding an element is
 * one line here (and its folder). The CDN script knows every tag from here and imports an element
 * only when a page uses it; in the CDN build each import is a chunk file beside the script.
 */
export const elementLoaders = {
  'agent-sessions-card': () => import('./components/agent-sessions-card/agent-sessions-card'),
  'balance-card': () => import('./components/balance-card/balance-card'),
  'chainforge-chat': () => import('./components/chainforge-chat/chainforge-chat'),
  'insights-card': () => import('./components/insights-card/insights-card'),
  'invoice-view': () => import('./components/invoice-view/invoice-view'),
  'invoices-table': () => import('./components/invoices-table/invoices-table'),
  'ms-login-modal': () => import('./components/ms-login-modal/ms-login-modal'),
  'ms-comments': () => import('./components/ms-comments/ms-comments'),
  'ms-profile-modal': () => import('./components/ms-profile-modal/ms-profile-modal'),
  'orders-table': () => import('./components/orders-table/orders-table'),
  'supply-chain-overview': () => import('./components/supply-chain-overview/supply-chain-overview'),
  'tokens-card': () => import('./components/tokens-card/tokens-card'),
  'transactions-table': () => import('./components/transactions-table/transactions-table'),
  'usage-chart': () => import('./components/usage-chart/usage-chart'),
  'xray-badge': () => import('./components/xray-badge/xray-badge'),
  'xray-dev-sidebar': () => import('./components/xray-dev-sidebar/xray-dev-sidebar'),
  'xray-sidebar': () => import('./components/xray-sidebar/xray-sidebar'),
} satisfies ElementLoaders;
