import { originMatcher } from './contract/origin-patterns';

/**
 * Where a no-code page may send someone after a success (`data-ms-redirect`, the login redirect,
 * a content group's redirect): a relative path, or an http(s) URL on the page's own origin or
 * one of the app's allowed origins. Anything else (`javascript:` and `data:` URLs, which would
 * run or show someone else's content, a protocol-relative `//host`, another site) could turn a
 * builder's page into a phishing hop, so the runtime goes to `/` of the page's origin instead and
 * the inspector reports the value. Pure: the runtime and the inspector share it.
 */
export interface RedirectPlace {
  /** The URL relative values resolve against (the document's base URL). */
  base: string;
  /** The page's own origin. */
  origin: string;
  /** The app's allowed origins (origin-patterns.ts); null while they are unknown, when other origins are not judged. */
  allowedOrigins: readonly string[] | null;
}

/** Two slashes or backslashes first: browsers read both as a protocol-relative URL to another host. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: leading control characters are skipped by URL parsers too.
const PROTOCOL_RELATIVE = /^[\s\u0000-\u001f]*[\\/]{2}/;

/** Why the value is not followed (to complete "it ..."), or null when it is. */
export function redirectProblem(value: string, place: RedirectPlace): string | null {
  if (PROTOCOL_RELATIVE.test(value)) return 'starts with //, which leads to whatever host follows';
  let url: URL;
  try {
    url = new URL(value, place.base);
  } catch {
    return 'is not a URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return `is a ${url.protocol} URL, and only relative paths and http(s) URLs are followed`;
  if (url.username || url.password) return 'carries a user name or password';
  if (url.origin === place.origin || place.allowedOrigins === null) return null;
  return originMatcher(place.allowedOrigins)(url.origin)
    ? null
    : `leads to ${url.origin}, which is neither this page's origin nor one of the app's allowed origins`;
}

/** The URL to go to for the value: itself resolved when it passes, else `/` of the page's origin. */
export function safeRedirect(value: string, place: RedirectPlace): string {
  const allowed = { ...place, allowedOrigins: place.allowedOrigins ?? [] };
  return redirectProblem(value, allowed) === null ? new URL(value, place.base).href : new URL('/', place.origin).href;
}
