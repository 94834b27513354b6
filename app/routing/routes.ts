/**
 * Every route of the dashboard, declared once: the app renders from this table and the login
 * redirect accepts only its paths. Every path but /login needs a signed-in member.
 */
import { CHANNEL_LABELS, STOCK_CHANNELS, SUPPLY_CHAIN_CHANNELS, type StockChannel } from '../../contract/channels';

export const LOGIN_PATH = '/login';

const DEFAULT_SUPPLY_CHAIN = '/supply-chain/overview?channel=total';

export type PageName =
  | 'dashboard'
  | 'transactions'
  | 'orders'
  | 'invoices'
  | 'invoice'
  | 'supply-chain'
  | 'agent-settings'
  | 'chat-history'
  | 'about';

export type AppRoute = { path: string; redirect: string } | { path: string; page: PageName };

/** The routes behind the sign-in guard, in match order. */
export const memberRoutes: readonly AppRoute[] = [
  { path: '/', page: 'dashboard' },
  { path: '/transactions', page: 'transactions' },
  { path: '/orders', page: 'orders' },
  { path: '/invoices', page: 'invoices' },
  { path: '/invoices/:invoiceId', page: 'invoice' },
  { path: '/about', page: 'about' },
  { path: '/agent', redirect: '/agent/settings' },
  { path: '/agent/settings', page: 'agent-settings' },
  { path: '/agent/chat-history', page: 'chat-history' },
  { path: '/supply-chain', redirect: DEFAULT_SUPPLY_CHAIN },
  { path: '/supply-chain/overview', page: 'supply-chain' },
];

/** Routes anyone may open: they redirect before the guard is asked. */
export const publicRedirects: readonly AppRoute[] = [{ path: '/demo/chain-forge', redirect: DEFAULT_SUPPLY_CHAIN }];

const knownPaths = [LOGIN_PATH, ...[...publicRedirects, ...memberRoutes].map((route) => route.path)];

/**
 * Whether `pathname` is a page of the dashboard. A route's `:name` segment stands for exactly one
 * non-empty path segment, as wouter matches it: `/invoices/:invoiceId` knows `/invoices/INV-2026-11`
 * but neither `/invoices/` nor `/invoices/a/b`.
 */
export function isKnownPath(pathname: string): boolean {
  return knownPaths.some((path) => matchesRoute(path, pathname));
}

function matchesRoute(pattern: string, pathname: string): boolean {
  if (!pattern.includes('/:')) return pattern === pathname;
  const expected = pattern.split('/');
  const actual = pathname.split('/');
  return (
    expected.length === actual.length &&
    expected.every((segment, index) => (segment.startsWith(':') ? actual[index] !== '' : segment === actual[index]))
  );
}

export type Channel = 'total' | StockChannel;

/** Every channel in the navigation; one the overview does not offer shows, disabled. */
export const channels: readonly { value: Channel; label: string; disabled: boolean }[] = [
  { value: 'total', label: 'Total', disabled: false },
  ...STOCK_CHANNELS.map((value) => ({
    value,
    label: CHANNEL_LABELS[value],
    disabled: !(SUPPLY_CHAIN_CHANNELS as readonly string[]).includes(value),
  })),
];

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
  if (!redirect?.startsWith('/') || redirect.startsWith('//')) return '/';
  const url = new URL(redirect, 'http://app.invalid');
  if (url.origin !== 'http://app.invalid' || !isKnownPath(url.pathname) || url.pathname === LOGIN_PATH) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
