import { createHmac } from 'node:crypto';
import type { CaptchaConfig } from '../../config.ts';
import { developmentCaptcha, remoteCaptcha, type CaptchaVerifier } from '../../security/captcha.ts';

/** The development provider, when it is the one in use: it can issue tokens (GET /dev/captcha-token). */
export type MembershipCaptcha = CaptchaVerifier & { issue?: () => string };

/**
 * hCaptcha or Turnstile when configured; otherwise the offline development provider, refused in
 * production (it would let anyone mint tokens).
 */
export function configuredCaptcha(
  captcha: CaptchaConfig | undefined,
  serverSecret: Buffer,
  isProduction: boolean,
): MembershipCaptcha {
  if (captcha) return remoteCaptcha(captcha.provider, { siteKey: captcha.siteKey, secret: captcha.secret });
  // Its own key, derived from the server secret, so a captcha token is never a code hash's key.
  const key = createHmac('sha256', serverSecret).update('captcha:development').digest('base64url');
  const development = developmentCaptcha(key);
  // In production there is no development provider: an app requiring captcha then refuses signups.
  return isProduction ? { provider: 'development', siteKey: 'development', verify: async () => false } : development;
}
