/**
 * Where the membership session is stored, in a module of its own so that the CDN entry can tell a
 * stored session is there without carrying the session code.
 */

/** @memberstack/dom's own keys, so a page that ran it keeps its member signed in. */
export const TOKEN_KEY = '_ms-mid';
export const MEMBER_KEY = '_ms-mem';
/** Ours: @memberstack/dom keeps no expiry in localStorage, so a session without one is kept. */
export const EXPIRES_KEY = '_cf-ms-expires';
