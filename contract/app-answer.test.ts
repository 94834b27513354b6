import { describe, expect, it } from 'vitest';
import { type AppAnswerSource, appAnswer, DEFAULT_PRIMARY_BUTTON } from './app-answer';

const price = {
  id: 'prc_monthly',
  name: 'Monthly',
  type: 'SUBSCRIPTION',
  status: 'ACTIVE',
  amount: 999,
  currency: 'usd',
  interval: 'MONTHS',
  intervalCount: 1,
} as const;

const source: AppAnswerSource = {
  id: 'app_1',
  name: 'Shop',
  mode: 'test',
  plans: [
    {
      id: 'pln_pro',
      name: 'Pro',
      description: null,
      priority: 1,
      status: 'ACTIVE',
      signupSurface: 'signup',
      prices: [price, { ...price, id: 'prc_old', status: 'INACTIVE' }],
    },
    {
      id: 'pln_gone',
      name: 'Gone',
      description: null,
      priority: 2,
      status: 'INACTIVE',
      signupSurface: null,
      prices: [],
    },
  ],
  contentGroups: [],
  customFields: [{ key: 'company', label: 'Company', order: 1, hidden: false, visibility: 'PUBLIC' }],
  authProviders: [{ provider: 'google', name: 'Google', icon: null, order: 1 }],
  captchaRequired: false,
  captcha: { provider: 'development', siteKey: null },
  passwordless: { enabled: true, isDefault: true },
  requireEmailVerification: false,
  ssoSignupButtonURL: null,
  allowedOrigins: ['https://shop.example'],
  redirects: { afterLogin: '/welcome', afterSignup: null, afterLogout: null },
  branding: { logo: null, lightMode: {} },
};

describe("the app's answer", () => {
  it('offers only the active plans and prices, with amounts in currency units', () => {
    const { plans } = appAnswer(source);
    expect(plans.map((plan) => plan.id)).toEqual(['pln_pro']);
    expect(plans[0]?.prices).toEqual([
      {
        id: 'prc_monthly',
        name: 'Monthly',
        type: 'SUBSCRIPTION',
        status: 'ACTIVE',
        amount: 9.99,
        currency: 'usd',
        interval: { type: 'MONTHS', count: 1 },
      },
    ]);
  });

  it("speaks Memberstack's words: sandbox for test mode, passwordless as the opening mode", () => {
    const app = appAnswer(source);
    expect(app.mode).toBe('sandbox');
    expect(appAnswer({ ...source, mode: 'live' }).mode).toBe('live');
    expect(app.passwordlessMode).toBe(true);
    expect(appAnswer({ ...source, passwordless: { enabled: true, isDefault: false } }).passwordlessMode).toBe(false);
    expect(app.customFields).toEqual([
      { key: 'company', label: 'Company', order: 1, hidden: false, visibility: 'PUBLIC', restrictToAdmin: false },
    ]);
  });

  it("gives the primary button the widget's colour unless the app sets its own", () => {
    expect(appAnswer(source).branding.colors.lightMode.primaryButton).toBe(DEFAULT_PRIMARY_BUTTON);
    const branded = appAnswer({ ...source, branding: { logo: null, lightMode: { primaryButton: '#123456' } } });
    expect(branded.branding.colors.lightMode.primaryButton).toBe('#123456');
  });
});
