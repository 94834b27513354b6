/** Characters plain text refuses (server/http/plain-text.ts): C0 (tab among them), DEL, C1, and every bidirectional override and isolate. */
export const NOT_PLAIN_CHARACTERS = [
  '\u0000',
  '\u0008',
  '\t',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009f',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];

/** `[U+202E, '\u202e']` pairs for it.each, named by code point. */
export const namedNotPlainCharacters = NOT_PLAIN_CHARACTERS.map((char): [string, string] => [
  `U+${char.codePointAt(0)!.toString(16).padStart(4, '0').toUpperCase()}`,
  char,
]);
