import path from 'node:path';
import proxyAddr from 'proxy-addr';
import { ConfigError, type Env, httpUrl, integer, origin, secretToken, text } from './config-values.ts';

export interface Config {
  port: number;
  host: string;
  /** Absolute; holds the embedded database (and, later, uploads). */
  dataDir: string;
  /** When set, PostgreSQL is used instead of the embedded SQLite database. */
  databaseUrl: string | undefined;
  nodeEnv: string;
  isProduction: boolean;
  /** Origin patterns; `*` stands for one host label or a port. */
  allowedOrigins: string[];
  apiTokenTtlDays: number;
  /** Keys the hashes of one-time codes; when unset, one is generated and kept in dataDir. */
  membershipSecret: string | undefined;
  /** When set, rate limits are counted in Redis, shared by every server instance. */
  redisUrl: string | undefined;
  /**
   * REDIS_KEY_PREFIX (default `cf:`): what every key and channel of ours in Redis starts with, so
   * that two deployments (staging and production) can share one Redis without sharing limits,
   * revocations or chat streams.
   */
  redisKeyPrefix: string;
  /** When set, mail goes out over SMTP; otherwise to the development mailbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Takes payments with Stripe; unset, the development checkout (never in production). */
  stripe: StripeConfig | undefined;
  /** Checks the Stripe-Signature of /membership/stripe/webhook; the webhook answers 503 without it. */
  stripeWebhookSecret: string | undefined;
  /** A real captcha for apps that require one at signup; unset, the offline development provider. */
  captcha: CaptchaConfig | undefined;
  /** Real sign-in providers; one not configured is the development sign-in page (never in production). */
  oauth: Partial<Record<OAuthProviderName, OAuthClientConfig>>;
  /**
   * The origin browsers reach this server at, which every absolute URL it hands out names (never
   * the request's Host header, which the client chooses). Unset: the server's own address.
   */
  publicUrl: string | undefined;
  /**
   * DEV_ROUTES=on: the development routes (the mailbox, the development sign-in, checkout and
   * captcha) answer clients on other machines too; by default only this machine's. Never in production.
   */
  devRoutesForAnyClient: boolean;
  /**
   * The language model behind POST /api/chat: any OpenAI-compatible server (OPENAI_BASE_URL,
   * OPENAI_API_KEY, CHAT_MODEL). Unset, the built-in analyst answers, offline.
   */
  chatModel: ChatModelConfig | undefined;
  /** Chat messages one account may send a minute (CHAT_MESSAGES_PER_MINUTE, default 20); beyond, 429. */
  chatMessagesPerMinute: number;
  /**
   * Sign-in attempts (passwords, second-step codes, passkeys) one address may make in 15 minutes
   * (SIGN_IN_ATTEMPTS_PER_ADDRESS, default 60); beyond, 429. An office or school behind one
   * address, or a test suite, may need more.
   */
  signInAttemptsPerAddress: number;
  /**
   * Which proxies in front of the server are believed about the client (X-Forwarded-For,
   * X-Forwarded-Proto, X-Request-Id): none (TRUST_PROXY unset or 0), the N nearest hops, or the hops
   * at these addresses and CIDR ranges.
   */
  trustProxy: TrustProxySetting;
  /** When set, GET /metrics answers Prometheus text to `Authorization: Bearer <METRICS_TOKEN>`; else 404. */
  metricsToken: string | undefined;
  /** When set, a second listener serves the membership API at its root (Memberstack's SDK with `domain` = that origin). */
  membershipPort: number | undefined;
  /** APP_CONFIG: the operator's app configuration file (JSON), applied on every start. */
  appConfigPath: string | undefined;
  /** Passkeys (WebAuthn): see WebauthnConfig. */
  webauthn: WebauthnConfig;
}

/**
 * Who passkeys belong to. `rpId` (WEBAUTHN_RP_ID): the relying party, a host name; unset, the
 * public URL's host, `localhost` when that is an IP address (browsers refuse WebAuthn on one).
 * `origins` (WEBAUTHN_ORIGINS, comma-separated): the pages that may use them besides each app's
 * allowed origins; unset, the public URL.
 */
export interface WebauthnConfig {
  rpId: string | undefined;
  origins: string[] | undefined;
}

