import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { ConfigError } from './config-values.ts';

describe('loadConfig: payments, captcha and sign-in providers', () => {
  it('leaves them unset by default: the development stand-ins then serve', () => {
    expect(loadConfig({})).toMatchObject({ stripe: undefined, captcha: undefined, oauth: {} });
  });

  it('reads Stripe, its key checked', () => {
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' }).stripe).toEqual({
      secretKey: 'sk_test_abc',
      apiUrl: undefined,
    });
    expect(loadConfig({ STRIPE_SECRET_KEY: 'rk_live_abc', STRIPE_API_URL: 'http://127.0.0.1:12111' }).stripe).toEqual({
      secretKey: 'rk_live_abc',
      apiUrl: 'http://127.0.0.1:12111',
    });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_API_URL: 'stripe.local' })).toThrow(ConfigError);
  });

  it('reads a captcha provider with both of its keys', () => {
    expect(
      loadConfig({ CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SITE_KEY: 'site', CAPTCHA_SECRET: 'secret' }).captcha,
    ).toEqual({
      provider: 'turnstile',
      siteKey: 'site',
      secret: 'secret',
    });
    expect(() =>
      loadConfig({ CAPTCHA_PROVIDER: 'recaptcha', CAPTCHA_SITE_KEY: 'site', CAPTCHA_SECRET: 'secret' }),
    ).toThrow(ConfigError);
    expect(() => loadConfig({ CAPTCHA_PROVIDER: 'hcaptcha', CAPTCHA_SITE_KEY: 'site' })).toThrow(ConfigError);
  });

  it('reads each provider that has a client id and secret, and where its endpoints are moved', () => {
    const config = loadConfig({
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_TOKEN_URL: 'http://127.0.0.1:9000/token',
      GITHUB_CLIENT_ID: 'id without a secret',
    });
    expect(config.oauth).toEqual({
      google: {
        clientId: 'id',
        clientSecret: 'secret',
        authorizeUrl: undefined,
        tokenUrl: 'http://127.0.0.1:9000/token',
        userinfoUrl: undefined,
      },
    });
    expect(() =>
      loadConfig({
        GITHUB_CLIENT_ID: 'id',
        GITHUB_CLIENT_SECRET: 'secret',
        GITHUB_AUTHORIZE_URL: 'javascript:alert(1)',
      }),
    ).toThrow(ConfigError);
  });
});

describe('loadConfig: passkeys', () => {
  it('leaves the relying party and its origins to the public URL by default', () => {
    expect(loadConfig({}).webauthn).toEqual({ rpId: undefined, origins: undefined });
  });

  it('reads the relying party and the origins, each checked', () => {
    expect(
      loadConfig({
        WEBAUTHN_RP_ID: 'Example.com',
        WEBAUTHN_ORIGINS: 'https://example.com, https://members.example.com/',
      }).webauthn,
    ).toEqual({ rpId: 'example.com', origins: ['https://example.com', 'https://members.example.com'] });
    for (const rpId of ['https://example.com', 'example.com:443', '127.0.0.1', 'exa mple.com'])
      expect(() => loadConfig({ WEBAUTHN_RP_ID: rpId })).toThrow(/WEBAUTHN_RP_ID/);
    expect(() => loadConfig({ WEBAUTHN_ORIGINS: 'https://example.com,example.com' })).toThrow(/WEBAUTHN_ORIGINS/);
    expect(() => loadConfig({ WEBAUTHN_ORIGINS: 'https://example.com/login' })).toThrow(/WEBAUTHN_ORIGINS/);
  });
});

describe('loadConfig: the Redis key prefix', () => {
  it('is cf: by default, and what REDIS_KEY_PREFIX says when it is a safe key part', () => {
    expect(loadConfig({}).redisKeyPrefix).toBe('cf:');
    expect(loadConfig({ REDIS_KEY_PREFIX: 'staging:cf:' }).redisKeyPrefix).toBe('staging:cf:');
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'has space' })).toThrow(/REDIS_KEY_PREFIX/);
  });
});

describe('loadConfig: sign-in attempts per address', () => {
  it('is 60 by default, and what SIGN_IN_ATTEMPTS_PER_ADDRESS says when it is a whole number', () => {
    expect(loadConfig({}).signInAttemptsPerAddress).toBe(60);
    expect(loadConfig({ SIGN_IN_ATTEMPTS_PER_ADDRESS: '500' }).signInAttemptsPerAddress).toBe(500);
    expect(() => loadConfig({ SIGN_IN_ATTEMPTS_PER_ADDRESS: 'lots' })).toThrow(ConfigError);
    expect(() => loadConfig({ SIGN_IN_ATTEMPTS_PER_ADDRESS: '0' })).toThrow(ConfigError);
  });
});
