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
import { type AppPlanSource, type AppPriceSource, appAnswer, planAnswer } from '../../../contract/app-answer.ts';
import type { App, ContentGroup, PlanSetting } from '../../../contract/membership-answers.ts';

/** A price row as the answer's builder takes it. */
const priceSource = (price: PriceRow): AppPriceSource => ({
  id: price.id,
  name: price.name,
  type: price.type,
  status: price.status,
  amount: price.amount_cents,
  currency: price.currency,
  interval: price.interval_type,
  intervalCount: price.interval_count,
});

const planSource = ({ plan, prices }: { plan: PlanRow; prices: PriceRow[] }): AppPlanSource => ({
  id: plan.id,
  name: plan.name,
  description: plan.description,
  priority: plan.priority,
  status: plan.status,
  signupSurface: plan.signup_surface,
  prices: prices.map(priceSource),
});

/** One plan with its active prices (GET /plans/:id). */
export const planView = (row: { plan: PlanRow; prices: PriceRow[] }): PlanSetting => planAnswer(planSource(row));

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
  return appAnswer({
    id: app.id,
    name: app.name,
    mode,
    plans: plans.map(planSource),
    contentGroups: groups.map((group) => contentGroupView(group)),
    customFields: fields.map((field) => ({
      order: field.position,
      key: field.key,
      label: field.label,
      hidden: field.hidden === 1,
      visibility: field.visibility,
    })),
    authProviders: providers.map((provider) => ({
      provider: provider.provider,
      name: provider.name,
      icon: provider.icon,
      order: provider.position,
    })),
    captchaRequired: app.captchaRequired,
    captcha: { provider: captcha.provider, siteKey: captcha.siteKey },
    passwordless: app.passwordless,
    requireEmailVerification: app.requireEmailVerification,
    ssoSignupButtonURL: app.ssoSignupButtonURL,
    allowedOrigins: app.allowedOrigins,
    redirects: app.redirects,
    branding: {
      logo: typeof branding.logo === 'string' ? branding.logo : null,
      lightMode: branding.colors?.lightMode ?? {},
    },
  });
}
