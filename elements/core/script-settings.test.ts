import { describe, expect, it } from 'vitest';
import { settingsFromScript } from './script-settings';

const SCRIPT = 'https://cdn.example.com/cdn/chainforge-elements.js';

describe('settings from the CDN script tag', () => {
  it('finds both services beside the script when the tag names neither', () => {
    expect(settingsFromScript({}, SCRIPT)).toEqual({
      productApiUrl: 'https://cdn.example.com/api',
      membershipApiUrl: 'https://cdn.example.com/membership',
      publicKey: null,
      inspector: false,
    });
  });

  it('takes the URLs and the key the tag names', () => {
    const settings = settingsFromScript(
      {
        publicKey: 'pk_live_abc',
        apiUrl: 'http://127.0.0.1:4173/membership',
        productApiUrl: 'https://api.example.com/v1',
      },
      SCRIPT,
    );
    expect(settings).toEqual({
      productApiUrl: 'https://api.example.com/v1',
      membershipApiUrl: 'http://127.0.0.1:4173/membership',
      publicKey: 'pk_live_abc',
      inspector: false,
    });
  });

  it('stays beside the script when it is served under a prefix', () => {
    const settings = settingsFromScript({}, 'https://members.example.com/chainforge/cdn/chainforge-elements.js?v=2');
    expect(settings.productApiUrl).toBe('https://members.example.com/chainforge/api');
    expect(settings.membershipApiUrl).toBe('https://members.example.com/chainforge/membership');
  });

  it('treats empty or blank attributes as absent', () => {
    const settings = settingsFromScript({ publicKey: ' ', apiUrl: '', productApiUrl: '  ' }, SCRIPT);
    expect(settings).toEqual(settingsFromScript({}, SCRIPT));
  });

  it('shows the inspector by itself with a test-mode key, unless the tag turns it off', () => {
    expect(settingsFromScript({ publicKey: 'pk_sb_demo' }, SCRIPT).inspector).toBe(true);
    expect(settingsFromScript({ publicKey: 'pk_sb_demo', inspector: 'off' }, SCRIPT).inspector).toBe(false);
    expect(settingsFromScript({ publicKey: 'pk_sb_demo', inspector: 'OFF' }, SCRIPT).inspector).toBe(false);
    expect(settingsFromScript({ publicKey: 'pk_sb_demo', inspector: 'on' }, SCRIPT).inspector).toBe(true);
  });

  it('never shows the inspector with a live key or without a key', () => {
    expect(settingsFromScript({ publicKey: 'pk_live_abc', inspector: 'on' }, SCRIPT).inspector).toBe(false);
    expect(settingsFromScript({ inspector: 'on' }, SCRIPT).inspector).toBe(false);
  });
});