export type TrustProxySetting = { hops: number } | { addresses: string[] };

export interface ChatModelConfig {
  /** Requests go to `<baseUrl>/chat/completions`. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer`; never leaves the server. Local servers (Ollama, vLLM) may need none. */
  apiKey: string | undefined;
  model: string;
  /** How long the model may stay silent (before its first chunk or between two) before the answer ends with an error. */
  timeoutMs: number;
}

export interface StripeConfig {
  secretKey: string;
  /** Stripe's API elsewhere (a mock); unset, Stripe's own. */
  apiUrl: string | undefined;
}

export interface CaptchaConfig {
  provider: 'hcaptcha' | 'turnstile';
  siteKey: string;
  secret: string;
}

export type OAuthProviderName = 'google' | 'github';

export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
  /** The provider's endpoints elsewhere (GitHub Enterprise, a test double); unset, the provider's own. */
  authorizeUrl?: string;
  tokenUrl?: string;
  userinfoUrl?: string;
}

const DEFAULT_ALLOWED_ORIGINS = 'http://127.0.0.1:*,http://localhost:*';

function stripe(env: Env): StripeConfig | undefined {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (!secretKey) return undefined;
  if (!/^(sk|rk)_(test|live)_\w+$/.test(secretKey))
    throw new ConfigError('STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_... or sk_live_...)');
  return { secretKey, apiUrl: httpUrl(env, 'STRIPE_API_URL') };
}

function captcha(env: Env): CaptchaConfig | undefined {
  const provider = env.CAPTCHA_PROVIDER?.trim();
  if (!provider) return undefined;
  if (provider !== 'hcaptcha' && provider !== 'turnstile')
    throw new ConfigError('CAPTCHA_PROVIDER must be hcaptcha or turnstile');
  const siteKey = env.CAPTCHA_SITE_KEY?.trim();
  const secret = env.CAPTCHA_SECRET?.trim();
  if (!siteKey || !secret)
    throw new ConfigError(`CAPTCHA_PROVIDER=${provider} needs CAPTCHA_SITE_KEY and CAPTCHA_SECRET`);
  return { provider, siteKey, secret };
}

/** `<NAME>_CLIENT_ID` and `_CLIENT_SECRET` configure one; `_AUTHORIZE_URL`, `_TOKEN_URL`, `_USERINFO_URL` move it. */
function oauth(env: Env): Partial<Record<OAuthProviderName, OAuthClientConfig>> {
  const providers: Partial<Record<OAuthProviderName, OAuthClientConfig>> = {};
  for (const name of ['google', 'github'] as const) {
    const prefix = name.toUpperCase();
    const clientId = env[`${prefix}_CLIENT_ID`]?.trim();
    const clientSecret = env[`${prefix}_CLIENT_SECRET`]?.trim();
    if (!clientId || !clientSecret) continue;
    providers[name] = {
      clientId,
      clientSecret,
      authorizeUrl: httpUrl(env, `${prefix}_AUTHORIZE_URL`),
      tokenUrl: httpUrl(env, `${prefix}_TOKEN_URL`),
      userinfoUrl: httpUrl(env, `${prefix}_USERINFO_URL`),
    };
  }
  return providers;
}

function chatModel(env: Env): ChatModelConfig | undefined {
  const baseUrl = httpUrl(env, 'OPENAI_BASE_URL');
  if (!baseUrl) return undefined;
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    apiKey: env.OPENAI_API_KEY?.trim() || undefined,
    model: text(env, 'CHAT_MODEL', 'gpt-4o-mini'),
    timeoutMs: integer(env, 'CHAT_TIMEOUT_MS', 30_000, 1_000, 600_000),
  };
}

function devRoutesForAnyClient(env: Env, isProduction: boolean): boolean {
  const raw = env.DEV_ROUTES?.trim();
  if (!raw || raw === 'local') return false;
  if (raw !== 'on') throw new ConfigError(`DEV_ROUTES must be "on" or "local", got "${raw}"`);
  if (isProduction)
    throw new ConfigError(
      'DEV_ROUTES=on cannot be used with NODE_ENV=production: production has no development routes',
    );
  return true;
}

