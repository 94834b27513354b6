import type { Kysely } from 'kysely';
import { parseJsonArray } from '../../db/json-columns.ts';
import {
  listAuthProviders,
  listContentGroups,
  listCustomFields,
  listPlans,
  type ContentGroupRow,
  type PlanRow,
  type PriceRow,
} from '../../db/queries/membership/apps.ts';
import type { Database } from '../../db/schema.ts';
import type { MemberMode } from '../../db/schema-membership.ts';
import type { CaptchaVerifier } from '../../security/captcha.ts';
import type { MembershipApp } from '../apps.ts';
import type { App, ContentGroup, PlanSetting, PriceSetting } from '../../../contract/membership-answers.ts';

/** The widget's primary button colour when the app sets none. */
export const DEFAULT_PRIMARY_BUTTON = 'rgb(41, 98, 255)';

/** Money is stored in cents; Memberstack answers amounts as a number of currency units (9.99). */
export function priceView(price: PriceRow): PriceSetting {
  return {
    id: price.id,
    name: price.name,
    type: price.type,
    status: price.status,
    amount: price.amount_cents / 100,
    currency: price.currency,
    interval: { type: price.interval_type, count: price.interval_count },
  };
}

/** A free plan is one without prices (the inspector tells plans from prices that way too). */
export function planView({ plan, prices }: { plan: PlanRow; prices: PriceRow[] }): PlanSetting {
  return {
    id: plan.id,
    name: plan.name,
    description: plan.description,
    priority: plan.priority,
    status: plan.status,
    signupSurface: plan.signup_surface,
    prices: prices.filter((price) => price.status === 'ACTIVE').map(priceView),
  };
}

/** `activeMemberHasAccess` only when a member is known (login answers, GET /app-member). */
export function contentGroupView(group: ContentGroupRow, memberPlanIds?: ReadonlySet<string>): ContentGroup {
  const view: ContentGroup = {
    id: group.id,
    name: group.name,
    key: group.key,
    allowAllMembers: group.allow_all_members === 1,
    redirect: group.redirect,
    // Written only by apply-app-config, from a configuration checked against this shape.
    urls: parseJsonArray(group.urls) as ContentGroup['urls'],
    plans: group.planIds.map((id) => ({ id })),
  };
  if (!memberPlanIds) return view;
  const activeMemberHasAccess = view.allowAllMembers || group.planIds.some((id) => memberPlanIds.has(id));
  return { ...view, activeMemberHasAccess };
}

/** The app's settings in Memberstack's App shape (GET /app, GET /app-member). */
export async function appView(
  db: Kysely<Database>,
  app: MembershipApp,
  mode: MemberMode,
  captcha: Pick<CaptchaVerifier, 'provider' | 'siteKey'>,
): Promise<App> {
  const [fields, providers, plans, groups] = await Promise.all([
    listCustomFields(db, app.id),
    listAuthProviders(db, app.id),
    listPlans(db, app.id),
    listContentGroups(db, app.id),
  ]);
  const branding = app.branding as { logo?: unknown; colors?: { lightMode?: Record<string, unknown> } };
  return {
    id: app.id,
    name: app.name,
    mode: mode === 'test' ? 'sandbox' : 'live',
    plans: plans.filter(({ plan }) => plan.status === 'ACTIVE').map(planView),
    contentGroups: groups.map((group) => contentGroupView(group)),
    customFields: fields.map((field) => ({
      order: field.position,
      key: field.key,
      label: field.label,
      hidden: field.hidden === 1,
      visibility: field.visibility,
      restrictToAdmin: false,
    })),
    allowMemberSelfDelete: false,
    captchaRequired: app.captchaRequired,
    captcha: { provider: captcha.provider, siteKey: captcha.siteKey },
    authProviders: providers.map((provider) => ({
      provider: provider.provider,
      name: provider.name,
      icon: provider.icon,
      order: provider.position,
    })),
    additionalAuthMethods: {
      passwordless: { enabled: app.passwordless.enabled, isDefault: app.passwordless.isDefault },
    },
    passwordlessMode: app.passwordless.enabled && app.passwordless.isDefault,
    requireEmailVerification: app.requireEmailVerification,
    ssoSignupButtonURL: app.ssoSignupButtonURL,
    isPaid: false,
    allowedOrigins: app.allowedOrigins,
    redirects: app.redirects,
    branding: {
      logo: typeof branding.logo === 'string' ? branding.logo : null,
      colors: { lightMode: { primaryButton: DEFAULT_PRIMARY_BUTTON, ...branding.colors?.lightMode } },
    },
  };
}
