import { describe, expect, it } from 'vitest';
import { channelFromSearch, loginRedirectFor, memberRoutes, publicRedirects, safeRedirectTarget } from './routes';

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

  it('accepts as redirect targets exactly the declared routes', () => {
    for (const route of [...memberRoutes, ...publicRedirects]) expect(safeRedirectTarget(route.path)).toBe(route.path);
  });

  it('reads the channel from the query, total by default', () => {
    expect(channelFromSearch('?channel=amzn')).toBe('amzn');
    expect(channelFromSearch('?channel=mars')).toBe('total');
    expect(channelFromSearch('')).toBe('total');
  });
});
