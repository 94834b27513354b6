import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * Short-lived state carried by the browser instead of stored (an OAuth flow's PKCE verifier, a
 * development checkout): AES-256-GCM under a key derived from the server secret per purpose, so
 * it can be neither read nor forged, nor replayed as another purpose. Its expiry is inside.
 * Secrets kept at rest (an authenticator app's secret) are sealed the same way, with no expiry
 * (`ttlMs` null), so a copy of the database alone does not give them away.
 */
const keyFor = (secret: Buffer, purpose: string) => createHmac('sha256', secret).update(`sealed:${purpose}`).digest();

export function seal(secret: Buffer, purpose: string, payload: object, ttlMs: number | null, now = Date.now()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret, purpose), iv);
  const plain = Buffer.from(JSON.stringify({ p: payload, exp: ttlMs === null ? null : now + ttlMs }));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The payload, or undefined when the token is malformed, forged, of another purpose or expired. */
export function unseal<T>(secret: Buffer, purpose: string, token: string | undefined, now = Date.now()): T | undefined {
  if (!token || token.length > 8000 || !/^[\w-]+$/.test(token)) return undefined;
  const raw = Buffer.from(token, 'base64url');
  if (raw.length < 29) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(secret, purpose), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const plain = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
    const { p, exp } = JSON.parse(plain.toString('utf8')) as { p: T; exp: number | null };
    return exp === null || now <= exp ? p : undefined;
  } catch {
    return undefined;
  }
}
