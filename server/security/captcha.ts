import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Captcha verification for signup when an app requires it. hCaptcha and Turnstile are verified
 * with their siteverify endpoints; the development provider issues and checks signed tokens
 * itself, so signup with captcha works offline.
 */
export interface CaptchaVerifier {
  readonly provider: 'hcaptcha' | 'turnstile' | 'development';
  readonly siteKey: string;
  verify(token: string, remoteIp?: string): Promise<boolean>;
}

const SITEVERIFY = {
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
} as const;

const VERIFY_TIMEOUT_MS = 5000;

export function remoteCaptcha(
  provider: 'hcaptcha' | 'turnstile',
  { siteKey, secret, verifyUrl = SITEVERIFY[provider] }: { siteKey: string; secret: string; verifyUrl?: string },
): CaptchaVerifier {
  return {
    provider,
    siteKey,
    async verify(token, remoteIp) {
      if (!token || token.length > 4096) return false;
      const form = new URLSearchParams({ secret, response: token, ...(remoteIp ? { remoteip: remoteIp } : {}) });
      try {
        const answer = await fetch(verifyUrl, {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
        });
        if (!answer.ok) return false;
        const result = (await answer.json()) as { success?: unknown };
        return result.success === true;
      } catch {
        // An unreachable provider must not let a bot through.
        return false;
      }
    },
  };
}

const DEV_TOKEN_TTL_MS = 2 * 60 * 1000;

/** Tokens `<issued-at>.<nonce>.<hmac>`, each accepted once within two minutes. */
export function developmentCaptcha(
  secret: string,
  now: () => number = Date.now,
): CaptchaVerifier & { issue(): string } {
  const used = new Map<string, number>();
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');
  return {
    provider: 'development',
    siteKey: 'development',
    issue() {
      const payload = `${now()}.${randomBytes(12).toString('base64url')}`;
      return `${payload}.${sign(payload)}`;
    },
    async verify(token) {
      const match = /^(\d{1,16})\.([\w-]{16})\.([\w-]{43})$/.exec(token ?? '');
      if (!match) return false;
      const [, issuedAt, nonce, signature] = match as unknown as [string, string, string, string];
      const expected = Buffer.from(sign(`${issuedAt}.${nonce}`));
      if (!timingSafeEqual(expected, Buffer.from(signature))) return false;
      const age = now() - Number(issuedAt);
      if (age < 0 || age > DEV_TOKEN_TTL_MS || used.has(nonce)) return false;
      for (const [seen, at] of used) if (now() - at > DEV_TOKEN_TTL_MS) used.delete(seen);
      used.set(nonce, now());
      return true;
    },
  };
}
