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
