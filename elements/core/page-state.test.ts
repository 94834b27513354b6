import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_STATE_NAME, type WithPageState } from './page-state';
import type { RuntimeConfig } from './runtime-config';

const SETTINGS: RuntimeConfig = {
  productApiUrl: 'https://cdn.example.com/api',
  membershipApiUrl: 'https://cdn.example.com/membership',
  publicKey: 'pk_sb_demo',
  inspector: true,
};

/** Element code's modules as a chunk would load them: fresh, after whatever ran on the page. */
async function elementSide() {
  vi.resetModules();
  const [config, messages] = await Promise.all([import('./config'), import('./membership/site-messages')]);
  return { ...config, ...messages };
}

describe('the page state the CDN script shares with element code', () => {
  beforeEach(() => {
    delete (globalThis as WithPageState)[Symbol.for(PAGE_STATE_NAME)];
  });

  it('hands the script tag settings to element code loaded after the script', async () => {
    const { shareScriptSettings } = await import('./script-page-state');
    shareScriptSettings({ ...SETTINGS });
    const { runtimeConfig } = await elementSide();
    expect(runtimeConfig).toEqual(SETTINGS);
  });

  it('keeps the defaults where no script runs, and a later script writes into the same settings', async () => {
    const { runtimeConfig } = await elementSide();
    expect(runtimeConfig).toEqual({
      productApiUrl: '/api',
      membershipApiUrl: '/membership',
      publicKey: null,
      inspector: false,
    });
    const { shareScriptSettings } = await import('./script-page-state');
    shareScriptSettings({ ...SETTINGS });
    expect(runtimeConfig).toEqual(SETTINGS);
  });

  it("gives element code the site's wording set before it loaded, and tells it of every change", async () => {
    const { setSiteMessages, shareScriptSettings } = await import('./script-page-state');
    const state = shareScriptSettings({ ...SETTINGS });
    setSiteMessages(state, { 'login.submit': 'Entrer' });
    const { onSiteMessages, siteMessageOverrides } = await elementSide();
    expect(siteMessageOverrides()).toEqual({ 'login.submit': 'Entrer' });
    const heard = vi.fn();
    const stop = onSiteMessages(heard);
    setSiteMessages(state, { 'login.submit': 'Anmelden' });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(siteMessageOverrides()).toEqual({ 'login.submit': 'Anmelden' });
    stop();
    setSiteMessages(state, {});
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
