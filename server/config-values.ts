/**
 * Reading one setting from the environment, checked: a bad value stops the start with a
 * ConfigError naming the setting and what it must be. config.ts composes the settings from these.
 */
export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {}

export function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
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
export function origin(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const url = parsedUrl(raw);
  const isOrigin =
    url &&
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    !url.username &&
    !url.password &&
    url.pathname === '/' &&
    !url.search &&
    !url.hash;
  if (!isOrigin)
    throw new ConfigError(`${name} must be an http(s) origin such as https://members.example.com, got "${raw}"`);
  return url.origin;
}

/** An http(s) URL, or undefined when unset. */
export function httpUrl(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const url = parsedUrl(raw);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  return raw;
}

export function secretToken(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  if (raw.length < 16) throw new ConfigError(`${name} must be at least 16 characters`);
  return raw;
}

export function text(env: Env, name: string, fallback: string): string {
  return env[name]?.trim() || fallback;
}
