import { createHmac } from 'node:crypto';
import { ConfigError } from '../../config.ts';
import { developmentCaptcha, remoteCaptcha, type CaptchaVerifier } from '../../security/captcha.ts';

/** The development provider, when it is the one in use: it can issue tokens (GET /dev/captcha-token). */
export type MembershipCaptcha = CaptchaVerifier & { issue?: () => string };

/**
 * CAPTCHA_PROVIDER=hcaptcha|turnstile with CAPTCHA_SITE_KEY and CAPTCHA_SECRET; otherwise the
 * offline development provider, refused in production (it would let anyone mint tokens).
 */
export function captchaFromEnv(env: Record<string, string | undefined>, serverSecret: Buffer, isProduction: boolean): MembershipCaptcha {
  const provider = env.CAPTCHA_PROVIDER?.trim();
  if (provider === 'hcaptcha' || provider === 'turnstile') {
    const siteKey = env.CAPTCHA_SITE_KEY?.trim();
    const secret = env.CAPTCHA_SECRET?.trim();
    if (!siteKey || !secret) throw new ConfigError(`CAPTCHA_PROVIDER=${provider} needs CAPTCHA_SITE_KEY and CAPTCHA_SECRET`);
    return remoteCaptcha(provider, { siteKey, secret });
  }
  if (provider) throw new ConfigError('CAPTCHA_PROVIDER must be hcaptcha or turnstile');
  // Its own key, derived from the server secret, so a captcha token is never a code hash's key.
  const key = createHmac('sha256', serverSecret).update('captcha:development').digest('base64url');
  const development = developmentCaptcha(key);
  // In production there is no development provider: an app requiring captcha then refuses signups.
  return isProduction ? { provider: 'development', siteKey: 'development', verify: async () => false } : development;
}
