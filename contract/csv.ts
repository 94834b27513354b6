/**
 * CSV as RFC 4180 writes it, made safe to open in a spreadsheet: what a table element exports is
 * exactly the text it shows, so a spreadsheet shows the same thing and runs nothing.
 */

export interface CsvColumn {
  header: string;
  /** A column of amounts or counts: a plain number there stays a number (see spreadsheetSafe). */
  numeric?: boolean;
}

/** RFC 4180 line ends: CRLF, after every record, the last one included. */
const CRLF = '\r\n';

/**
 * Spreadsheets (Excel, LibreOffice, Google Sheets) run a cell that starts with `=`, `+`, `-` or
 * `@` as a formula; Excel in East Asian locales reads the full-width forms the same way. Such a
 * cell could call HYPERLINK or DDE with a transaction type or product name the account does not
 * control. Some of them skip leading whitespace and invisible characters first (spaces, tabs, line
 * breaks, no-break and zero-width spaces, the byte order mark), so those do not hide a formula.
 */
const FORMULA_START = /^[\s\u00A0\u200B-\u200D\u2060\uFEFF]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * Spreadsheets in locales whose list separator is `;` open a CSV by splitting at `;`, so every
 * `;`-separated part of a cell may become a cell of its own and is guarded as one.
 */
const LOCALE_SEPARATOR = ';';

/**
 * An amount or a count as our tables show one: an optional sign, an optional dollar sign, digits
 * with optional thousands commas and an optional decimal part: `-12.50`, `-$3.00`, `+$250.00`,
 * `$1,234.50`.
 */
const PLAIN_NUMBER = /^[+-]?\$?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/;

/**
 * The rule: a cell, or a `;`-separated part of it, that starts with one of the formula characters
 * (after any whitespace or invisible characters) gets a leading apostrophe, which spreadsheets
 * take as "this is text", so it shows its text and runs nothing. The one exception is a cell of a
 * numeric column that is nothing but a plain number (PLAIN_NUMBER): there is no formula in it to
 * run (no letters, no parentheses, no operator after the sign), and a spreadsheet should read
 * `-12.50` as the number it is, so that amounts can be summed. The same text in a text column (a
 * SKU `-12`) keeps the apostrophe: there it is text, and stays text.
 */
export function spreadsheetSafe(text: string, numeric = false): string {
  if (numeric && PLAIN_NUMBER.test(text)) return text;
  return text
    .split(LOCALE_SEPARATOR)
    .map((part) => (FORMULA_START.test(part) ? `'${part}` : part))
    .join(LOCALE_SEPARATOR);
}

/** One field, quoted when it holds a comma, a quote, CR or LF; quotes inside are doubled. */
export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record of `columns`: each field made spreadsheet-safe, then quoted as needed, then CRLF. */
export function csvRecord(columns: readonly CsvColumn[], fields: readonly string[]): string {
  return (
    fields.map((field, index) => csvField(spreadsheetSafe(field, columns[index]?.numeric === true))).join(',') + CRLF
  );
}

/** The header record: the columns' headers, never read as numbers. */
export const csvHeader = (columns: readonly CsvColumn[]): string =>
  csvRecord(
    columns.map(({ header }) => ({ header })),
    columns.map((column) => column.header),
  );

/** A header record and one record per row, each field made spreadsheet-safe, then quoted as needed. */
export function toCsv(columns: readonly CsvColumn[], rows: readonly (readonly string[])[]): string {
  return csvHeader(columns) + rows.map((row) => csvRecord(columns, row)).join('');
}

/** Why a text is not a CSV this module reads: a quote left open, or a quote inside an unquoted field. */
export class CsvSyntaxError extends Error {
  constructor(
    message: string,
    /** The record (1 = the header) where reading stopped. */
    readonly record: number,
  ) {
    super(message);
    this.name = 'CsvSyntaxError';
  }
}

/**
 * The records of an RFC 4180 text, each a list of fields: fields quoted or not, quotes doubled
 * inside quoted ones, records ended by CRLF, LF or CR (spreadsheets write all three), a byte
 * order mark at the start skipped, the last record's line end optional. Blank lines are no
 * records. Throws CsvSyntaxError rather than guessing what a broken file meant.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let fieldStarted = false;
  let index = text.startsWith('\uFEFF') ? 1 : 0;
  const endRecord = () => {
    record.push(field);
    if (record.length > 1 || record[0] !== '') records.push(record);
    record = [];
    field = '';
    fieldStarted = false;
  };
  while (index < text.length) {
    const char = text[index];
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[index + 1] === '"') {
        field += '"';
        index++;
      } else {
        quoted = false;
        const next = text[index + 1];
        if (next !== undefined && next !== ',' && next !== '\r' && next !== '\n') {
          throw new CsvSyntaxError('A quoted field goes on after its closing quote.', records.length + 1);
        }
      }
    } else if (char === ',') {
      record.push(field);
      field = '';
      fieldStarted = true;
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[index + 1] === '\n') index++;
      endRecord();
    } else if (char === '"') {
      if (field !== '') throw new CsvSyntaxError('A quote inside an unquoted field.', records.length + 1);
      quoted = true;
      fieldStarted = true;
    } else {
      field += char;
      fieldStarted = true;
    }
    index++;
  }
  if (quoted) throw new CsvSyntaxError('A quoted field is never closed.', records.length + 1);
  if (fieldStarted || field !== '' || record.length > 0) endRecord();
  return records;
}

/**
 * A cell as it was before spreadsheetSafe guarded it: the apostrophe it put before a formula
 * character (in the cell or in one of its `;`-separated parts) is taken off, so a file this
 * module wrote reads back as the text it was made from. An apostrophe before anything else is
 * the cell's own.
 */
export function unguardedCell(text: string): string {
  if (!text.includes("'")) return text;
  return text
    .split(LOCALE_SEPARATOR)
    .map((part) => (part.startsWith("'") && FORMULA_START.test(part.slice(1)) ? part.slice(1) : part))
    .join(LOCALE_SEPARATOR);
}
