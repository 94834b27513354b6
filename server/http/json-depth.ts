/**
 * How deep request JSON may nest arrays and objects. Real payloads are shallow: Memberstack's
 * metaData, customFields and member JSON are flat records or a few levels of settings, and a
 * Stripe event is under ten. 32 leaves any honest payload room to spare while keeping what routes
 * do to a value recursively (valibot, JSON.stringify when sizing or storing it) far from the
 * stack's limit: 5,000 levels overflowed it inside JSON.stringify and answered 500.
 */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \
const OPEN_ARRAY = 0x5b; // [
const CLOSE_ARRAY = 0x5d; // ]
const OPEN_OBJECT = 0x7b; // {
const CLOSE_OBJECT = 0x7d; // }

/**
 * Whether JSON text opens more than `maxDepth` arrays and objects inside one another, found in one
 * pass over the text before it is parsed, so a hostile body costs no more than reading it.
 * Brackets inside strings do not count. Text that is not JSON may get either answer: it is refused
 * when parsed anyway.
 */
export function nestsDeeperThan(text: string, maxDepth: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      // An escape's next character is never the string's end, even when it is a quote.
      if (char === BACKSLASH) index++;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) {
      inString = true;
    } else if (char === OPEN_ARRAY || char === OPEN_OBJECT) {
      if (++depth > maxDepth) return true;
    } else if (char === CLOSE_ARRAY || char === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}
