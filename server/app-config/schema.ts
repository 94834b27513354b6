import * as v from 'valibot';
import { isTestModeKey, TEST_MODE_KEY_PREFIX } from '../../contract/test-mode-key.ts';
import { redirectRefusal } from '../http/fields.ts';

/**
 * The file an operator writes for production (APP_CONFIG): their membership app, its plans and
 * prices, fields, providers and content groups, and the first owner of the console. JSON, so that
 * it needs no parser beyond the platform's; every field is checked at start, with its path named.
 */
const text = (max: number, what = 'text') =>
  v.pipe(
    v.string(`expected ${what}`),
    v.trim(),
    v.minLength(1, 'must not be empty'),
    v.maxLength(max, `at most ${max} characters`),
  );
const id = (prefix: string) =>
  v.pipe(
    v.string(`expected an id starting ${prefix}`),
    v.regex(new RegExp(`^${prefix}[A-Za-z0-9_]{1,60}$`), `expected ${prefix} then letters, digits or _`),
  );
const flag = v.optional(v.boolean('expected true or false'), false);
const email = v.pipe(
  v.string('expected an email address'),
  v.trim(),
  v.email('expected an email address'),
  v.maxLength(254),
);
const httpsOrHttpOrigin = v.pipe(
  v.string('expected an origin such as https://www.example.com'),
  v.regex(/^https?:\/\/(\*\.)?[A-Za-z0-9.-]+(:(\d{1,5}|\*))?$/, 'expected an origin such as https://www.example.com'),
);
const origins = v.pipe(
  v.array(httpsOrHttpOrigin, 'expected a list of origins'),
  v.minLength(1, 'name at least one origin'),
);
const stripePriceId = v.nullable(
  v.pipe(v.string(), v.regex(/^price_[A-Za-z0-9]{1,100}$/, 'expected a Stripe price id (price_...)')),
);
/**
 * One mode's own values in place of the shared ones (`modes: { test: {...}, live: {...} }`). No
 * defaults: a file without overrides reads as it did before modes existed, so its digest, and
 * with it the owners' changes kept since the last start, stays as it was.
 */
const modeOverrides = <T extends v.ObjectEntries>(entries: T) => {
  const mode = v.optional(v.strictObject(entries));
  return v.optional(v.strictObject({ test: mode, live: mode }));
};

const color = v.pipe(
  v.string('expected a CSS colour'),
  v.regex(/^(#[0-9a-fA-F]{3,8}|rgba?\([\d\s.,%]+\))$/, 'expected #rrggbb or rgb(r, g, b)'),
);

const priceSchema = v.strictObject({
  id: id('prc_'),
  name: v.optional(v.nullable(text(80)), null),
  /** In the currency's smallest unit (cents). */
  amount: v.pipe(
    v.number('expected a whole number of cents'),
    v.integer('expected a whole number of cents'),
    v.minValue(0),
    v.maxValue(100_000_000),
  ),
  currency: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z]{3}$/, 'expected a lowercase ISO 4217 code such as usd')),
    'usd',
  ),
  type: v.optional(v.picklist(['SUBSCRIPTION', 'ONETIME'], 'expected SUBSCRIPTION or ONETIME'), 'SUBSCRIPTION'),
  interval: v.optional(
    v.nullable(v.picklist(['DAYS', 'WEEKS', 'MONTHS', 'YEARS'], 'expected DAYS, WEEKS, MONTHS or YEARS')),
    'MONTHS',
  ),
  intervalCount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(365)), 1),
  /** The Stripe Price checkout charges (price_...) in both modes, unless a mode names its own. */
  stripePriceId: v.optional(stripePriceId, null),
  modes: modeOverrides({ stripePriceId }),
});

const planSchema = v.strictObject({
  id: id('pln_'),
  name: text(80),
  description: v.optional(v.nullable(text(500)), null),
  /** Which signup offers the plan: the login modal's (`login`) or the signup modal (`signup`). */
  signup: v.optional(v.nullable(v.picklist(['login', 'signup'], 'expected login, signup or null')), null),
  prices: v.optional(v.array(priceSchema, 'expected a list of prices'), []),
});

const customFieldSchema = v.strictObject({
  key: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'expected lowercase letters, digits and -')),
  label: text(80),
  hidden: flag,
  visibility: v.optional(
    v.picklist(['PUBLIC', 'PRIVATE', 'MEMBERS'], 'expected PUBLIC, PRIVATE or MEMBERS'),
    'PRIVATE',
  ),
});

const providerSchema = v.strictObject({
  provider: v.picklist(
    ['google', 'facebook', 'linkedin', 'dribbble', 'spotify', 'github'],
    'expected google, facebook, linkedin, dribbble, spotify or github',
  ),
  name: v.optional(text(40)),
});

