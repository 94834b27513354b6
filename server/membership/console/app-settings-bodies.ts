import * as v from 'valibot';
import { APP_REDIRECT_KEYS, CUSTOM_FIELD_KEY } from '../../../contract/console-app-settings.ts';
import { CSS_COLOR_MAX_CHARS, isCssColor } from '../../../contract/css-color.ts';
import { isOriginPattern } from '../../../contract/origin-patterns.ts';
import { providerField } from '../../http/fields.ts';

/**
 * The bodies of the console's App settings changes. Strict objects: a misspelt setting is a 422,
 * not a change silently dropped.
 */
const label = (max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'must not be empty'),
    v.maxLength(max, `must be at most ${max} characters`),
  );
const optionalText = (max: number) =>
  v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max, `must be at most ${max} characters`)));

const redirect = v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(2000, 'must be at most 2000 characters')));

const allowedOrigins = v.pipe(
  v.array(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        isOriginPattern,
        'must be an origin such as https://www.example.com, https://*.example.com or http://127.0.0.1:*',
      ),
    ),
  ),
  v.minLength(1, 'must name at least one origin'),
  v.maxLength(50, 'must have at most 50 origins'),
  v.check((list) => new Set(list.map((origin) => origin.toLowerCase())).size === list.length, 'names an origin twice'),
);

/** PATCH /app-settings/modes/:mode: one mode's own options; the redirects are checked against the origins after. */
export const modeOptionsBody = v.strictObject({
  allowedOrigins: v.optional(allowedOrigins),
  captchaRequired: v.optional(v.boolean()),
});

const MODE_OWN = new Set<unknown>(['allowedOrigins', 'captchaRequired']);

/** PATCH /app-settings: any of the options both modes share; the redirects are checked against the origins after (the route). */
export const optionsBody = v.strictObject(
  {
    passwordless: v.optional(v.strictObject({ enabled: v.boolean(), default: v.boolean() })),
    primaryButton: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(CSS_COLOR_MAX_CHARS, `must be at most ${CSS_COLOR_MAX_CHARS} characters`),
        v.check(isCssColor, 'must be a CSS colour such as #2962ff or rgb(41, 98, 255)'),
      ),
    ),
    redirects: v.optional(
      v.strictObject(
        Object.fromEntries(APP_REDIRECT_KEYS.map((key) => [key, v.optional(redirect)])) as {
          afterLogin: v.OptionalSchema<typeof redirect, undefined>;
          afterSignup: v.OptionalSchema<typeof redirect, undefined>;
          afterLogout: v.OptionalSchema<typeof redirect, undefined>;
        },
      ),
    ),
  },
  // A mode's own setting sent here says where it goes; another unknown key is refused as any.
  (issue) =>
    MODE_OWN.has(issue.path?.[0]?.key)
      ? "is each mode's own: PATCH /app-settings/modes/test or /app-settings/modes/live"
      : issue.expected === 'never'
        ? 'is not a setting of the app'
        : 'expected an object',
);

const customField = v.strictObject({
  key: v.pipe(v.string(), v.regex(CUSTOM_FIELD_KEY, 'must be lowercase letters, digits and - (at most 40)')),
  label: label(80),
  hidden: v.boolean(),
  // MEMBERS too, which the operator's file may give a field: saving the list must keep it.
  visibility: v.picklist(['PUBLIC', 'PRIVATE', 'MEMBERS'], 'must be PUBLIC, PRIVATE or MEMBERS'),
});

/** PUT /app-settings/custom-fields: every field, in the order members see them. */
export const customFieldsBody = v.strictObject({
  fields: v.pipe(
    v.array(customField),
    v.maxLength(100, 'must have at most 100 fields'),
    v.check((list) => new Set(list.map((field) => field.key)).size === list.length, 'names a key twice'),
  ),
});

/** PUT /app-settings/providers: which configured providers visitors are offered. */
export const providersBody = v.strictObject({
  providers: v.pipe(
    v.array(v.strictObject({ provider: providerField, enabled: v.boolean() })),
    v.maxLength(6),
    v.check((list) => new Set(list.map((entry) => entry.provider)).size === list.length, 'names a provider twice'),
  ),
});

const stripePriceId = v.nullable(
  v.pipe(v.string(), v.trim(), v.regex(/^price_[A-Za-z0-9]{1,100}$/, 'must be a Stripe price id (price_...)')),
);

const price = v.pipe(
  v.strictObject({
    id: v.optional(v.pipe(v.string(), v.regex(/^prc_[A-Za-z0-9_]{1,60}$/, 'must be a price id (prc_...)'))),
    name: optionalText(80),
    amount: v.pipe(
      v.number(),
      v.integer('must be a whole number of cents'),
      v.minValue(0, 'must not be negative'),
      v.maxValue(100_000_000, 'must be at most 100000000 cents'),
    ),
    currency: v.pipe(v.string(), v.regex(/^[a-z]{3}$/, 'must be a lowercase ISO 4217 code such as usd')),
    type: v.picklist(['SUBSCRIPTION', 'ONETIME'], 'must be SUBSCRIPTION or ONETIME'),
    interval: v.nullable(v.picklist(['DAYS', 'WEEKS', 'MONTHS', 'YEARS'], 'must be DAYS, WEEKS, MONTHS or YEARS')),
    intervalCount: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(365))),
    stripePriceIds: v.strictObject({ test: stripePriceId, live: stripePriceId }),
  }),
  v.check(
    (entry) => entry.type === 'ONETIME' || (entry.interval !== null && entry.intervalCount !== null),
    'a subscription needs an interval and a count',
  ),
);

/** POST /app-settings/plans, PUT /app-settings/plans/:id. */
export const planBody = v.strictObject({
  name: label(80),
  description: optionalText(500),
  signupSurface: v.nullable(v.picklist(['login', 'signup'], 'must be login, signup or null')),
  prices: v.pipe(
    v.array(price),
    v.maxLength(20, 'must have at most 20 prices'),
    v.check((list) => {
      const ids = list.flatMap((entry) => (entry.id ? [entry.id] : []));
      return new Set(ids).size === ids.length;
    }, 'names a price twice'),
  ),
});

/** POST /app-settings/plans/:id/status: retire a plan or offer it again. */
export const planStatusBody = v.strictObject({
  status: v.picklist(['ACTIVE', 'INACTIVE'], 'must be ACTIVE or INACTIVE'),
});
