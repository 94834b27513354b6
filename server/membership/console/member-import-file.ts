import { CsvSyntaxError, parseCsv, unguardedCell } from '../../../contract/csv.ts';
import { apiError } from '../../http/errors.ts';

/** The rows one import takes: Memberstack's import takes 10,000; a business moving to us may have more. */
export const IMPORT_MAX_ROWS = 100_000;

/** The columns an import reads, each under the names Memberstack's import and our export give it. */
export type ImportField =
  | 'memberId'
  | 'email'
  | 'verified'
  | 'createdAt'
  | 'lastLogin'
  | 'freePlans'
  | 'loginRedirect'
  | 'json'
  | 'metaData'
  | 'hashedPassword'
  | 'stripeCustomerId';

/** Header names compared without case, spaces, dashes or underscores: `Member ID`, `member_id`, `memberId`. */
const squeeze = (header: string) => header.toLowerCase().replace(/[\s_-]+/g, '');

const FIELD_NAMES: Record<string, ImportField> = {
  memberid: 'memberId',
  id: 'memberId',
  email: 'email',
  emailaddress: 'email',
  verified: 'verified',
  createdat: 'createdAt',
  lastlogin: 'lastLogin',
  freeplans: 'freePlans',
  freeplanid: 'freePlans',
  freeplanids: 'freePlans',
  loginredirect: 'loginRedirect',
  json: 'json',
  metadata: 'metaData',
  hashedpassword: 'hashedPassword',
  stripecustomerid: 'stripeCustomerId',
};

/**
 * Columns our export writes (or Memberstack's import knows) that an import never changes: a paid
 * plan's state comes from checkout and Stripe's events, never a file. A subscription cannot be
 * imported by its id: its events reach a member only through the metadata our checkout puts on
 * it, and its price and state would have to be read from Stripe, which the import does not call.
 */
const IGNORED = new Set(['plans', 'stripesubscriptionid']);

export interface ImportColumns {
  fields: Partial<Record<ImportField, number>>;
  /** Custom field columns: the header is the field's key. */
  customFields: { key: string; index: number }[];
  read: string[];
  ignored: string[];
  width: number;
}

export interface ImportFile {
  columns: ImportColumns;
  /** The data records, the header taken off; record i is the file's row i + 2. */
  records: string[][];
}

const refuse = (message: string) => apiError('invalid-import-file', { message });

function readColumns(header: readonly string[], fieldKeys: ReadonlySet<string>): ImportColumns {
  const columns: ImportColumns = { fields: {}, customFields: [], read: [], ignored: [], width: header.length };
  const unknown: string[] = [];
  const seen = new Set<string>();
  header.forEach((raw, index) => {
    const name = raw.trim();
    const squeezed = squeeze(name);
    if (seen.has(squeezed)) throw refuse(`The header names the column "${name.slice(0, 60)}" twice.`);
    seen.add(squeezed);
    if (squeezed === 'password') {
      throw refuse(
        'Passwords in plain text are not imported: remove the Password column. Imported members sign in with an emailed code or reset their password.',
      );
    }
    const field = FIELD_NAMES[squeezed];
    if (fieldKeys.has(name)) {
      columns.customFields.push({ key: name, index });
      columns.read.push(name);
    } else if (field !== undefined) {
      columns.fields[field] = index;
      columns.read.push(name);
    } else if (IGNORED.has(squeezed)) columns.ignored.push(name);
    else unknown.push(name === '' ? '(empty)' : name.slice(0, 60));
  });
  if (unknown.length > 0) {
    throw refuse(
      `Columns that are neither Memberstack's nor custom fields of this app: ${unknown.slice(0, 5).join(', ')}${unknown.length > 5 ? ', ...' : ''}. Add the fields to the app first or remove the columns.`,
    );
  }
  if (columns.fields.email === undefined) throw refuse('The file has no Email column.');
  return columns;
}

/**
 * The file as records under known columns, or a 422 that says what to fix: not CSV, no header,
 * a column nobody knows, too many rows. Each cell is read back from the spreadsheet guard our
 * export puts on cells (unguardedCell), so an exported file imports as the text it was made from.
 */
export function readImportFile(text: string, fieldKeys: ReadonlySet<string>): ImportFile {
  let records: string[][];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError)
      throw refuse(`This is not a CSV file we can read: row ${error.record}: ${error.message}`);
    throw error;
  }
  const [header, ...rows] = records;
  if (header === undefined) throw refuse('The file is empty: it needs a header row and a row per member.');
  if (rows.length > IMPORT_MAX_ROWS) {
    throw refuse(`The file has ${rows.length} rows; an import takes at most ${IMPORT_MAX_ROWS}. Split it in parts.`);
  }
  return {
    columns: readColumns(header.map(unguardedCell), fieldKeys),
    records: rows.map((row) => row.map(unguardedCell)),
  };
}