const contentGroupSchema = v.strictObject({
  /** Kept when given (the demo's groups are named by tests and secure content); else one is made. */
  id: v.optional(id('grp_')),
  key: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,59}$/, 'expected lowercase letters, digits and -')),
  name: text(80),
  /**
   * Where a visitor without access is sent: a path on the site, by the rule every kept redirect
   * follows (no origin is allowed here, so `//host` and `/\host` are refused with the rest).
   */
  redirect: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\//, 'expected a path starting /'),
      v.rawCheck<string>(({ dataset, addIssue }) => {
        const refusal = dataset.typed ? redirectRefusal(dataset.value, []) : undefined;
        if (refusal) addIssue({ message: refusal });
      }),
    ),
    '/',
  ),
  allowAllMembers: flag,
  plans: v.optional(v.array(id('pln_'), 'expected a list of plan ids'), []),
  /** Pages the group gates: EQUALS that page, STARTS it and every page below, CONTAINS, ENDS. */
  urls: v.optional(
    v.array(
      v.strictObject({
        url: v.pipe(v.string(), v.regex(/^\/\S*$/, 'expected a path starting /')),
        filter: v.picklist(['EQUALS', 'STARTS', 'CONTAINS', 'ENDS'], 'expected EQUALS, STARTS, CONTAINS or ENDS'),
      }),
    ),
    [],
  ),
});

export const appConfigSchema = v.pipe(
  v.strictObject({
    /** The first owner of the console: receives a one-time sign-in code. */
    owner: v.strictObject({ email }),
    app: v.strictObject({
      id: id('app_'),
      name: text(80),
      testPublicKey: v.pipe(
        v.string(),
        v.regex(
          new RegExp(`^${TEST_MODE_KEY_PREFIX}[A-Za-z0-9_]{8,80}$`),
          `expected ${TEST_MODE_KEY_PREFIX} then at least 8 letters, digits or _`,
        ),
      ),
      livePublicKey: v.pipe(
        v.string(),
        v.check(
          (key) => /^pk_[A-Za-z0-9_]{8,80}$/.test(key) && !isTestModeKey(key),
          `expected pk_ then at least 8 letters, digits or _ (not ${TEST_MODE_KEY_PREFIX})`,
        ),
      ),
      /** Both modes', unless a mode names its own in `modes`. */
      allowedOrigins: origins,
      passwordless: v.optional(v.strictObject({ enabled: flag, default: flag }), { enabled: false, default: false }),
      captchaRequired: flag,
      /** What test mode (`pk_sb_` keys) or live mode has instead of the shared values above. */
      modes: modeOverrides({
        allowedOrigins: v.optional(origins),
        captchaRequired: v.optional(v.boolean('expected true or false')),
      }),
      requireEmailVerification: flag,
      branding: v.optional(
        v.strictObject({
          logo: v.optional(v.nullable(v.pipe(v.string(), v.url('expected a URL'))), null),
          primaryButton: v.optional(color, 'rgb(41, 98, 255)'),
        }),
        {},
      ),
      ssoSignupButtonUrl: v.optional(v.nullable(v.pipe(v.string(), v.url('expected a URL'))), null),
      customFields: v.optional(v.array(customFieldSchema, 'expected a list of custom fields'), []),
      providers: v.optional(v.array(providerSchema, 'expected a list of providers'), []),
      plans: v.optional(v.array(planSchema, 'expected a list of plans'), []),
      contentGroups: v.optional(v.array(contentGroupSchema, 'expected a list of content groups'), []),
    }),
  }),
  v.check(({ app }) => unique(app.plans.map((plan) => plan.id)), 'app.plans: two plans have the same id'),
  v.check(
    ({ app }) => unique(app.plans.flatMap((plan) => plan.prices.map((price) => price.id))),
    'app.plans: two prices have the same id',
  ),
  v.check(
    ({ app }) => unique(app.customFields.map((field) => field.key)),
    'app.customFields: two fields have the same key',
  ),
  v.check(
    ({ app }) => unique(app.providers.map((entry) => entry.provider)),
    'app.providers: a provider is named twice',
  ),
  v.check(
    ({ app }) => unique(app.contentGroups.map((group) => group.key)),
    'app.contentGroups: two groups have the same key',
  ),
  v.check(
    ({ app }) =>
      app.contentGroups.every((group) => group.plans.every((planId) => app.plans.some((plan) => plan.id === planId))),
    'app.contentGroups: a group names a plan that app.plans does not have',
  ),
);

export type AppConfig = v.InferOutput<typeof appConfigSchema>;
/** What a file may leave out (the defaults above fill it): the demo app is written this way too. */
export type AppConfigInput = v.InferInput<typeof appConfigSchema>;

function unique(values: string[]): boolean {
  return new Set(values).size === values.length;
}

type Mode = 'test' | 'live';

/** A mode's allowed origins and captcha rule: its own where `app.modes` names them, else the shared ones. */
export function appModeSettings(
  app: AppConfig['app'],
  mode: Mode,
): { allowedOrigins: string[]; captchaRequired: boolean } {
  const own = app.modes?.[mode];
  return {
    allowedOrigins: own?.allowedOrigins ?? app.allowedOrigins,
    captchaRequired: own?.captchaRequired ?? app.captchaRequired,
  };
}

/** The Stripe Price a price is sold as in a mode: its own where `modes` names one (null too), else the shared one. */
export function priceStripeId(price: AppConfig['app']['plans'][number]['prices'][number], mode: Mode): string | null {
  const own = price.modes?.[mode];
  return own && own.stripePriceId !== undefined ? own.stripePriceId : price.stripePriceId;
}
