import { domainToASCII } from 'node:url';
import * as v from 'valibot';
import { appRedirectProblem } from '../../contract/console-app-settings.ts';
import { plainTextProblem } from './plain-text.ts';
import { atKey } from './validate.ts';

/** valibot's email rule for the local part; the domain is checked in its ASCII form below. */
const LOCAL_PART = /^[\w+-]+(?:\.[\w+-]+)*$/u;
/** Letter-digit-hyphen labels, hyphens inside only (so punycode's xn-- passes); a top-level label of letters or punycode. */
const ASCII_DOMAIN = /^(?:[\da-z](?:[\da-z-]*[\da-z])?\.)+(?:[a-z]{2,}|xn--[\da-z-]*[\da-z])$/;

/**
 * The address with its domain in ASCII (punycode), or undefined when it is not an email address:
 * `user@bücher.ch` and `user@xn--bcher-kva.ch` are one address and must be one account.
 */
export function asciiEmail(address: string): string | undefined {
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at);
  const domain = at > 0 ? domainToASCII(address.slice(at + 1)) : '';
  return LOCAL_PART.test(local) && ASCII_DOMAIN.test(domain) ? `${local}@${domain}` : undefined;
}

/** Text of at most `max` characters: every string a client sends is bounded, so what it can cost is too. */
export const boundedText = (max: number) => v.pipe(v.string(), v.maxLength(max, `must be at most ${max} characters`));

/** Every email a body or query takes: trimmed, bounded before and after its domain becomes ASCII. */
export const emailField = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(254, 'must be at most 254 characters'),
  v.rawTransform<string, string>(({ dataset, addIssue, NEVER }) => {
    const address = asciiEmail(dataset.value);
    if (address === undefined) {
      addIssue({ message: 'must be an email address' });
      return NEVER;
    }
    return address;
  }),
  v.maxLength(254, 'must be at most 254 characters'),
);

/** An id a client names (a plan, price, team, member, content key, invite token). */
export const idField = v.pipe(
  v.string(),
  v.minLength(1, 'is required'),
  v.maxLength(200, 'must be at most 200 characters'),
);

/** A one-time code as mailed: six digits; anything longer is refused before it reaches the code store. */
export const codeField = v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/, 'must be the 6-digit code from the email'));

/**
 * A password as sent, bounded so that hashing cost stays bounded; the password rules (8 to 128
 * characters) then give the answer a person can act on.
 */
export const passwordField = boundedText(1024);

/** A URL a client names; where it may point is the route's question (allowedRedirect, redirectRefusal). */
export const urlField = boundedText(2000);

/**
 * Why a redirect the service keeps for pages to follow is refused, as "it ...", or undefined: the
 * app's redirects after login, signup and logout, a member's login redirect, a content group's.
 * One rule for all of them, the one the console's forms and the no-code runtime use
 * (appRedirectProblem): a path of the site, or an http(s) URL on one of `allowedOrigins`. Checked
 * where the origins are known (the route, the import's plan), before anything is stored.
 */
export function redirectRefusal(value: string, allowedOrigins: readonly string[]): string | undefined {
  const problem = appRedirectProblem(value, allowedOrigins);
  return problem === null ? undefined : `it ${problem}`;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** valibot's record() and object() take arrays as objects; this does not. */
export const plainObject = v.custom<Record<string, unknown>>(isPlainObject, 'must be an object');

const isFieldValue = (value: unknown) =>
  value === null ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && value.length <= 2000);

/** Why a custom field's value is refused: it is text of at most 2000 characters, and plain (line breaks allowed, for a builder's textarea). */
const customFieldProblem = (value: unknown) =>
  !isFieldValue(value)
    ? 'must be text of at most 2000 characters'
    : typeof value === 'string'
      ? plainTextProblem(value, { lineBreaks: true })
      : undefined;

/** Custom field values are text; numbers and booleans from builders' forms are kept as text. A refusal names the field's key. */
export const customFieldValues = v.pipe(
  plainObject,
  v.check((value) => Object.keys(value).length <= 100, 'has too many fields'),
  v.rawCheck<Record<string, unknown>>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const [key, value] of Object.entries(dataset.value)) {
      const message = customFieldProblem(value);
      if (message) addIssue({ message, path: atKey(dataset.value, key) });
    }
  }),
  v.transform((value) =>
    Object.fromEntries(Object.entries(value).map(([key, field]) => [key, field === null ? '' : String(field)])),
  ),
);

/** A social sign-in provider as @memberstack/dom names one. */
export const providerField = v.picklist(
  ['google', 'facebook', 'linkedin', 'dribbble', 'spotify', 'github'],
  'must be a known provider',
);

/** The plans a new member asks for, as @memberstack/dom sends them: `[{ planId }]`. */
export const requestedPlans = v.pipe(
  v.array(v.object({ planId: idField })),
  v.maxLength(20, 'must have at most 20 plans'),
);

/** Enough for a member's preferences and progress; the store is not a database. */
export const MEMBER_JSON_MAX_CHARS = 64_000;

/** A JSON object a member or the app keeps on the member (its JSON store, its metadata), bounded as JSON. */
export const memberJsonObject = v.pipe(
  plainObject,
  v.check(
    (value) => JSON.stringify(value).length <= MEMBER_JSON_MAX_CHARS,
    `must be at most ${MEMBER_JSON_MAX_CHARS} characters as JSON`,
  ),
);
