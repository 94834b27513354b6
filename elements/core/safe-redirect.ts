import { originMatcher } from '../../contract/origin-patterns';
import type { App } from './membership/types';

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

/**
 * Why a value is not followed: `unsafe` whatever the app allows (a scheme other than http(s), a
 * protocol-relative URL, credentials, no URL at all), `off-site` for an origin the app does not allow.
 * `reason` completes "it ...".
 */
export interface RedirectProblem {
  kind: 'unsafe' | 'off-site';
  reason: string;
}

const unsafe = (reason: string): RedirectProblem => ({ kind: 'unsafe', reason });

/** Why the value is not followed, or null when it is. */
export function redirectProblem(value: string, place: RedirectPlace): RedirectProblem | null {
  if (PROTOCOL_RELATIVE.test(value)) return unsafe('starts with //, which leads to whatever host follows');
  let url: URL;
  try {
    url = new URL(value, place.base);
  } catch {
    return unsafe('is not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return unsafe(`is a ${url.protocol} URL, and only relative paths and http(s) URLs are followed`);
  if (url.username || url.password) return unsafe('carries a user name or password');
  if (url.origin === place.origin || place.allowedOrigins === null) return null;
  if (originMatcher(place.allowedOrigins)(url.origin)) return null;
  return {
    kind: 'off-site',
    reason: `leads to ${url.origin}, which is neither this page's origin nor one of the app's allowed origins`,
  };
}

/** The app's allowed origins as GET /app answers them (none when it names none). */
export const allowedOriginsOf = (app: Partial<Pick<App, 'allowedOrigins'>>): string[] =>
  Array.isArray(app.allowedOrigins) ? app.allowedOrigins.filter((origin) => typeof origin === 'string') : [];

/** The URL to go to for the value: itself resolved when it passes, else `/` of the page's origin. */
export function safeRedirect(value: string, place: RedirectPlace): string {
  const allowed = { ...place, allowedOrigins: place.allowedOrigins ?? [] };
  return redirectProblem(value, allowed) === null ? new URL(value, place.base).href : new URL('/', place.origin).href;
}
