/**
 * Text from stored data (a product, SKU or warehouse name) written into Markdown so that it shows
 * as exactly that text, whatever it holds. Every character Markdown could read as markup is
 * backslash-escaped: emphasis and code (`*`, `_`, `~`, backtick), links and images (`[`, `]`),
 * HTML and autolinks (`<`, `>`), a table's cell break (`|`), entities (`&`), the `:` and `@` that
 * bare addresses need and the dot after `www`, and the backslash itself. Line breaks and other
 * control characters become spaces: a line break could start a list, a heading or a table row.
 * CommonMark lets any ASCII punctuation be escaped, so every renderer shows the same text.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it replaces.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const MARKUP = /[\\`*_~[\]<>|&:@]/g;
const WWW_DOT = /\b(www)\./gi;

export const markdownLiteral = (text: string): string =>
  text.replace(CONTROL, ' ').replace(MARKUP, '\\$&').replace(WWW_DOT, '$1\\.');
