import { describe, expect, it } from 'vitest';
import {
  channelFromSearch,
  isKnownPath,
  loginRedirectFor,
  memberRoutes,
  publicRedirects,
  safeRedirectTarget,
} from './routes';

describe('routes', () => {
  it('sends a guarded path to login with the full path as redirect', () => {
    expect(loginRedirectFor('/supply-chain/overview?channel=amzn')).toBe(
      '/login?redirect=%2Fsupply-chain%2Foverview%3Fchannel%3Damzn',
    );
  });

  it('honours a redirect only to a known route of ours', () => {
    expect(safeRedirectTarget('/orders')).toBe('/orders');
    expect(safeRedirectTarget('/supply-chain/overview?channel=east')).toBe('/supply-chain/overview?channel=east');
    expect(safeRedirectTarget('/nowhere')).toBe('/');
    expect(safeRedirectTarget('//evil.example/orders')).toBe('/');
    expect(safeRedirectTarget('https://evil.example/')).toBe('/');
    expect(safeRedirectTarget('/login')).toBe('/');
    expect(safeRedirectTarget(null)).toBe('/');
  });

  it('honours a redirect to a parameterised route: one statement, with its query and hash', () => {
    expect(safeRedirectTarget('/invoices/INV-2026-11')).toBe('/invoices/INV-2026-11');
    expect(safeRedirectTarget('/invoices/INV-2026-11?print=1#lines')).toBe('/invoices/INV-2026-11?print=1#lines');
    expect(safeRedirectTarget('/invoices/INV%2F2026')).toBe('/invoices/INV%2F2026');
    expect(safeRedirectTarget('/invoices')).toBe('/invoices');
    expect(safeRedirectTarget('/invoices/')).toBe('/');
    expect(safeRedirectTarget('/invoices/INV-2026-11/more')).toBe('/');
    expect(safeRedirectTarget('/invoices/x/../../evil')).toBe('/');
    expect(safeRedirectTarget('//evil.example/invoices/INV-2026-11')).toBe('/');
    expect(isKnownPath('/invoices/INV-2026-11')).toBe(true);
    expect(isKnownPath('/orders/ORD-1')).toBe(false);
  });

  it('accepts as redirect targets exactly the declared routes', () => {
    for (const route of [...memberRoutes, ...publicRedirects]) expect(safeRedirectTarget(route.path)).toBe(route.path);
  });

  it('reads the channel from the query, total by default', () => {
    expect(channelFromSearch('?channel=amzn')).toBe('amzn');
    expect(channelFromSearch('?channel=mars')).toBe('total');
    expect(channelFromSearch('')).toBe('total');
  });
});
