import * as v from 'valibot';

/**
 * Text people type and others read (a setting, a profile field) is plain. Control characters
 * (C0, DEL and C1) do nothing visible but can end a line, ring a terminal or confuse a log, and
 * the bidirectional overrides and isolates (U+202A to U+202E, U+2066 to U+2069) show text in
 * another order than it is stored, so a name could read as something else. Line breaks are the
 * one exception, and only in text written on several lines.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
const NOT_PLAIN = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
const NOT_PLAIN_BESIDES_LINE_BREAKS = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

const REFUSED =
  'control characters (U+0000 to U+001F, U+007F to U+009F) or bidirectional overrides (U+202A to U+202E, U+2066 to U+2069)';

/** Why the text is not plain, or undefined when it is; with `lineBreaks`, line feeds and carriage returns pass. */
export function plainTextProblem(text: string, { lineBreaks = false } = {}): string | undefined {
  if (!(lineBreaks ? NOT_PLAIN_BESIDES_LINE_BREAKS : NOT_PLAIN).test(text)) return undefined;
  return lineBreaks
    ? `must be plain text: no ${REFUSED}, line breaks aside`
    : `must be plain text: no line breaks, ${REFUSED}`;
}

/** The check for a body's text field: a 422 naming the field. */
export const plainText = ({ lineBreaks = false } = {}) =>
  v.rawCheck<string>(({ dataset, addIssue }) => {
    const problem = dataset.typed ? plainTextProblem(dataset.value, { lineBreaks }) : undefined;
    if (problem) addIssue({ message: problem });
  });
