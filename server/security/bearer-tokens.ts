import { hash, randomBytes } from 'node:crypto';

/** A new bearer token: 256 random bits behind a prefix that says what it is (`cf_at_`, ...). */
export function newBearerToken(prefix: string): string {
  return prefix + randomBytes(32).toString('base64url');
}

/**
 * Only this hash is stored: a leaked database gives no usable tokens. The tokens are random, so
 * a plain SHA-256 suffices; the one-shot hash makes no Hash object per request.
 */
export function hashBearerToken(token: string): string {
  return hash('sha256', token, 'hex');
}
