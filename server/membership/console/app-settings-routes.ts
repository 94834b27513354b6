import { Hono, type Context } from 'hono';
import type * as v from 'valibot';
import type { ConsoleMemberMode } from '../../../contract/console-answers.ts';
import { APP_MODES, APP_REDIRECT_KEYS, type AppRedirects } from '../../../contract/console-app-settings.ts';
import { newId } from '../../db/ids.ts';
import { parseJsonObject } from '../../db/json-columns.ts';
import {
  findAppRow,
  listConfiguredProviders,
  pricesOfOtherPlans,
  replaceCustomFieldDefinitions,
  savePlan,
  setPlanStatus,
  setProvidersEnabled,
  updateAppOptions,
  type AppOptionsUpdate,
} from '../../db/queries/membership/app-settings.ts';
import { findPlan, type AppRow, type PriceRow } from '../../db/queries/membership/apps.ts';
import { apiError } from '../../http/errors.ts';
import { redirectRefusal } from '../../http/fields.ts';
import { jsonBody } from '../../http/validate.ts';
import type { MembershipServices } from '../membership-context.ts';
import { answer } from '../http/answer.ts';
import {
  customFieldsBody,
  modeOptionsBody,
  optionsBody,
  planBody,
  planStatusBody,
  providersBody,
} from './app-settings-bodies.ts';
import { modeOrigins, redirectsOf } from '../apps.ts';
import { appSettingsView } from './app-settings-view.ts';
import type { ConsoleEnv } from './console-context.ts';
import { noteOwnerAudit, ownerAction, ownerRead } from './owner-audit.ts';
import { requireOwner } from './require-owner.ts';

const invalid = (message: string) => apiError('validation-failed', { message });

/**
 * The signed-in owner's app as visitors see it, for the console's App settings page: sign-in
 * options, branding and redirects; each mode's origins and captcha rule; custom fields; providers;
 * plans and prices (each with a Stripe price id a mode). Every change is limited per owner,
 * recorded in the audit (a mode's with its mode), and reaches this instance's app directory at
 * once and every other instance's within its few seconds' reload (apps.ts); GET /app is never
 * cached, so pages that ask again see it (the widget asks again when its copy is a minute old).
 */
