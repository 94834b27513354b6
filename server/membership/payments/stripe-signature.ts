import { createHmac, timingSafeEqual } from 'node:crypto';

/** Stripe's own libraries' default: an older signature may be a captured request replayed. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Checks a `Stripe-Signature` header as Stripe documents it: `t=<unix seconds>` and one or more
 * `v1=<hex>` (more than one while a secret is being rolled), each an HMAC-SHA256 of
 * `${t}.${rawBody}` keyed with the endpoint's whole `whsec_...` secret. Any v1 may match; other
 * schemes (v0, the test-mode scheme) are ignored. The body must be the bytes as received:
 * re-serialized JSON, or text decoded and encoded again, need not match.
 */
export function verifyStripeSignature(
  header: string | undefined,
  rawBody: Uint8Array,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  if (!header || header.length > 4096) return false;
  let timestamp: string | undefined;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d{1,12}$/.test(value)) timestamp = value;
    // SHA-256 is 64 hex digits; anything else cannot match and would only cost a comparison.
    if (key === 'v1' && value && /^[0-9a-f]{64}$/i.test(value)) signatures.push(Buffer.from(value, 'hex'));
  }
  if (timestamp === undefined || signatures.length === 0) return false;
  // Both ways: a timestamp far in the future is as suspect as one far in the past.
  if (Math.abs(nowSeconds - Number(timestamp)) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.`, 'utf8').update(rawBody).digest();
  // Every candidate is compared, in constant time, so timing says nothing about which came close.
  return signatures.reduce((matched, candidate) => timingSafeEqual(candidate, expected) || matched, false);
}
