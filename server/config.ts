import path from 'node:path';

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
  /** When set, mail goes out over SMTP; otherwise to the development mailbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Checks the Stripe-Signature of /membership/stripe/webhook; the webhook answers 503 without it. */
  stripeWebhookSecret: string | undefined;
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
}

type Env = Record<string, string | undefined>;

const DEFAULT_ALLOWED_ORIGINS = 'http://127.0.0.1:*,http://localhost:*';

export class ConfigError extends Error {}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function parsedUrl(raw: string): URL | undefined {
  try {
    return new URL(raw);
  } catch {
    return undefined;
  }
}

/** An http(s) origin, with or without a trailing slash; a path or query would be dropped unseen, so it is refused. */
function origin(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const url = parsedUrl(raw);
  const isOrigin = url && (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password && url.pathname === '/' && !url.search && !url.hash;
  if (!isOrigin) throw new ConfigError(`${name} must be an http(s) origin such as https://members.example.com, got "${raw}"`);
  return url.origin;
}

function devRoutesForAnyClient(env: Env, isProduction: boolean): boolean {
  const raw = env.DEV_ROUTES?.trim();
  if (!raw || raw === 'local') return false;
  if (raw !== 'on') throw new ConfigError(`DEV_ROUTES must be "on" or "local", got "${raw}"`);
  if (isProduction) throw new ConfigError('DEV_ROUTES=on cannot be used with NODE_ENV=production: production has no development routes');
  return true;
}

function text(env: Env, name: string, fallback: string): string {
  return env[name]?.trim() || fallback;
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
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET?.trim() || undefined,
    publicUrl: origin(env, 'PUBLIC_URL'),
    devRoutesForAnyClient: devRoutesForAnyClient(env, nodeEnv === 'production'),
  };
  if (config.membershipSecret !== undefined && config.membershipSecret.length < 32) {
    throw new ConfigError('MEMBERSHIP_SECRET must be at least 32 characters');
  }
  return { ...config, ...overrides };
}