export function consoleAppSettingsRoutes(services: MembershipServices) {
  const { db, limiter, apps } = services;
  const signedIn = requireOwner(services);
  const act = (action: string) => ownerAction(db, limiter, action);
  const modeOf = (c: Context) => (c.req.param('mode') === 'test' ? 'test' : 'live');
  const actInMode = (action: string) =>
    ownerAction(db, limiter, action, (c) => ({ targetType: 'app', targetId: c.var.owner.app_id, mode: modeOf(c) }));

  async function ownApp(appId: string): Promise<AppRow> {
    const app = await findAppRow(db, appId);
    if (!app) throw apiError('owner-sign-in-required');
    return app;
  }

  /** After a change: this instance forgets its copy of the app, and the page gets the whole settings again. */
  async function changed(c: Context, appId: string, status: 200 | 201 = 200): Promise<Response> {
    apps.invalidate();
    return answer(c, await appSettingsView(db, await ownApp(appId)), status);
  }

  return new Hono<ConsoleEnv>()
    .get('/app-settings', signedIn, ownerRead(limiter), async (c) =>
      answer(c, await appSettingsView(db, await ownApp(c.var.owner.app_id))),
    )
    .patch('/app-settings', signedIn, act('app.update-options'), jsonBody(optionsBody), async (c) => {
      const body = c.get('body');
      noteOwnerAudit(c, { targetType: 'app', targetId: c.var.owner.app_id, detail: { changed: Object.keys(body) } });
      await updateOptions(await ownApp(c.var.owner.app_id), body);
      return changed(c, c.var.owner.app_id);
    })
    .patch(
      '/app-settings/modes/:mode{test|live}',
      signedIn,
      actInMode('app.update-mode-options'),
      jsonBody(modeOptionsBody),
      async (c) => {
        const mode = modeOf(c);
        const body = c.get('body');
        noteOwnerAudit(c, { detail: { mode, changed: Object.keys(body) } });
        await updateModeOptions(await ownApp(c.var.owner.app_id), mode, body);
        return changed(c, c.var.owner.app_id);
      },
    )
    .put(
      '/app-settings/custom-fields',
      signedIn,
      act('app.update-custom-fields'),
      jsonBody(customFieldsBody),
      async (c) => {
        const { fields } = c.get('body');
        noteOwnerAudit(c, {
          targetType: 'app',
          targetId: c.var.owner.app_id,
          detail: { keys: fields.map((f) => f.key) },
        });
        await replaceCustomFieldDefinitions(db, c.var.owner.app_id, fields);
        return changed(c, c.var.owner.app_id);
      },
    )
    .put('/app-settings/providers', signedIn, act('app.update-providers'), jsonBody(providersBody), async (c) => {
      const { providers } = c.get('body');
      noteOwnerAudit(c, {
        targetType: 'app',
        targetId: c.var.owner.app_id,
        detail: { enabled: providers.filter((p) => p.enabled).map((p) => p.provider) },
      });
      const configured = new Set((await listConfiguredProviders(db, c.var.owner.app_id)).map((row) => row.provider));
      const unknown = providers.find((entry) => !configured.has(entry.provider));
      if (unknown)
        throw invalid(
          `providers: ${unknown.provider} is not configured for this app (its keys are set by the operator)`,
        );
      await setProvidersEnabled(db, c.var.owner.app_id, providers);
      return changed(c, c.var.owner.app_id);
    })
    .post('/app-settings/plans', signedIn, act('app.create-plan'), jsonBody(planBody), async (c) => {
      const planId = newId('pln');
      noteOwnerAudit(c, { targetType: 'plan', targetId: planId, detail: stripeChanges([], c.get('body')) });
      await writePlan(c.var.owner.app_id, planId, c.get('body'), new Set());
      return changed(c, c.var.owner.app_id, 201);
    })
    .put('/app-settings/plans/:id', signedIn, act('app.update-plan'), jsonBody(planBody), async (c) => {
      const planId = c.req.param('id');
      noteOwnerAudit(c, { targetType: 'plan', targetId: planId });
      const existing = await findPlan(db, c.var.owner.app_id, planId);
      if (!existing) throw apiError('plan-not-found');
      noteOwnerAudit(c, { detail: stripeChanges(existing.prices, c.get('body')) });
      await writePlan(c.var.owner.app_id, planId, c.get('body'), new Set(existing.prices.map((price) => price.id)));
      return changed(c, c.var.owner.app_id);
    })
    .post(
      '/app-settings/plans/:id/status',
      signedIn,
      act('app.set-plan-status'),
      jsonBody(planStatusBody),
      async (c) => {
        const planId = c.req.param('id');
        const { status } = c.get('body');
        noteOwnerAudit(c, { targetType: 'plan', targetId: planId, detail: { status } });
        if (!(await setPlanStatus(db, c.var.owner.app_id, planId, status))) throw apiError('plan-not-found');
        return changed(c, c.var.owner.app_id);
      },
    );

  async function updateOptions(app: AppRow, body: v.InferOutput<typeof optionsBody>) {
    const update: AppOptionsUpdate = {};
    if (body.passwordless) {
      if (body.passwordless.default && !body.passwordless.enabled)
        throw invalid('passwordless.default: passwordless must be enabled to be the default');
      update.passwordless_enabled = body.passwordless.enabled ? 1 : 0;
      update.passwordless_default = body.passwordless.default ? 1 : 0;
    }
    if (body.primaryButton) {
      const branding = parseJsonObject(app.branding) as { colors?: { lightMode?: Record<string, unknown> } };
      update.branding = JSON.stringify({
        ...branding,
        colors: { ...branding.colors, lightMode: { ...branding.colors?.lightMode, primaryButton: body.primaryButton } },
      });
    }
    const redirects: AppRedirects = { ...redirectsOf(app) };
    for (const key of APP_REDIRECT_KEYS) {
      const value = body.redirects?.[key];
      if (value !== undefined) redirects[key] = value === '' ? null : value;
    }
    refuseRedirectsOffOrigins(redirects, { test: modeOrigins(app, 'test'), live: modeOrigins(app, 'live') });
    if (body.redirects) update.redirects = JSON.stringify(redirects);
    await updateAppOptions(db, app.id, update);
  }

  async function updateModeOptions(app: AppRow, mode: ConsoleMemberMode, body: v.InferOutput<typeof modeOptionsBody>) {
    const update: AppOptionsUpdate = {};
    if (body.allowedOrigins) {
      refuseRedirectsOffOrigins(redirectsOf(app), {
        test: modeOrigins(app, 'test'),
        live: modeOrigins(app, 'live'),
        [mode]: body.allowedOrigins,
      });
      update[`${mode}_allowed_origins`] = JSON.stringify(body.allowedOrigins);
    }
    if (body.captchaRequired !== undefined) update[`${mode}_captcha_required`] = body.captchaRequired ? 1 : 0;
    await updateAppOptions(db, app.id, update);
  }

  async function writePlan(appId: string, planId: string, body: v.InferOutput<typeof planBody>, own: Set<string>) {
    const named = body.prices.flatMap((price) => (price.id ? [price.id] : []));
    const foreign = named.filter((id) => !own.has(id));
    if (foreign.length > 0 || (await pricesOfOtherPlans(db, planId, named)).length > 0)
      throw invalid(`prices: ${foreign[0] ?? named[0]} is not a price of this plan (leave the id out to add one)`);
    await savePlan(
      db,
      appId,
      planId,
      { name: body.name, description: body.description || null, signup_surface: body.signupSurface },
      body.prices.map((price) => ({
        id: price.id ?? newId('prc'),
        name: price.name || null,
        type: price.type,
        amount_cents: price.amount,
        currency: price.currency,
        interval_type: price.type === 'ONETIME' ? null : price.interval,
        interval_count: price.type === 'ONETIME' ? null : price.intervalCount,
        test_stripe_price_id: price.stripePriceIds.test,
        live_stripe_price_id: price.stripePriceIds.live,
      })),
      new Date().toISOString(),
    );
  }
}

