import * as v from 'valibot';
import {
  boundedText,
  customFieldValues,
  emailField,
  passwordField,
  plainObject,
  requestedPlans,
} from '../../http/fields.ts';

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
  password: v.optional(passwordField),
  customFields: v.optional(v.nullable(customFieldValues)),
  metaData: v.optional(v.nullable(metaData)),
  plans: v.optional(v.nullable(requestedPlans)),
  captchaToken: v.optional(v.nullable(boundedText(5000))),
  inviteToken: v.optional(v.nullable(boundedText(200))),
  passwordlessToken: v.optional(v.nullable(boundedText(20))),
  origin_domain: v.optional(v.nullable(boundedText(500))),
  honeypot: v.optional(v.nullable(v.unknown())),
  conversionData: v.optional(v.unknown()),
  options: v.optional(v.unknown()),
  rewardfulData: v.optional(v.unknown()),
});

export type SignupBody = v.InferOutput<typeof signupBody>;
