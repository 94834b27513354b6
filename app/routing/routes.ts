/** The dashboard's routes, spec section 2. Every path but /login needs a signed-in member. */
export const LOGIN_PATH = '/login';

const knownPaths = [
  '/',
  '/about',
  '/login',
  '/agent',
  '/agent/settings',
  '/agent/chat-history',
  '/supply-chain',
  '/supply-chain/overview',
  '/transactions',
  '/invoices',
  '/orders',
  '/demo/chain-forge',
];

export const channels = [
  { value: 'total', label: 'Total', disabled: false },
  { value: 'east', label: 'East', disabled: false },
  { value: 'west', label: 'West', disabled: false },
  { value: 'central', label: 'Central', disabled: true },
  { value: 'amzn', label: 'Amazon', disabled: false },
] as const;

export type Channel = (typeof channels)[number]['value'];

export function channelFromSearch(search: string): Channel {
  const value = new URLSearchParams(search).get('channel');
  return channels.find((channel) => channel.value === value)?.value ?? 'total';
}

/** The login URL that brings the member back to `fullPath` afterwards. */
export function loginRedirectFor(fullPath: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ redirect: fullPath })}`;
}

/**
 * Where to go after login: the redirect when it is a path of ours (never another origin), else /.
 */
export function safeRedirectTarget(redirect: string | null): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//')) return '/';
  const url = new URL(redirect, 'http://app.invalid');
  if (url.origin !== 'http://app.invalid' || !knownPaths.includes(url.pathname) || url.pathname === LOGIN_PATH) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