/**
 * The redirects are shared by both modes and lead to a path or to an origin either mode allows:
 * removing an origin a redirect leads to is refused as much as a redirect to an origin not allowed.
 */
function refuseRedirectsOffOrigins(redirects: AppRedirects, origins: Record<ConsoleMemberMode, string[]>): void {
  const either = APP_MODES.flatMap((mode) => origins[mode]);
  for (const key of APP_REDIRECT_KEYS) {
    const value = redirects[key];
    const refusal = value === null ? undefined : redirectRefusal(value, either);
    if (refusal) throw invalid(`redirects.${key}: ${refusal}`);
  }
}

/** For a plan's audit: the modes whose Stripe price ids the change sets or changes, by price. */
function stripeChanges(
  before: readonly PriceRow[],
  body: v.InferOutput<typeof planBody>,
): { stripePriceIds?: Partial<Record<ConsoleMemberMode, string[]>> } {
  const stored = (id: string | undefined, mode: ConsoleMemberMode) => {
    const row = before.find((price) => price.id === id);
    return (mode === 'test' ? row?.test_stripe_price_id : row?.live_stripe_price_id) ?? null;
  };
  const changes = Object.fromEntries(
    APP_MODES.map((mode) => [
      mode,
      body.prices
        .filter((price) => price.stripePriceIds[mode] !== stored(price.id, mode))
        .map((price) => price.id ?? 'new'),
    ]).filter(([, ids]) => ids !== undefined && ids.length > 0),
  );
  return Object.keys(changes).length > 0 ? { stripePriceIds: changes } : {};
}