/** Whether proxy-addr accepts the entry: an IPv4 or IPv6 address, a CIDR range, or a name such as `loopback`. */
function isTrustedAddressPattern(pattern: string): boolean {
  try {
    proxyAddr.compile(pattern);
    return true;
  } catch {
    return false;
  }
}

/** A hop count, or a list of addresses and CIDR ranges (proxy-addr's names `loopback` and friends too). */
function trustProxy(env: Env): TrustProxySetting {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw) return { hops: 0 };
  if (/^\d+$/.test(raw)) return { hops: integer(env, 'TRUST_PROXY', 0, 0, 100) };
  const addresses = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const address of addresses) {
    if (!isTrustedAddressPattern(address))
      throw new ConfigError(
        `TRUST_PROXY must be a hop count or a comma-separated list of addresses and CIDR ranges, got "${address}"`,
      );
  }
  return { addresses };
}

const HOST_NAME = /^(?=.{1,253}$)(?:[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?)(?:\.[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?)*$/;

function webauthn(env: Env): WebauthnConfig {
  const rpId = env.WEBAUTHN_RP_ID?.trim().toLowerCase() || undefined;
  if (rpId !== undefined && (!HOST_NAME.test(rpId) || /^[\d.]+$/.test(rpId)))
    throw new ConfigError(
      `WEBAUTHN_RP_ID must be a host name such as example.com (no scheme, port or IP address), got "${rpId}"`,
    );
  const listed = env.WEBAUTHN_ORIGINS?.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const origins = listed?.length
    ? listed.map((entry) => origin({ WEBAUTHN_ORIGINS: entry }, 'WEBAUTHN_ORIGINS') as string)
    : undefined;
  return { rpId, origins };
}

function redisKeyPrefix(env: Env): string {
  const prefix = text(env, 'REDIS_KEY_PREFIX', 'cf:');
  if (!/^[A-Za-z0-9:_.-]{1,64}$/.test(prefix))
    throw new ConfigError(`REDIS_KEY_PREFIX must be 1 to 64 letters, digits or : _ . -, got "${prefix}"`);
  return prefix;
}

export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const nodeEnv = text(env, 'NODE_ENV', 'development');
  const config: Config = {
    port: integer(env, 'PORT', 4173, 0, 65535),
    host: text(env, 'HOST', '127.0.0.1'),
    dataDir: path.resolve(text(env, 'DATA_DIR', '.data')),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    nodeEnv,
    isProduction: nodeEnv === 'production',
    allowedOrigins: text(env, 'ALLOWED_ORIGINS', DEFAULT_ALLOWED_ORIGINS)
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    apiTokenTtlDays: integer(env, 'API_TOKEN_TTL_DAYS', 30, 1, 3650),
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    mailFrom: text(env, 'MAIL_FROM', 'Chain Forge <no-reply@chainforge.dev>'),
    membershipSecret: env.MEMBERSHIP_SECRET?.trim() || undefined,
    redisUrl: env.REDIS_URL?.trim() || undefined,
    redisKeyPrefix: redisKeyPrefix(env),
    stripe: stripe(env),
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET?.trim() || undefined,
    captcha: captcha(env),
    oauth: oauth(env),
    publicUrl: origin(env, 'PUBLIC_URL'),
    devRoutesForAnyClient: devRoutesForAnyClient(env, nodeEnv === 'production'),
    chatModel: chatModel(env),
    chatMessagesPerMinute: integer(env, 'CHAT_MESSAGES_PER_MINUTE', 20, 1, 100_000),
    signInAttemptsPerAddress: integer(env, 'SIGN_IN_ATTEMPTS_PER_ADDRESS', 60, 1, 1_000_000),
    trustProxy: trustProxy(env),
    metricsToken: secretToken(env, 'METRICS_TOKEN'),
    membershipPort: env.MEMBERSHIP_PORT?.trim() ? integer(env, 'MEMBERSHIP_PORT', 0, 0, 65535) : undefined,
    appConfigPath: env.APP_CONFIG?.trim() ? path.resolve(env.APP_CONFIG.trim()) : undefined,
    webauthn: webauthn(env),
  };
  if (config.membershipSecret !== undefined && config.membershipSecret.length < 32) {
    throw new ConfigError('MEMBERSHIP_SECRET must be at least 32 characters');
  }
  return { ...config, ...overrides };
}
