import * as v from 'valibot';
import { emailField } from '../../http/fields.ts';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** valibot's record() takes arrays as objects with numeric keys; this does not. */
export const plainObject = v.custom<Record<string, unknown>>(isPlainObject, 'must be an object');

const isFieldValue = (value: unknown) =>
  value === null || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value.length <= 2000);

/** Custom field values are text; numbers and booleans from builders' forms are kept as text. */
export const customFieldValues = v.pipe(
  plainObject,
  v.check((value) => Object.keys(value).length <= 100, 'has too many fields'),
  v.check((value) => Object.values(value).every(isFieldValue), 'values must be text of at most 2000 characters'),
  v.transform((value) => Object.fromEntries(Object.entries(value).map(([key, field]) => [key, field === null ? '' : String(field)]))),
);

/** metaData is stored as given, within a size a member record can carry. */
const metaData = v.pipe(
  plainObject,
  v.check((value) => JSON.stringify(value).length <= 10_000, 'must be at most 10,000 characters as JSON'),
);

/**
 * POST /auth/signup as @memberstack/dom sends it. Fields it sends that the server has no use for
 * (conversionData, options, rewardfulData) are accepted and ignored. `honeypot` is the widget's
 * hidden field: people leave it empty, form-filling bots do not.
 */
export const signupBody = v.object({
  email: emailField,
  password: v.optional(v.pipe(v.string(), v.maxLength(1024, 'must be at most 1024 characters'))),
  customFields: v.optional(v.nullable(customFieldValues)),
  metaData: v.optional(v.nullable(metaData)),
  plans: v.optional(v.nullable(v.pipe(v.array(v.object({ planId: v.pipe(v.string(), v.maxLength(100)) })), v.maxLength(20)))),
  captchaToken: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(5000)))),
  inviteToken: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200)))),
  passwordlessToken: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(20)))),
  origin_domain: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(500)))),
  honeypot: v.optional(v.nullable(v.unknown())),
  conversionData: v.optional(v.unknown()),
  options: v.optional(v.unknown()),
  rewardfulData: v.optional(v.unknown()),
});

export type SignupBody = v.InferOutput<typeof signupBody>;
