import { appAnswer } from '../../../contract/app-answer';
import type { ConsoleAppSettings } from '../../../contract/console-app-settings';
import { isCssColor } from '../../../contract/css-color';
import type { App } from '../../core/membership/types';

export type PreviewMode = 'test' | 'live';

/**
 * The app as GET /app would answer it once the draft is saved, for the login modal's preview:
 * built from the draft by appAnswer, as the server builds it from its tables (only active plans
 * and prices, enabled providers, the fields in their order). A colour still being typed (not yet a
 * colour) shows as the saved one.
 */
export function previewApp(draft: ConsoleAppSettings, savedColour: string, mode: PreviewMode): App {
  const { options } = draft;
  return appAnswer({
    id: draft.app.id,
    name: draft.app.name,
    mode,
    // The draft lists the plans in their order, as the server keeps them.
    plans: draft.plans.map((plan, index) => ({ ...plan, priority: index + 1 })),
    contentGroups: [],
    customFields: draft.customFields.map((field, index) => ({ ...field, order: index + 1 })),
    authProviders: draft.providers
      .filter((provider) => provider.enabled)
      .map((provider, index) => ({ provider: provider.provider, name: provider.name, icon: null, order: index + 1 })),
    captchaRequired: options.modes[mode].captchaRequired,
    // The preview never asks a captcha service: the development provider solves it in place.
    captcha: { provider: 'development', siteKey: null },
    passwordless: { enabled: options.passwordless.enabled, isDefault: options.passwordless.default },
    requireEmailVerification: false,
    ssoSignupButtonURL: null,
    allowedOrigins: options.modes[mode].allowedOrigins,
    redirects: options.redirects,
    branding: {
      logo: null,
      lightMode: { primaryButton: isCssColor(options.primaryButton) ? options.primaryButton : savedColour },
    },
  });
}
