import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;

const totpFor = (base32: string, issuer = '', label = '') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(base32) });

/** A new secret of 160 bits (RFC 4226's recommendation), in base32 as people type it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** What the enrolment screen shows: the secret, the `otpauth://` URI, and that URI as a QR code (SVG). */
export function totpEnrolment(base32: string, issuer: string, label: string) {
  const uri = totpFor(base32, issuer, label).toString();
  return { secret: base32, uri, qrSvg: renderSVG(uri) };
}

/**
 * The time step a code belongs to, when it is right for the step before now, now or the step
 * after (a phone's clock a little off); undefined otherwise. The caller accepts each step at
 * most once (two-step/factors.ts), so a code seen over a shoulder cannot be used again.
 */
export function totpStepOf(base32: string, code: string, now = Date.now()): number | undefined {
  const delta = totpFor(base32).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? undefined : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}
