import type { ConsoleAppSettings } from '../../../contract/console-app-settings';
import { isCssColor } from '../../../contract/css-color';
import type { App } from '../../core/membership/types';

export type PreviewMode = 'test' | 'live';

/**
 * The app as GET /app would answer it once the draft is saved, for the login modal's preview:
 * only active plans and prices, enabled providers, the fields in their order. A colour still
 * being typed (not yet a colour) shows as the saved one.
 */
export function previewApp(draft: ConsoleAppSettings, savedColour: string, mode: PreviewMode): App {
  const { options } = draft;
  return {
    id: draft.app.id,
    name: draft.app.name,
    mode: mode === 'test' ? 'sandbox' : 'live',
    plans: draft.plans
      .filter((plan) => plan.status === 'ACTIVE')
      .map((plan, index) => ({
        id: plan.id,
        name: plan.name,
        description: plan.description,
        priority: index + 1,
        status: plan.status,
        signupSurface: plan.signupSurface,
        prices: plan.prices
          .filter((price) => price.status === 'ACTIVE')
          .map((price) => ({
            id: price.id,
            name: price.name,
            type: price.type,
            status: price.status,
            amount: price.amount / 100,
            currency: price.currency,
            interval: { type: price.interval, count: price.intervalCount },
          })),
      })),
    contentGroups: [],
    customFields: draft.customFields.map((field, index) => ({ ...field, order: index + 1, restrictToAdmin: false })),
    allowMemberSelfDelete: false,
    captchaRequired: options.modes[mode].captchaRequired,
    // The preview never asks a captcha service: the development provider solves it in place.
    captcha: { provider: 'development', siteKey: null },
    authProviders: draft.providers
      .filter((provider) => provider.enabled)
      .map((provider, index) => ({ provider: provider.provider, name: provider.name, icon: null, order: index + 1 })),
    additionalAuthMethods: {
      passwordless: { enabled: options.passwordless.enabled, isDefault: options.passwordless.default },
    },
    passwordlessMode: options.passwordless.enabled && options.passwordless.default,
    requireEmailVerification: false,
    ssoSignupButtonURL: null,
    isPaid: false,
    allowedOrigins: options.modes[mode].allowedOrigins,
    redirects: options.redirects,
    branding: {
      logo: null,
      colors: { lightMode: { primaryButton: isCssColor(options.primaryButton) ? options.primaryButton : savedColour } },
    },
  };
}
