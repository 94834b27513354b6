/**
 * Whether a path names an id we could have made (`own_`, `oin_`: letters, digits, `_` and `-`).
 * Anything else is no owner or invitation, answered as such without asking the database, which
 * would refuse some text (PostgreSQL a NUL byte) with an error rather than no row.
 */
export const isIdShaped = (id: string): boolean => /^[A-Za-z0-9_-]{1,100}$/.test(id);

/** Whether a path names a passkey: its credential id, base64url, as long as the credential body allows. */
export const isPasskeyIdShaped = (id: string): boolean => /^[\w-]{1,1400}$/.test(id);
