import * as v from 'valibot';
import type { MemberFilter } from '../../db/queries/membership/member-list.ts';
import {
  boundedText,
  customFieldValues,
  emailField,
  idField,
  memberJsonObject,
  passwordField,
  plainObject,
  requestedPlans,
  urlField,
} from '../../http/fields.ts';

/** Memberstack's page sizes: 1 to 100, 50 unless asked. */
export const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 100;

/**
 * No email or id holds a control character, and PostgreSQL refuses a NUL byte in text with an
 * error rather than no match: a search or plan with one is refused as the bad input it is.
 */
const withoutControlCharacters = v.check(
  (text: string) => !/\p{Cc}/u.test(text),
  'must not contain control characters',
);

/** A day as `YYYY-MM-DD` that exists on the calendar (2026-02-30 does not). */
export const calendarDay = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day as YYYY-MM-DD'),
  v.check((day) => {
    const time = Date.parse(`${day}T00:00:00.000Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
  }, 'must be a day on the calendar'),
);

const wholeNumber = (what: string) => v.pipe(v.string(), v.regex(/^\d{1,15}$/, `must be ${what}`), v.transform(Number));

/**
 * GET /members, as `@memberstack/admin` sends it: `first` (the page size), `after` (the previous
 * page's `endCursor`), `order` (`ASC` or `DESC` by creation). Ours: `search` (a member id or the
 * beginning of an email), `planId` (members with that plan active), `verified` (`true`/`false`)
 * and the days `createdFrom` and `createdTo` (both included, UTC).
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
  search: v.optional(
    v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(254), withoutControlCharacters),
  ),
  planId: v.optional(v.pipe(idField, withoutControlCharacters)),
  verified: v.optional(
    v.pipe(
      v.picklist(['true', 'false'], 'must be true or false'),
      v.transform((value) => value === 'true'),
    ),
  ),
  createdFrom: v.optional(calendarDay),
  createdTo: v.optional(calendarDay),
});

export type ListQuery = v.InferOutput<typeof listQuery>;

/**
 * The list's filters as the member list query takes them: the created range's days are whole UTC
 * days, `createdTo` included (so before the start of the next day).
 */
export function memberFilterOf(query: ListQuery): Omit<MemberFilter, 'appId' | 'mode'> {
  return {
    search: query.search,
    planId: query.planId,
    verified: query.verified,
    createdFrom: query.createdFrom === undefined ? undefined : `${query.createdFrom}T00:00:00.000Z`,
    createdBefore: query.createdTo === undefined ? undefined : nextDayStart(query.createdTo),
  };
}

/** The start of the day after `day` (UTC): the end of a range that includes `day`. */
export function nextDayStart(day: string): string {
  const next = new Date(`${day}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString();
}

/** The filters a list query used, by name, for the audit (never their values: a search may be an email). */
export const filtersUsed = (query: ListQuery): string[] =>
  (['search', 'planId', 'verified', 'createdFrom', 'createdTo'] as const).filter((name) => query[name] !== undefined);

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
  /** Where the member goes after signing in; the route checks where it leads (redirectRefusal). */
  loginRedirect: v.optional(v.nullable(urlField)),
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
    loginRedirect: v.optional(v.nullable(urlField)),
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
