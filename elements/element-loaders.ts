import type { ElementLoaders } from './kit/element-registry';

/**
 * Every element of the product, by tag, and how to import its code: adding an element is one line
 * here (and its folder). The CDN script knows every tag from here and imports an element only when
 * a page uses it; in the CDN build each import is a chunk file beside the script. The elements'
 * TypeScript types are derived from the same list (element-types.ts).
 */
export const elementLoaders = {
  'agent-sessions-card': () => import('./components/agent-sessions-card/agent-sessions-card'),
  'balance-card': () => import('./components/balance-card/balance-card'),
  'chainforge-chat': () => import('./components/chainforge-chat/chainforge-chat'),
  'console-activity': () => import('./components/console-activity/console-activity'),
  'console-app-settings': () => import('./components/console-app-settings/console-app-settings'),
  'console-audit': () => import('./components/console-audit/console-audit'),
  'console-keys': () => import('./components/console-keys/console-keys'),
  'console-member': () => import('./components/console-member/console-member'),
  'console-member-import': () => import('./components/console-member-import/console-member-import'),
  'console-members': () => import('./components/console-members/console-members'),
  'console-owners': () => import('./components/console-owners/console-owners'),
  'console-sign-in': () => import('./components/console-sign-in/console-sign-in'),
  'insights-card': () => import('./components/insights-card/insights-card'),
  'invoice-view': () => import('./components/invoice-view/invoice-view'),
  'invoices-table': () => import('./components/invoices-table/invoices-table'),
  'ms-login-modal': () => import('./components/ms-login-modal/ms-login-modal'),
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
