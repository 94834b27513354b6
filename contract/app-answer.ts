import type { ConsoleMemberMode } from './console-answers.ts';
import type { AppRedirects, ConsoleAppPlan, ConsolePrice } from './console-app-settings.ts';
import type {
  App,
  AuthProviderSetting,
  CaptchaProvider,
  ContentGroup,
  CustomFieldSetting,
  PlanSetting,
  PriceSetting,
} from './membership-answers.ts';

/** The widget's primary button colour when the app sets none. */
export const DEFAULT_PRIMARY_BUTTON = 'rgb(41, 98, 255)';

/** A price as the app keeps it: money in cents, retired or not. */
export type AppPriceSource = Omit<ConsolePrice, 'stripePriceIds'>;

/** A plan as the app keeps it, retired or not, with its place among the app's plans. */
export type AppPlanSource = Omit<ConsoleAppPlan, 'prices'> & {
  priority: number | null;
  prices: readonly AppPriceSource[];
};

/**
 * What GET /app's answer is made of, whoever holds the app: the server reads it from its tables,
 * the console's App settings preview from the settings being edited. Both build the answer with
 * appAnswer, so the preview shows what the login modal will be given once the draft is saved.
 */
export interface AppAnswerSource {
  id: string;
  name: string;
  mode: ConsoleMemberMode;
  /** Every plan, in order; the answer offers only the active plans and prices. */
  plans: readonly AppPlanSource[];
  contentGroups: ContentGroup[];
  /** The fields in their order. */
  customFields: readonly Omit<CustomFieldSetting, 'restrictToAdmin'>[];
  /** The providers offered (switched-off ones left out), in their order. */
  authProviders: AuthProviderSetting[];
  captchaRequired: boolean;
  captcha: { provider: CaptchaProvider; siteKey: string | null };
  passwordless: { enabled: boolean; isDefault: boolean };
  requireEmailVerification: boolean;
  ssoSignupButtonURL: string | null;
  allowedOrigins: string[];
  redirects: AppRedirects;
  /** The logo's address, and the light mode's colours the app sets (over the widget's defaults). */
  branding: { logo: string | null; lightMode: Record<string, unknown> };
}

const isActive = (entry: { status: 'ACTIVE' | 'INACTIVE' }) => entry.status === 'ACTIVE';

/** Money is kept in cents; Memberstack answers amounts as a number of currency units (9.99). */
export const priceAnswer = (price: AppPriceSource): PriceSetting => ({
  id: price.id,
  name: price.name,
  type: price.type,
  status: price.status,
  amount: price.amount / 100,
  currency: price.currency,
  interval: { type: price.interval, count: price.intervalCount },
});

/** A plan with its active prices: a free plan is one without prices (the inspector tells plans from prices that way too). */
export const planAnswer = (plan: AppPlanSource): PlanSetting => ({
  id: plan.id,
  name: plan.name,
  description: plan.description,
  priority: plan.priority,
  status: plan.status,
  signupSurface: plan.signupSurface,
  prices: plan.prices.filter(isActive).map(priceAnswer),
});

/** The app's settings in Memberstack's App shape (GET /app, GET /app-member, the console's preview). */
export function appAnswer(source: AppAnswerSource): App {
  const { passwordless } = source;
  return {
    id: source.id,
    name: source.name,
    mode: source.mode === 'test' ? 'sandbox' : 'live',
    plans: source.plans.filter(isActive).map(planAnswer),
    contentGroups: source.contentGroups,
    customFields: source.customFields.map((field) => ({ ...field, restrictToAdmin: false })),
    allowMemberSelfDelete: false,
    captchaRequired: source.captchaRequired,
    captcha: source.captcha,
    authProviders: source.authProviders,
    additionalAuthMethods: { passwordless: { enabled: passwordless.enabled, isDefault: passwordless.isDefault } },
    passwordlessMode: passwordless.enabled && passwordless.isDefault,
    requireEmailVerification: source.requireEmailVerification,
    ssoSignupButtonURL: source.ssoSignupButtonURL,
    isPaid: false,
    allowedOrigins: source.allowedOrigins,
    redirects: source.redirects,
    branding: {
      logo: source.branding.logo,
      colors: { lightMode: { primaryButton: DEFAULT_PRIMARY_BUTTON, ...source.branding.lightMode } },
    },
  };
}
