import * as v from 'valibot';
import {
  boundedText,
  customFieldValues,
  emailField,
  idField,
  memberJsonObject,
  passwordField,
  plainObject,
  requestedPlans,
} from '../../http/fields.ts';

/** Memberstack's page sizes: 1 to 100, 50 unless asked. */
export const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 100;

const wholeNumber = (what: string) => v.pipe(v.string(), v.regex(/^\d{1,15}$/, `must be ${what}`), v.transform(Number));

/**
 * GET /members, as `@memberstack/admin` sends it: `first` (the page size), `after` (the previous
 * page's `endCursor`), `order` (`ASC` or `DESC` by creation). Ours: `search` (a member id or the
 * beginning of an email) and `planId` (members with that plan active).
 */
export const listQuery = v.object({
  first: v.optional(
    v.pipe(
      wholeNumber('a whole number'),
      v.minValue(1, `must be between 1 and ${MAX_PAGE_SIZE}`),
      v.maxValue(MAX_PAGE_SIZE, `must be between 1 and ${MAX_PAGE_SIZE}`),
    ),
  ),
  after: v.optional(wholeNumber('the endCursor of the previous page')),
  order: v.optional(v.picklist(['ASC', 'DESC'], 'must be ASC or DESC')),
  search: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(254))),
  planId: v.optional(idField),
});

/** Where a member goes after signing in: a path of the site, or an absolute http(s) URL. */
const loginRedirect = v.pipe(
  boundedText(2000),
  v.check((value) => value.startsWith('/') || /^https?:\/\/[^\s]+$/i.test(value), 'must be a path or an http(s) URL'),
);

const imageUrl = v.pipe(
  boundedText(2000),
  v.check((value) => /^https?:\/\/[^\s]+$/i.test(value), 'must be an http(s) URL'),
);

/** The app's own notes on a member, bounded like the member's JSON store. */
const metaData = memberJsonObject;

/** POST /members: `@memberstack/admin`'s create. */
export const createBody = v.object({
  email: emailField,
  password: passwordField,
  plans: v.optional(requestedPlans),
  customFields: v.optional(customFieldValues),
  metaData: v.optional(metaData),
  json: v.optional(memberJsonObject),
  loginRedirect: v.optional(v.nullable(loginRedirect)),
});

/** PATCH /members/:id: only the fields given change (plainObject first, so an array is no empty update). */
export const updateBody = v.pipe(
  plainObject,
  v.object({
    email: v.optional(emailField),
    verified: v.optional(v.boolean()),
    customFields: v.optional(customFieldValues),
    metaData: v.optional(metaData),
    json: v.optional(memberJsonObject),
    loginRedirect: v.optional(v.nullable(loginRedirect)),
    profileImage: v.optional(v.nullable(imageUrl)),
  }),
);

/** DELETE /members/:id may say what to do in Stripe; without a body, nothing. */
export const deleteBody = v.pipe(
  plainObject,
  v.object({
    deleteStripeCustomer: v.optional(v.boolean()),
    cancelStripeSubscriptions: v.optional(v.boolean()),
  }),
);

/** POST /members/:id/add-plan and /remove-plan. */
export const planBody = v.object({ planId: idField });
