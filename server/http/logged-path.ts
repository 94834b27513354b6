import { scrubbed } from '../observability/logger.ts';

/** A run of percent-encoded bytes. */
const ENCODED_BYTES = /(?:%[0-9A-Fa-f]{2})+/g;

/** Where a URL's path ends. */
const QUERY_OR_FRAGMENT = /[?#]/;

/** Layers of percent-encoding undone: a proxy may encode a path once more, but no client 5 times. */
const MOST_LAYERS = 4;

/** The bytes of a run as UTF-8 text: a broken sequence reads as U+FFFD, not left encoded. */
const asText = (run: string) => Buffer.from(run.replaceAll('%', ''), 'hex').toString('utf8');

/** Whether text, under every layer of its percent-encoding, quotes an email address or a credential. */
function quotesSomething(text: string): boolean {
  let plain = text;
  for (let layer = 0; layer <= MOST_LAYERS; layer++) {
    const decoded = plain.replace(ENCODED_BYTES, asText);
    if (decoded === plain) return scrubbed(plain) !== plain;
    plain = decoded;
  }
  // Encoded deeper than any client writes: it is not read, and not logged either.
  return true;
}

/**
 * The path of a request's URL as its log line shows it: as the URL parser wrote it, still
 * percent-encoded (that parser encodes every control character, so a path can break or forge no
 * line in any format, and shows the same in each), with every segment that quotes an email address
 * or a credential in any encoding (the Admin SDK asks for members by email in the path) replaced by
 * [redacted]. Neither query nor fragment.
 */
export function loggedPath(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const end = url.search(QUERY_OR_FRAGMENT);
  const path = url.slice(start, end === -1 ? undefined : end);
  // Most paths have no @, no cf_ (what scrubbed looks for) and nothing encoded that could hide them.
  if (!path.includes('@') && !path.includes('cf_') && !path.includes('%')) return path;
  if (!quotesSomething(path)) return path;
  return path
    .split('/')
    .map((segment) => (quotesSomething(segment) ? '[redacted]' : segment))
    .join('/');
}
