import { customFieldValues, emailField, idField, memberJsonObject, redirectRefusal } from '../../http/fields.ts';
import { nestsDeeperThan } from '../../http/json-depth.ts';
import { validate } from '../../http/validate.ts';
import type { ImportColumns, ImportField } from './member-import-file.ts';

/** A row's cells read into what a member is made of; `problems` says why a cell cannot be. */
export interface ReadRow {
  row: number;
  email: string;
  /** The email as stored (trimmed, lowercase, its domain in ASCII); undefined when not an email. */
  normalizedEmail: string | undefined;
  memberId: string | undefined;
  verified: boolean | undefined;
  createdAt: string | undefined;
  planIds: string[];
  loginRedirect: string | undefined;
  json: Record<string, unknown> | undefined;
  metaData: Record<string, unknown> | undefined;
  /** The non-empty custom field cells: an empty cell leaves the member's value as it is. */
  customFields: Record<string, string>;
  passwordHash: string | undefined;
  stripeCustomerId: string | undefined;
  problems: string[];
  warnings: string[];
}

/**
 * Our KDF's hashes only (argon2id, version 19), with costs bounded: a hash is verified at every
 * sign-in, so a file must not be able to make that cost more than a strong setting (256 MiB, 10
 * passes, 4 lanes) would. Below our own setting is accepted and rehashed at the next sign-in.
 */
const ARGON2ID_HASH = /^\$argon2id\$v=19\$m=(\d{1,7}),t=(\d{1,2}),p=(\d)\$[A-Za-z0-9+/]{16,88}\$[A-Za-z0-9+/]{16,88}$/;

function acceptableHash(hash: string): boolean {
  const match = ARGON2ID_HASH.exec(hash);
  if (!match) return false;
  const [memory, passes, lanes] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return memory >= 8_192 && memory <= 262_144 && passes >= 1 && passes <= 10 && lanes >= 1 && lanes <= 4;
}

/** An instant as ISO 8601 (a day, or a day and time with an optional offset), as stored: UTC ISO text. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function instant(text: string): string | undefined {
  if (!ISO_INSTANT.test(text)) return undefined;
  const time = Date.parse(text.length === 10 ? `${text}T00:00:00.000Z` : text.replace(' ', 'T'));
  if (Number.isNaN(time)) return undefined;
  const iso = new Date(time).toISOString();
  // Date.parse rolls 2026-02-30 over to March; a day not on the calendar is a mistake in the file.
  return text.length === 10 && !iso.startsWith(text) ? undefined : iso;
}

/** Stripe's customer ids (`cus_` and letters and digits); our development checkout's are `cus_dev_...`. */
const STRIPE_CUSTOMER_ID = /^cus_[A-Za-z0-9_-]{1,250}$/;

const BOOLEANS: Record<string, boolean> = { true: true, false: false, yes: true, no: false, '1': true, '0': false };

function jsonCell(text: string, name: string, problems: string[]): Record<string, unknown> | undefined {
  if (text === '') return undefined;
  let value: unknown;
  try {
    value = nestsDeeperThan(text) ? undefined : JSON.parse(text);
  } catch {
    value = undefined;
  }
  const checked = validate(memberJsonObject, value);
  if (!checked.ok) problems.push(`${name}: must be a JSON object of at most 64,000 characters`);
  return checked.ok ? checked.output : undefined;
}

/**
 * One record read against the columns; nothing is looked up here (see member-import-plan.ts).
 * `allowedOrigins` are the mode's, where a login redirect may lead.
 */
export function readRow(
  record: readonly string[],
  row: number,
  columns: ImportColumns,
  allowedOrigins: readonly string[],
): ReadRow {
  const problems: string[] = [];
  const warnings: string[] = [];
  const cell = (field: ImportField) => {
    const index = columns.fields[field];
    return index === undefined ? '' : (record[index] ?? '').trim();
  };
  if (record.length !== columns.width) {
    problems.push(`has ${record.length} cells where the header has ${columns.width}`);
  }

  const email = cell('email');
  const checkedEmail = validate(emailField, email);
  if (email === '') problems.push('Email: is required');
  else if (!checkedEmail.ok) problems.push('Email: must be an email address');
  const normalizedEmail = checkedEmail.ok ? checkedEmail.output.toLowerCase() : undefined;

  const memberIdText = cell('memberId');
  const memberId = memberIdText === '' ? undefined : memberIdText;
  if (memberId !== undefined && !validate(idField, memberId).ok)
    problems.push('Member ID: must be at most 200 characters');

  const verifiedText = cell('verified').toLowerCase();
  const verified = verifiedText === '' ? undefined : BOOLEANS[verifiedText];
  if (verifiedText !== '' && verified === undefined) problems.push('Verified: must be true or false');

  const createdText = cell('createdAt');
  const createdAt = createdText === '' ? undefined : instant(createdText);
  if (createdText !== '' && createdAt === undefined)
    problems.push('Created At: must be a date as YYYY-MM-DD or an ISO 8601 time');
  const lastLogin = cell('lastLogin');
  if (lastLogin !== '' && instant(lastLogin) === undefined)
    problems.push('Last Login: must be a date as YYYY-MM-DD or an ISO 8601 time');

  const planIds = [
    ...new Set(
      cell('freePlans')
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id !== ''),
    ),
  ];

  const redirectText = cell('loginRedirect');
  const redirectRefused = redirectText === '' ? undefined : redirectRefusal(redirectText, allowedOrigins);
  if (redirectRefused) problems.push(`Login Redirect: ${redirectRefused}`);

  const customFields: Record<string, string> = {};
  for (const { key, index } of columns.customFields) {
    const value = record[index] ?? '';
    if (value !== '') customFields[key] = value;
  }
  const checkedFields = validate(customFieldValues, customFields);
  if (!checkedFields.ok) problems.push(checkedFields.message);

  const hashText = cell('hashedPassword');
  const passwordHash = hashText !== '' && acceptableHash(hashText) ? hashText : undefined;
  if (hashText !== '' && passwordHash === undefined) {
    warnings.push(
      'Hashed Password: not an argon2id hash this service verifies, so not kept: the member signs in with an emailed code or resets their password',
    );
  }

  const customerText = cell('stripeCustomerId');
  if (customerText !== '' && !STRIPE_CUSTOMER_ID.test(customerText))
    problems.push('Stripe Customer ID: must be a Stripe customer id (cus_...)');

  return {
    row,
    email,
    normalizedEmail,
    memberId,
    verified,
    createdAt,
    planIds,
    loginRedirect: redirectText === '' ? undefined : redirectText,
    json: jsonCell(cell('json'), 'JSON', problems),
    metaData: jsonCell(cell('metaData'), 'Metadata', problems),
    customFields,
    passwordHash,
    stripeCustomerId: customerText === '' ? undefined : customerText,
    problems,
    warnings,
  };
}
